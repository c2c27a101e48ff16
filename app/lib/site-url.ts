/**
 * The public origin of the site, for canonical URLs, social tags, JSON-LD,
 * sitemap.xml and robots.txt: the PUBLIC_SITE_URL the server was STARTED with
 * (docs/decisions/027-site-address-at-start.md). A build made once serves any address:
 *
 * - prerendering runs at build time with the build's PUBLIC_SITE_URL (or the
 *   default below); the server, at start, writes its own origin over the
 *   build's in every prerendered file (server/web/static-files.ts);
 * - a page rendered per request reads `process.env.PUBLIC_SITE_URL`, which the
 *   server sets at start from its configuration;
 * - in the browser, the origin is the one the server wrote on <html
 *   data-site-origin>, so a page reached by client-side navigation names the
 *   same address as one loaded whole.
 */
import { pagePath } from "./page-path";

export const DEFAULT_SITE_ORIGIN = "http://localhost:3000";

const BUILD_ORIGIN: string = import.meta.env.VITE_PUBLIC_SITE_URL || DEFAULT_SITE_ORIGIN;

const originOf = (address: string) => address.replace(/\/+$/, "");

export function siteOrigin(): string {
  if (typeof document !== "undefined") {
    return originOf(document.documentElement.dataset.siteOrigin || BUILD_ORIGIN);
  }
  const atStart = typeof process !== "undefined" ? process.env.PUBLIC_SITE_URL : undefined;
  return originOf(atStart || BUILD_ORIGIN);
}

/** origin + pathname: the query string (such as ?style=conservative) and hash never belong to a canonical URL. */
export function absoluteUrl(pathname: string): string {
  return `${siteOrigin()}${pagePath(pathname.startsWith("/") ? pathname : `/${pathname}`)}`;
}

export const SOCIAL_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;
