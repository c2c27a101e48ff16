/**
 * The three package ids and the spellings the customizer also accepts (docs/product/pricing.md
 * § Package ids), apart from the packages themselves: the shell's canonical link reads a package id on
 * every page and needs none of the prices, features or add-ons.
 */
export const PACKAGE_IDS = ["essential", "business", "enterprise"] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

/** The customizer's own ids mapped to the Packages page ids (docs/product/pricing.md § Package ids). */
export const PACKAGE_ID_ALIASES: Record<string, PackageId> = {
  essential: "essential",
  basic: "essential",
  business: "business",
  professional: "business",
  enterprise: "enterprise",
  premium: "enterprise",
};

/** The package id a link names, in either spelling and any case; undefined when it names none. */
export function packageIdFrom(raw: string | null | undefined): PackageId | undefined {
  if (!raw) return undefined;
  return PACKAGE_ID_ALIASES[raw.trim().toLowerCase()];
}
