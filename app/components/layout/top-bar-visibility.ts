import { useSyncExternalStore } from "react";
import { nextBarState, type ScrollState } from "./shell-rules";

/**
 * Phones: the top bar (logo, scroll-to-top, chat launcher, menu) steps aside
 * while the visitor scrolls down, so it never sits over what they read, and
 * comes back as soon as they scroll up, near the top and at the page's end
 * (docs/product/public-site.md § Fixed elements). One listener for the page,
 * however many parts read it.
 */

let state: ScrollState = { y: 0, hidden: false };
const listeners = new Set<() => void>();

function onScroll() {
  const end = document.documentElement.scrollHeight - window.innerHeight;
  const next = nextBarState(state, window.scrollY, end);
  if (next === state) return;
  const changed = next.hidden !== state.hidden;
  state = next;
  if (changed) for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    state = { y: window.scrollY, hidden: false };
    window.addEventListener("scroll", onScroll, { passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("scroll", onScroll);
  };
}

/** True while the phone's top bar steps aside; the server and the first paint show it. */
export function useTopBarHidden(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.hidden,
    () => false,
  );
}
