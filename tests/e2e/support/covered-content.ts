/**
 * Finds what the page's fixed elements cover: a form control, its label, hint
 * or error, a heading or a button under the logo, the menu button, the chat
 * launcher, the scroll-to-top button or the floating total. A full-width bar
 * (a header or footer strip the content scrolls under) is not counted, nor the
 * logo once it has faded to half or less
 * (docs/product/public-site.md § Fixed elements).
 */
import type { Page } from "@playwright/test";

export interface CoveredContent {
  scrollY: number;
  /** The fixed element, named by its test id, accessible name or tag. */
  fixed: string;
  /** What it covers: tag and text. */
  target: string;
}

/**
 * Runs in the page: scrolls it from the top to the end in `step` px and lists every covering, measured at each
 * step once scroll handlers and transitions have settled. One call for the whole page: the steps are decided in
 * the page, not one round trip to the browser each.
 */
async function scanInPage(step: number): Promise<CoveredContent[]> {
  /** Runs in the page: every covering at the current scroll position. */
  function coveredNow(): Array<Omit<CoveredContent, "scrollY">> {
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    const name = (element: Element) =>
      element.getAttribute("data-testid") ??
      element.getAttribute("aria-label") ??
      `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
    type Box = { left: number; top: number; right: number; bottom: number };
    const boxOf = (rect: DOMRect): Box => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
    const overlap = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const onScreen = (box: Box) =>
      box.right > 0 && box.bottom > 0 && box.left < viewport.width && box.top < viewport.height;

    // The outermost fixed elements that can be seen, each with the boxes of its visible parts (a badge can overhang).
    const fixed: Array<{ element: Element; boxes: Box[] }> = [];
    for (const element of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(element);
      if (style.position !== "fixed") continue;
      if (fixed.some((outer) => outer.element.contains(element))) continue;
      if (!visible(element) || style.pointerEvents === "none") continue;
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2 || !onScreen(boxOf(rect))) continue;
      // A full-width bar is a strip the page scrolls under, not something over it.
      if (rect.width >= viewport.width - 1) continue;
      if (element.matches('[data-testid="brand-corner"]') && Number(style.opacity) <= 0.5) continue;
      const parts = [element, ...element.querySelectorAll("*")].filter(visible);
      fixed.push({ element, boxes: parts.map((part) => boxOf(part.getBoundingClientRect())).filter(onScreen) });
    }
    if (fixed.length === 0) return [];

    const described = new Set(
      [...document.querySelectorAll("[aria-describedby]")].flatMap((element) =>
        (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean),
      ),
    );
    const targets = [
      ...document.querySelectorAll(
        'input:not([type="hidden"]), select, textarea, button, [role="button"], label, h1, h2, h3, h4, h5, h6, [role="alert"]',
      ),
      ...[...described].flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [element] : [];
      }),
    ];
    const found: Array<Omit<CoveredContent, "scrollY">> = [];
    for (const target of targets) {
      if (fixed.some((outer) => outer.element.contains(target)) || !visible(target)) continue;
      // Screen-reader-only text is one pixel: not something a visitor reads.
      const box = boxOf(target.getBoundingClientRect());
      if (box.right - box.left < 2 || box.bottom - box.top < 2 || !onScreen(box)) continue;
      for (const { element, boxes } of fixed) {
        if (boxes.some((part) => overlap(part, box))) {
          found.push({ fixed: name(element), target: name(target) });
          break;
        }
      }
    }
    return found;
  }

  /**
   * Runs in the page: scrolls to `top`, then waits until what the scroll set moving
   * has come to rest (two frames for scroll handlers and React to apply their
   * state, then every finite CSS transition or animation to its end), so each
   * step is measured at rest, however fast or slow the machine.
   */
  async function scrollAndSettle(top: number): Promise<void> {
    const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    window.scrollTo({ top, behavior: "instant" });
    await nextFrame();
    await nextFrame();
    for (let round = 0; round < 5; round += 1) {
      const moving = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY)),
        );
      if (moving.length === 0) return;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
      await nextFrame();
    }
  }

  const found: CoveredContent[] = [];
  const end = document.documentElement.scrollHeight - window.innerHeight;
  for (let y = 0; y <= end + step - 1; y += step) {
    const scrollY = Math.min(y, end);
    await scrollAndSettle(scrollY);
    for (const covering of coveredNow()) found.push({ scrollY, ...covering });
    if (scrollY === end) break;
  }
  return found;
}

/** Every covering of the page, from the top to the end in steps of `step` px. */
export async function findCoveredContent(page: Page, step = 150): Promise<CoveredContent[]> {
  return page.evaluate(scanInPage, step);
}
