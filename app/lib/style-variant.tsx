import { forwardRef } from "react";
import { Link, type LinkProps, useLocation, useSearchParams } from "react-router";
import type { Face } from "#common/face";
import { pagePath } from "./page-path";

/**
 * The `style=conservative` variant (docs/product/public-site.md § Style variants): it swaps
 * home, about, services, portfolio, tools and contact for their light
 * variants, and survives navigation because internal links carry it on.
 */
export type StyleVariant = Face;

/** The two faces a piece of UI is drawn for: the default dark one and the conservative light one. */
export type Tone = "dark" | "light";

export const CONSERVATIVE_PARAM = "style";
export const CONSERVATIVE_VALUE = "conservative";

export function useStyleVariant(): StyleVariant {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  if (pagePath(pathname) === "/conservative") return "conservative";
  return searchParams.get(CONSERVATIVE_PARAM) === CONSERVATIVE_VALUE ? "conservative" : "default";
}

/** Adds `style=conservative` to an internal path (leaves external, mailto and hash links alone). */
export function withVariant(to: string, variant: StyleVariant): string {
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

/** A router link that keeps the current style variant. */
export const SiteLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function SiteLink(
  { to, ...rest },
  ref,
) {
  const variant = useStyleVariant();
  return <Link ref={ref} to={withVariant(to, variant)} {...rest} />;
});
