import { useLocation } from "react-router";
import { absoluteUrl } from "../../lib/site-url";
import { type StyleVariant, useStyleVariant } from "../../lib/style-variant";

/**
 * The canonical path of a page: its pathname, without ?style=conservative (a
 * variant is the same page for search engines) — except /home with the
 * variant, which shows the agency home of /conservative (DECISIONS § Routes
 * and variants) and so names /conservative, not the other home, as canonical.
 */
export function canonicalPath(pathname: string, variant: StyleVariant): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return path === "/home" && variant === "conservative" ? "/conservative" : path;
}

/**
 * The canonical URL and og:url of every page in the shell. React 19 hoists
 * <link> and <meta> into <head>, so route modules need not pass their path to
 * pageMeta().
 */
export function CanonicalTags() {
  const { pathname } = useLocation();
  const url = absoluteUrl(canonicalPath(pathname, useStyleVariant()));
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
    </>
  );
}
