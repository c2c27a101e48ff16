import { flushSync } from "react-dom";

/**
 * Keeps a tap made on an island before its script has taken it over (docs/decisions/044-tool-pages-as-islands.md).
 *
 * A tool page's HTML is on screen before React drives it: a press of an add-on's button or a step's tab then
 * does nothing, and the visitor may not press again. This inline script, written right after the island, notes
 * each such press (a button that is not a form's submit, which held-submit.ts keeps, or an element with a
 * button's role) and keeps it from the island's own handler, which may already be attached while the page is
 * not yet marked hydrated; `replayHeldTaps` presses them again, in order, each drawn before the next, once the
 * page is marked. A field typed or ticked early is replay-early-input.ts's; a link needs no script.
 */
export const HOLD_EARLY_TAP_SCRIPT = `document.addEventListener("click",function(e){
if(document.documentElement.hasAttribute("data-hydrated")||!(e.target instanceof Element))return;
var el=e.target.closest("button,[role=button],[role=tab],[role=radio],[role=switch],[role=checkbox],[role=option]");
if(!el||!el.closest("[data-island]")||(el.type==="submit"&&el.form))return;
e.preventDefault();e.stopImmediatePropagation();(window.__heldTaps=window.__heldTaps||[]).push(el)
},true)`;

declare global {
  interface Window {
    __heldTaps?: Element[];
  }
}

/** Presses again, in order, what was pressed before the island was hydrated; each press is drawn before the next. */
export function replayHeldTaps() {
  const held = window.__heldTaps ?? [];
  window.__heldTaps = [];
  for (const element of held) {
    if (element.isConnected && element instanceof HTMLElement) flushSync(() => element.click());
  }
}
