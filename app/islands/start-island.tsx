import { type ComponentType, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { markHydrated } from "#app/lib/hydration-mark";
import { PageAddressProvider, PlainAnchors } from "#app/lib/page-address";
import { ToasterLoader } from "#app/lib/toast/toaster-loader";
import { whenShellWired } from "#app/static-shell/shell-wired";
import type { IslandName } from "./island-names";

/**
 * Takes over one island (island.tsx): reads the props the server drew it with and hydrates that element only,
 * as a root of its own with the page's address and plain links. The page is marked hydrated (and what was typed,
 * tapped or sent early is replayed) once the island and the static shell's script are both ready.
 */
export async function startIsland<Props extends object>(name: IslandName, Tool: ComponentType<Props>) {
  const container = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  const propsScript = document.querySelector(`script[data-island-props="${name}"]`);
  if (!container || !propsScript?.textContent) return;
  const props = JSON.parse(propsScript.textContent) as Props;
  const address = { pathname: window.location.pathname, search: window.location.search };
  // React DOM's module code has run by now; the first render starts in a task of its own, as on other pages.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // A transition, as the framework's entry does: the hydration yields to the browser between parts.
  startTransition(() => {
    hydrateRoot(
      container,
      <PageAddressProvider address={address}>
        <PlainAnchors>
          <Tool {...props} />
        </PlainAnchors>
        <ToasterLoader />
        <IslandHydrated />
      </PageAddressProvider>,
    );
  });
}

/** Rendered last in the island: its effect runs once the whole island is hydrated. */
function IslandHydrated() {
  useEffect(() => whenShellWired(markHydrated), []);
  return null;
}
