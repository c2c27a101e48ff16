import { robotsTxt } from "../features/seo/sitemap";
import { absoluteUrl } from "../lib/site-url";

/** robots.txt: keeps crawlers out of the admin, client areas and API; points to the sitemap. */
export function loader() {
  return new Response(robotsTxt(absoluteUrl("/sitemap.xml")), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
