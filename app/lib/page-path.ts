/**
 * The page's path without a trailing slash ("/" stays "/"). A page is rendered at its route's path, but
 * the build prerenders each page at `/path/` (it writes `/path/index.html`): every rule that reads the
 * path must give the same answer for both, or the prerendered HTML differs from the hydrated page.
 */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}
