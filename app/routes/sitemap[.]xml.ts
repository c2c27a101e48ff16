import { WEBSITE_PACKAGES } from "#common/catalog/packages";
import { NOINDEX_PATHS, PRERENDERED_PATHS } from "#common/public-routes";
import { sitemapPaths, sitemapXml } from "../features/seo/sitemap";
import { absoluteUrl } from "../lib/site-url";

/**
 * The public pages rendered per request (their address carries a style, a
 * hand-over or a selection): the contact page, the quote builder, and the
 * customizer once per package — its canonical address (canonical-tags.tsx).
 */
const SERVER_RENDERED_PUBLIC_PATHS = [
  "/contact",
  "/custom-quote",
  ...WEBSITE_PACKAGES.map((item) => `/customize-package?package=${item.id}`),
];

/** sitemap.xml: every public page but the noindex ones; itself prerendered to a static file. */
export function loader() {
  const indexed = PRERENDERED_PATHS.filter((path) => !NOINDEX_PATHS.includes(path));
  const xml = sitemapXml(sitemapPaths([...indexed, ...SERVER_RENDERED_PUBLIC_PATHS]).map(absoluteUrl));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
