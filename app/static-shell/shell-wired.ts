/**
 * The static shell's script says when it has wired the shell, so that a page with an island (whose own script
 * runs alongside) is marked hydrated only once both are ready (docs/decisions/044-tool-pages-as-islands.md).
 */
const WIRED = "data-shell-wired";
const EVENT = "shell-wired";

export function announceShellWired() {
  document.documentElement.setAttribute(WIRED, "");
  document.dispatchEvent(new Event(EVENT));
}

/** Runs `then` once the shell is wired: at once if it already is. */
export function whenShellWired(then: () => void) {
  if (document.documentElement.hasAttribute(WIRED)) {
    then();
    return;
  }
  document.addEventListener(EVENT, then, { once: true });
}

/** Whether the page has an island, which marks the page hydrated itself. */
export const pageHasIsland = () => document.querySelector("[data-island]") !== null;
