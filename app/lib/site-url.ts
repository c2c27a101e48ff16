/**
 * The public origin of the site, for canonical URLs, social tags, JSON-LD,
 * sitemap.xml and robots.txt. Prerendered pages are built before any server
 * runs, so the value is fixed at build time: vite.config.ts copies
 * PUBLIC_SITE_URL into import.meta.env.VITE_PUBLIC_SITE_URL. Build with
 * `PUBLIC_SITE_URL=https://example.com npm run build` for production.
 */
export const DEFAULT_SITE_ORIGIN = "http://localhost:3000";

export const SITE_ORIGIN: string = (import.meta.env.VITE_PUBLIC_SITE_URL || DEFAULT_SITE_ORIGIN).replace(/\/+$/, "");

/** origin + pathname: the query string (such as ?style=conservative) and hash never belong to a canonical URL. */
export function absoluteUrl(pathname: string): string {
  const path = pathname.startsWith("/") ? pathname : `/${pathname}`;
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return `${SITE_ORIGIN}${clean}`;
}

export const SOCIAL_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;
