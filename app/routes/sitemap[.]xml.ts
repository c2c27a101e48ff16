import { NOINDEX_PATHS, PRERENDERED_PATHS } from "../../common/public-routes";
import { sitemapPaths, sitemapXml } from "../features/seo/sitemap";
import { absoluteUrl } from "../lib/site-url";

/** sitemap.xml: every public (prerendered) page but the noindex ones; itself prerendered to a static file. */
export function loader() {
  const xml = sitemapXml(
    sitemapPaths(PRERENDERED_PATHS.filter((path) => !NOINDEX_PATHS.includes(path))).map(absoluteUrl),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
