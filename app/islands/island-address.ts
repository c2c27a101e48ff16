import type { NavigateOptions, PageAddress } from "#app/lib/page-address";

/**
 * An island's address: the browser's own history, without the router (docs/decisions/044-tool-pages-as-islands.md).
 * A move within the page (its query: a wizard's step) is a history entry the island draws; a move to another
 * page loads that page, as a link from a content page does. Back and Forward within the page are POP moves.
 * The state an entry was pushed with is kept in `history.state.usr`, where React Router keeps it, so an entry
 * reads the same whichever drew the page before a reload.
 */
type Listener = () => void;

let sequence = 0;
function nextKey() {
  sequence += 1;
  return `island-${sequence}`;
}

function read(navigationType: PageAddress["navigationType"], key: string): PageAddress {
  const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  return { pathname: window.location.pathname, search: window.location.search, state, key, navigationType };
}

export function islandAddressStore() {
  const listeners = new Set<Listener>();
  let current = read("POP", "default");
  const publish = (next: PageAddress) => {
    current = next;
    for (const listener of listeners) listener();
  };
  window.addEventListener("popstate", () => publish(read("POP", nextKey())));

  const navigate = (to: string | number, options?: NavigateOptions) => {
    if (typeof to === "number") {
      window.history.go(to);
      return;
    }
    const target = new URL(to, window.location.href);
    if (target.origin !== window.location.origin || target.pathname !== window.location.pathname) {
      window.location.assign(target.href);
      return;
    }
    const key = nextKey();
    const entry = { usr: options?.state ?? null, key };
    const path = `${target.pathname}${target.search}${target.hash}`;
    if (options?.replace) window.history.replaceState(entry, "", path);
    else window.history.pushState(entry, "", path);
    publish(read(options?.replace ? "REPLACE" : "PUSH", key));
  };

  return {
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => current,
    navigate,
  };
}

export type IslandAddressStore = ReturnType<typeof islandAddressStore>;
