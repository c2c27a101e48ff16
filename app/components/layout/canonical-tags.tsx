import { useLocation } from "react-router";
import { pagePath } from "#app/lib/page-path";
import { absoluteUrl } from "#app/lib/site-url";
import { type StyleVariant, useStyleVariant } from "#app/lib/style-variant";
import { packageIdFrom } from "#common/catalog/package-ids";

/**
 * The canonical path of a page: its pathname, without ?style=conservative (a
 * variant is the same page for search engines) — except /home with the
 * variant, which shows the agency home of /conservative (docs/decisions/002-routes-and-style-variants.md)
 * and so names /conservative, not the other home, as canonical;
 * and the customizer, whose `package` decides what the page is (without it the
 * page is PACKAGE NOT FOUND), so it is kept, in one spelling.
 */
export function canonicalPath(pathname: string, variant: StyleVariant, search = ""): string {
  const path = pagePath(pathname);
  if (path === "/home" && variant === "conservative") return "/conservative";
  if (path === "/customize-package") {
    const chosen = packageIdFrom(new URLSearchParams(search).get("package"));
    if (chosen) return `${path}?package=${chosen}`;
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
