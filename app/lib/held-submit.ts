/**
 * Keeps a form sent before the page's scripts drive it.
 *
 * Pages are prerendered and hydrate after the first paint. A form sent in
 * between would be posted by the browser itself, to a page route that takes
 * no form (405), or for a form without `method`, with what was typed in the
 * address. This inline script (at the end of <body>, before the page's other
 * scripts) holds such a submit instead; `pressHeldSubmit` sends it again once the page
 * is hydrated, after the fields were handed to React (replay-early-input.ts).
 * If the scripts never arrive, the browser's own submission goes ahead after a
 * while, as it does for a press before this script ran: the contact form takes
 * it without script (contact-action.server.ts).
 */
export const HOLD_EARLY_SUBMIT_SCRIPT = `document.addEventListener("submit",function(e){
if(document.documentElement.hasAttribute("data-hydrated"))return;
e.preventDefault();e.stopImmediatePropagation();
var held={form:e.target,submitter:e.submitter};window.__heldSubmit=held;
setTimeout(function(){if(window.__heldSubmit===held&&!document.documentElement.hasAttribute("data-hydrated")){window.__heldSubmit=null;HTMLFormElement.prototype.submit.call(held.form)}},${8000})
},true)`;

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    __heldSubmit?: HeldSubmit | null;
  }
}

/** Sends the form held before hydration, as if its button were pressed now. */
export function pressHeldSubmit() {
  const held = window.__heldSubmit;
  window.__heldSubmit = null;
  if (!held?.form.isConnected) return;
  const submitter = held.submitter?.isConnected ? held.submitter : null;
  held.form.requestSubmit(submitter);
}
