/**
 * The face an address shows and the links that keep it (docs/product/public-site.md § Style variants), without
 * React or the router: the hooks of ./style-variant.tsx and the static pages' script read it alike.
 */
import type { Face } from "#common/face";
import { pagePath } from "./page-path";

export const CONSERVATIVE_PARAM = "style";
export const CONSERVATIVE_VALUE = "conservative";

/** The face of a page's path and query: /conservative and `?style=conservative` show the light one. */
export function variantOf(pathname: string, search: URLSearchParams): Face {
  if (pagePath(pathname) === "/conservative") return "conservative";
  return search.get(CONSERVATIVE_PARAM) === CONSERVATIVE_VALUE ? "conservative" : "default";
}

/** Adds `style=conservative` to an internal path (leaves external, mailto and hash links alone). */
export function withVariant(to: string, variant: Face): string {
  if (variant !== "conservative" || !to.startsWith("/") || to.startsWith("//")) return to;
  const hashIndex = to.indexOf("#");
  const hash = hashIndex >= 0 ? to.slice(hashIndex) : "";
  const withoutHash = hashIndex >= 0 ? to.slice(0, hashIndex) : to;
  const [path = "/", query = ""] = withoutHash.split("?");
  // The conservative home already is the variant; /home?style=conservative shows it too.
  const params = new URLSearchParams(query);
  if (params.has(CONSERVATIVE_PARAM) || path === "/conservative") return to;
  // Appended to the query as written: re-serialising it would turn the add-on lists' commas into %2C.
  const variantParam = `${CONSERVATIVE_PARAM}=${CONSERVATIVE_VALUE}`;
  return `${path}?${query ? `${query}&${variantParam}` : variantParam}${hash}`;
}
