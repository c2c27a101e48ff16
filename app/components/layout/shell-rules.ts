import { pagePath } from "#app/lib/page-path";
import type { StyleVariant } from "#app/lib/style-variant";

/**
 * docs/product/public-site.md § Side navigation: Home is active only on an exact path match,
 * every other entry when the path starts with its href (so /portfolio/x
 * keeps Portfolio highlighted, but /portfolio-old does not).
 */
export function isNavEntryActive(href: string, pathname: string): boolean {
  const path = pagePath(pathname);
  if (href === "/home") return path === "/home" || path === "/conservative";
  return path === href || path.startsWith(`${href}/`);
}

/** The logo fades out from 100 px of scroll over about 200 px (docs/product/public-site.md § Brand logo). */
export const LOGO_FADE_START = 100;
export const LOGO_FADE_LENGTH = 200;

export function logoOpacity(scrollY: number): number {
  const progress = (scrollY - LOGO_FADE_START) / LOGO_FADE_LENGTH;
  return Math.round(Math.min(1, Math.max(0, 1 - progress)) * 100) / 100;
}

/** The scroll-to-top button shows past 300 px of scroll (docs/product/public-site.md § Scroll to top). */
export const SCROLL_TOP_THRESHOLD = 300;

/** The pages the light variant swaps for a page of its own (docs/product/public-site.md § What the variant swaps). */
const LIGHT_VARIANT_PATHS = ["/home", "/conservative", "/about", "/services", "/portfolio", "/tools", "/contact"];

/** The shell wears the light face on the light variant, on every page: a visitor who chose it stays on it. */
export function isLightFace(pathname: string, variant: StyleVariant): boolean {
  return pagePath(pathname) === "/conservative" || variant === "conservative";
}

/**
 * A page with no light design of its own, on the light variant: it is shown in light tones
 * (the `tone-light` colours in app.css) rather than dark inside a light shell.
 */
export function isLightToned(pathname: string, variant: StyleVariant): boolean {
  return isLightFace(pathname, variant) && !LIGHT_VARIANT_PATHS.includes(pagePath(pathname));
}

// Phones: the top bar (logo, scroll-to-top, chat launcher, menu) steps aside while the visitor scrolls down, so
// it never sits over what they read, and comes back as soon as they scroll up, near the top and at the page's
// end (docs/product/public-site.md § Fixed elements).

/** Within this many pixels of the top the bar always shows: it covers nothing there. */
export const BAR_ALWAYS_SHOWN_WITHIN = 64;
/** Smaller moves are jitter (a touch scroll's rebound), not a direction. */
const DIRECTION_THRESHOLD = 6;

export interface ScrollState {
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
