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

/** The pages the light variant swaps (docs/product/public-site.md § What the variant swaps). */
const LIGHT_VARIANT_PATHS = ["/home", "/about", "/services", "/portfolio", "/tools", "/contact"];

/** The shell wears the light face wherever the page it frames is a light variant. */
export function isLightFace(pathname: string, variant: StyleVariant): boolean {
  const path = pagePath(pathname);
  if (path === "/conservative") return true;
  return variant === "conservative" && LIGHT_VARIANT_PATHS.includes(path);
}
