import { BLOG_POSTS } from "#app/content/blog";
import { WEBSITE_PACKAGES } from "#common/catalog/packages";
import { blogPostPath } from "#common/content/blog-post";
import { NOINDEX_PATHS, PRERENDERED_PATHS, SERVER_RENDERED_PAGES } from "#common/public-routes";
import { sitemapPaths, sitemapXml } from "../features/seo/sitemap";
import { absoluteUrl } from "../lib/site-url";

/** The pages rendered per request, the customizer once per package: its canonical address (canonical-tags.tsx). */
const SERVER_RENDERED_PUBLIC_PATHS = SERVER_RENDERED_PAGES.flatMap((path) =>
  path === "/customize-package" ? WEBSITE_PACKAGES.map((item) => `${path}?package=${item.id}`) : [path],
);

/** sitemap.xml: every public page but the noindex ones; itself prerendered to a static file. */
export function loader() {
  const indexed = PRERENDERED_PATHS.filter((path) => !NOINDEX_PATHS.includes(path));
  const posts = BLOG_POSTS.map((post) => blogPostPath(post.slug));
  const xml = sitemapXml(sitemapPaths([...indexed, ...posts, ...SERVER_RENDERED_PUBLIC_PATHS]).map(absoluteUrl));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
