import { forwardRef } from "react";
import type { Face } from "#common/face";
import { type SiteAnchorProps, usePageAddress, usePageAnchor } from "./page-address";
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
  const { pathname, search } = usePageAddress();
  return variantOf(pathname, new URLSearchParams(search));
}

/** A link to a page of the site that keeps the current style variant (the router's Link where the router draws the page). */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteAnchorProps>(function SiteLink({ to, ...rest }, ref) {
  const variant = useStyleVariant();
  const Anchor = usePageAnchor();
  return <Anchor ref={ref} to={withVariant(to, variant)} {...rest} />;
});
