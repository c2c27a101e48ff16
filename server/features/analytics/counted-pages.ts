/**
 * Which paths a view is counted for (docs/product/analytics.md § Counting): the site's own public pages from
 * the route table, never a path a script made up, so the page list and its daily rows stay as long as the site.
 * A shared mood board is counted under its route, `/mood-board/:shareId`: its address is the key to a
 * visitor's board and has no place in a report.
 */
import { NOINDEX_PATHS, PRERENDERED_PATHS, SERVER_RENDERED_PAGES } from "#common/public-routes";

export const SHARED_BOARD_ROUTE = "/mood-board/:shareId";
const SHARED_BOARD = /^\/mood-board\/[A-Za-z0-9_-]{1,64}$/;
/** Files, not pages: the feed, the sitemap, robots.txt. */
const NOT_A_PAGE = /\.(xml|txt)$/;

const FIXED_PAGES: ReadonlySet<string> = new Set(
  [...PRERENDERED_PATHS, ...SERVER_RENDERED_PAGES].filter(
    (path) => !NOT_A_PAGE.test(path) && !NOINDEX_PATHS.includes(path),
  ),
);

/**
 * The path a view is counted under, or undefined when it is not a public page of the site. `builtPages` are
 * the routes of the build's prerendered documents (the blog's articles, one per file, are known there).
 */
export function countedPath(path: string, builtPages: ReadonlySet<string> = new Set()): string | undefined {
  if (FIXED_PAGES.has(path)) return path;
  if (builtPages.has(path) && !NOT_A_PAGE.test(path) && !NOINDEX_PATHS.includes(path)) return path;
  if (SHARED_BOARD.test(path)) return SHARED_BOARD_ROUTE;
  return undefined;
}
