import { forwardRef } from "react";
import { Link, type LinkProps, useLocation, useSearchParams } from "react-router";
import type { Face } from "#common/face";
import { CONSERVATIVE_PARAM, CONSERVATIVE_VALUE, variantOf, withVariant } from "./variant-path";

export { CONSERVATIVE_PARAM, CONSERVATIVE_VALUE, withVariant };

/**
 * The `style=conservative` variant (docs/product/public-site.md § Style variants): it swaps
 * home, about, services, portfolio, tools and contact for their light
 * variants, and survives navigation because internal links carry it on.
 */
export type StyleVariant = Face;

/** The two faces a piece of UI is drawn for: the default dark one and the conservative light one. */
export type Tone = "dark" | "light";

export function useStyleVariant(): StyleVariant {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  return variantOf(pathname, searchParams);
}

/** A router link that keeps the current style variant. */
export const SiteLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function SiteLink(
  { to, ...rest },
  ref,
) {
  const variant = useStyleVariant();
  return <Link ref={ref} to={withVariant(to, variant)} {...rest} />;
});
