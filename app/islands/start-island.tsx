import { type ComponentType, type ReactNode, startTransition, useEffect, useMemo, useSyncExternalStore } from "react";
import { hydrateRoot } from "react-dom/client";
import { markHydrated } from "#app/lib/hydration-mark";
import { PageLocationProvider } from "#app/lib/page-address";
import { ToasterLoader } from "#app/lib/toast/toaster-loader";
import { whenShellWired } from "#app/static-shell/shell-wired";
import { type IslandAddressStore, islandAddressStore } from "./island-address";
import type { IslandDrawnFrom } from "./island-json";
import type { IslandName } from "./island-names";
import { IslandTool } from "./island-tool";

/**
 * Takes over one island (island.tsx): reads what the server drew it from and hydrates that element only, as a
 * root of its own with the page's address (island-address.ts) and plain links. The page is marked hydrated (and
 * what was typed, tapped or sent early is replayed) once the island and the static shell's script are both ready.
 */
export async function startIsland<Props extends object>(name: IslandName, Tool: ComponentType<Props>) {
  const container = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  const drawnFromScript = document.querySelector(`script[data-island-props="${name}"]`);
  if (!container || !drawnFromScript?.textContent) return;
  const { props, data } = JSON.parse(drawnFromScript.textContent) as IslandDrawnFrom<Props>;
  const address = islandAddressStore();
  // The runtime's module code has run by now; the first render starts in a task of its own, as on other pages.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // A transition: React (in development) yields to the browser between parts; Preact hydrates at once.
  startTransition(() => {
    const typedEarly = textTypedEarly(container);
    hydrateRoot(
      container,
      <IslandAddress store={address}>
        <IslandTool tool={Tool} props={props} data={data} />
        <ToasterLoader />
        <IslandHydrated container={container} />
      </IslandAddress>,
    );
    // Preact writes each text area's drawn value while it takes the HTML over (React leaves it): what was typed
    // before, or put back by the browser on Back, is set again for the replay to hand over (replay-early-input.ts).
    for (const [field, typed] of typedEarly) field.value = typed;
  });
}

/** The text areas whose text is not what the page was served with: typed early, or put back by the browser. */
function textTypedEarly(container: HTMLElement): Array<[HTMLTextAreaElement, string]> {
  return [...container.querySelectorAll("textarea")]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value]);
}

function IslandAddress({ store, children }: { store: IslandAddressStore; children: ReactNode }) {
  const address = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const location = useMemo(() => ({ address, navigate: store.navigate }), [store, address]);
  return <PageLocationProvider location={location}>{children}</PageLocationProvider>;
}

/**
 * Rendered last in the island: its effect runs once the whole island is hydrated, marks the island itself
 * (`data-island-hydrated`, for tests and debugging) and the page once the shell is wired too.
 */
function IslandHydrated({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.setAttribute("data-island-hydrated", "");
    whenShellWired(markHydrated);
  }, [container]);
  return null;
}
