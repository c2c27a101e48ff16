/**
 * The classes that show each state of the shell's moving parts. The React shell (hydrated pages) and the
 * static pages' script (app/static-shell/) both draw a state with these, so a part looks and moves the same
 * whichever drives it. React-free: the static pages' script imports it.
 */

/** The phone's top bar: stepped aside while the visitor scrolls down; keyboard focus inside brings it back. */
export const TOP_BAR_HIDDEN = "-top-20 focus-within:top-0";
export const TOP_BAR_SHOWN = "top-0";

/** The top bar's frosted ground takes taps on phones once the page has scrolled under it. */
export const GROUND_SCROLLED = "max-md:pointer-events-auto";

/** The scroll-to-top button past 300 px of scroll, and before. */
export const SCROLL_TOP_SHOWN = "visible md:translate-y-0 md:opacity-100";
export const SCROLL_TOP_HIDDEN = "max-md:hidden md:invisible md:translate-y-3 md:opacity-0";

/** The mobile menu's backdrop and panel, open and closed. */
export const MENU_BACKDROP_SHOWN = "visible opacity-100";
export const MENU_BACKDROP_HIDDEN = "invisible opacity-0";
// Visibility flips at once on opening (so focus can move in) and only after the slide on closing.
export const MENU_PANEL_SHOWN = "visible translate-x-0 transition-transform";
export const MENU_PANEL_HIDDEN = "invisible translate-x-full transition-[transform,visibility]";

/** The side rail opens for the pointer except after a navigation, until the pointer leaves it. */
export const RAIL_BY_POINTER =
  "hover:w-60 hover:bg-ink-900/95 hover:shadow-[20px_0_60px_-20px_rgb(0_0_0/0.6)] light:hover:bg-white/95 light:hover:shadow-[20px_0_60px_-30px_rgb(15_23_42/0.25)]";
export const RAIL_LABEL_BY_POINTER = "group-hover/rail:opacity-100";

/** The chat launcher while its panel is open: on phones the panel covers its place. */
export const LAUNCHER_OPEN = "max-sm:hidden";

/** Space-separated classes as a list, for classList. */
const classesOf = (classes: string) => classes.split(" ").filter(Boolean);

/** Draws one of a part's two states on an element: the classes of the other state off, this one's on. */
export function drawState(element: Element, on: boolean, whenOn: string, whenOff: string): void {
  element.classList.remove(...classesOf(on ? whenOff : whenOn));
  element.classList.add(...classesOf(on ? whenOn : whenOff));
}

/**
 * Keeps Tab and Shift+Tab inside an open dialog (the mobile menu): from its last link or button to its first,
 * and back. True when it moved the focus.
 */
export function keepTabInside(container: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== "Tab") return false;
  const focusable = container.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return false;
  const target = event.shiftKey
    ? document.activeElement === first
      ? last
      : undefined
    : document.activeElement === last
      ? first
      : undefined;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
