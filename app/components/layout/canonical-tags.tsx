import { useLocation } from "react-router";
import { absoluteUrl } from "../../lib/site-url";

/**
 * The canonical URL and og:url of every page in the shell: origin + pathname,
 * without ?style=conservative (a variant is the same page for search engines).
 * React 19 hoists <link> and <meta> into <head>, so route modules need not
 * pass their path to pageMeta().
 */
export function CanonicalTags() {
  const { pathname } = useLocation();
  const url = absoluteUrl(pathname);
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
    </>
  );
}
