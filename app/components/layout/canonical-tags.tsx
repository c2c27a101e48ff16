import { useLocation } from "react-router";
import { packageById } from "../../../common/catalog/packages";
import { absoluteUrl } from "../../lib/site-url";
import { type StyleVariant, useStyleVariant } from "../../lib/style-variant";

/**
 * The canonical path of a page: its pathname, without ?style=conservative (a
 * variant is the same page for search engines) — except /home with the
 * variant, which shows the agency home of /conservative (DECISIONS § Routes
 * and variants) and so names /conservative, not the other home, as canonical;
 * and the customizer, whose `package` decides what the page is (without it the
 * page is PACKAGE NOT FOUND), so it is kept, in one spelling.
 */
export function canonicalPath(pathname: string, variant: StyleVariant, search = ""): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/home" && variant === "conservative") return "/conservative";
  if (path === "/customize-package") {
    const chosen = packageById(new URLSearchParams(search).get("package"));
    if (chosen) return `${path}?package=${chosen.id}`;
  }
  return path;
}

/**
 * The canonical URL and og:url of every page in the shell. React 19 hoists
 * <link> and <meta> into <head>, so route modules need not pass their path to
 * pageMeta().
 */
export function CanonicalTags() {
  const { pathname, search } = useLocation();
  const url = absoluteUrl(canonicalPath(pathname, useStyleVariant(), search));
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
    </>
  );
}
