import { useEffect } from "react";
import { pressHeldSubmit } from "./held-submit";
import { replayHeldTaps } from "./held-tap";
import { replayEarlyInput } from "./replay-early-input";

/**
 * `data-hydrated` on <html> tells end-to-end tests (and anyone debugging) that
 * every part of the page has been hydrated. The shared shell hydrates its
 * content in a pass of its own (a Suspense boundary, see site-shell.tsx), so
 * the mark is set from inside that boundary; pages without the shell are
 * marked by the root.
 */
export function markHydrated() {
  // The page's forms are driven by React from here on: hand them what was typed
  // before. In a task of its own, not inside this effect: each replayed field is
  // then an event React handles and renders before the next, so a form whose
  // handler builds on the last render's values sees every earlier field.
  setTimeout(() => {
    replayEarlyInput();
    document.documentElement.setAttribute("data-hydrated", "");
    // A tap on an island before now was held (held-tap.ts): pressed again once the page no longer holds taps.
    replayHeldTaps();
    // A form sent before now was held (held-submit.ts): send it, once React has rendered the replayed fields.
    setTimeout(pressHeldSubmit, 0);
  }, 0);
}

/** Rendered last inside the boundary whose hydration completes the page. */
export function HydrationMark() {
  useEffect(markHydrated, []);
  return null;
}

/** The root marks the page itself unless the element with `contentId` (the shell's content, which marks itself) is there. */
export function useRootHydrationMark(contentId: string) {
  useEffect(() => {
    if (!document.getElementById(contentId)) markHydrated();
  }, [contentId]);
}
