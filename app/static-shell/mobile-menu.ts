import {
  drawState,
  keepTabInside,
  MENU_BACKDROP_HIDDEN,
  MENU_BACKDROP_SHOWN,
  MENU_PANEL_HIDDEN,
  MENU_PANEL_SHOWN,
} from "#app/components/layout/shell-states";

/**
 * Moves the focus to `element` as soon as the browser takes it: in the moment the panel turns visible a
 * focus() can be refused without a word (seen in Chromium with reduced motion), so it is asked again on the
 * next frames until it holds, for a second at most.
 */
function focusWhenShown(element: HTMLElement, framesLeft = 60): void {
  element.focus();
  if (document.activeElement !== element && framesLeft > 0) {
    requestAnimationFrame(() => focusWhenShown(element, framesLeft - 1));
  }
}

/**
 * The mobile menu of a static page (docs/product/public-site.md § Mobile menu: open or closed), as the React
 * one behaves (app/components/layout/mobile-menu-panel.tsx): the panel, rendered closed by the server into a
 * <template>, is put in the page when the script runs; it slides in on the tap; focus moves to its close button
 * and stays inside; the page behind does not scroll; Escape and the close button close it and give focus back
 * to the menu button, a backdrop tap or a chosen entry close it.
 */
export function startMobileMenu(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-menu-button]");
  const template = document.querySelector<HTMLTemplateElement>("template[data-mobile-menu]");
  if (!button || !template) return;
  // The panel goes into the page closed and inert as soon as the script runs, not on the tap: a dialog put in
  // and opened in the same moment did not always take the focus.
  button.after(document.importNode(template.content, true));
  const backdrop = document.querySelector<HTMLElement>("[data-testid=mobile-menu-backdrop]");
  const panel = document.getElementById("mobile-menu");
  const close = panel?.querySelector<HTMLButtonElement>("[data-menu-close]");
  if (!backdrop || !panel || !close) return;
  const root = document.documentElement;
  let previousOverflow = "";

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false, { refocus: true });
      return;
    }
    keepTabInside(panel, event);
  };

  const setOpen = (open: boolean, { refocus = false } = {}) => {
    button.setAttribute("aria-expanded", String(open));
    drawState(backdrop, open, MENU_BACKDROP_SHOWN, MENU_BACKDROP_HIDDEN);
    drawState(panel, open, MENU_PANEL_SHOWN, MENU_PANEL_HIDDEN);
    panel.inert = !open;
    if (open) {
      focusWhenShown(close);
      previousOverflow = root.style.overflow;
      root.style.overflow = "hidden";
      document.addEventListener("keydown", onKeyDown);
    } else {
      root.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKeyDown);
      if (refocus) button.focus({ preventScroll: true });
    }
  };

  close.addEventListener("click", () => setOpen(false, { refocus: true }));
  backdrop.addEventListener("click", () => setOpen(false));
  for (const link of panel.querySelectorAll("a")) link.addEventListener("click", () => setOpen(false));
  button.addEventListener("click", () => setOpen(true));
}
