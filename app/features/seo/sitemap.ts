/** A path that names a file (sitemap.xml, robots.txt) rather than a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/** The public pages among the prerendered paths: every one of them is listed in sitemap.xml. */
export function sitemapPaths(prerendered: readonly string[]): string[] {
  return [...new Set(prerendered)].filter((path) => !FILE_PATH.test(path) && !path.includes("*")).sort();
}

/** Text safe inside an XML element or attribute (the sitemap and the blog's feed). */
export const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemaps.org 0.9 document listing each URL once. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** Paths search engines must not crawl: admin, client areas, API (docs/product/public-site.md § Sitemap and robots). */
export const DISALLOWED_PATHS = ["/admin", "/portal", "/client-portal", "/onboarding", "/api"] as const;

export function robotsTxt(sitemapUrl: string): string {
  const rules = DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${sitemapUrl}\n`;
}
