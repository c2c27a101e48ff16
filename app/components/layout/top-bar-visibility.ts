import { useSyncExternalStore } from "react";

/**
 * Phones: the top bar (logo, scroll-to-top, chat launcher, menu) steps aside
 * while the visitor scrolls down, so it never sits over what they read, and
 * comes back as soon as they scroll up, near the top and at the page's end
 * (docs/product/public-site.md § Fixed elements). One listener for the page,
 * however many parts read it.
 */

/** Within this many pixels of the top the bar always shows: it covers nothing there. */
export const BAR_ALWAYS_SHOWN_WITHIN = 64;
/** Smaller moves are jitter (a touch scroll's rebound), not a direction. */
const DIRECTION_THRESHOLD = 6;

interface ScrollState {
  y: number;
  hidden: boolean;
}

/** The next state after a scroll to `y`, with `end` the largest scroll position. Pure, for tests. */
export function nextBarState(state: ScrollState, y: number, end: number): ScrollState {
  if (y <= BAR_ALWAYS_SHOWN_WITHIN || y >= end - 2) return { y, hidden: false };
  const moved = y - state.y;
  if (Math.abs(moved) < DIRECTION_THRESHOLD) return state;
  return { y, hidden: moved > 0 };
}

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
