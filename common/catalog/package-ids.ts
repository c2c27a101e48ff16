/**
 * The three package ids and the spellings the customizer also accepts (docs/product/pricing.md
 * § Package ids), apart from the packages themselves: the shell's canonical link reads a package id on
 * every page and needs none of the prices, features or add-ons.
 */
export const PACKAGE_IDS = ["essential", "business", "enterprise"] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

/** The customizer's own ids mapped to the Packages page ids (docs/product/pricing.md § Package ids). */
export const PACKAGE_ID_ALIASES: Readonly<Record<string, PackageId>> = {
  essential: "essential",
  basic: "essential",
  business: "business",
  professional: "business",
  enterprise: "enterprise",
  premium: "enterprise",
};

/**
 * The package id a link names, in either spelling and any case; undefined when it names none. Only the
 * table's own keys count: "__proto__" or "constructor" from a request names no package.
 */
export function packageIdFrom(raw: string | null | undefined): PackageId | undefined {
  if (typeof raw !== "string") return undefined;
  const key = raw.trim().toLowerCase();
  return Object.hasOwn(PACKAGE_ID_ALIASES, key) ? PACKAGE_ID_ALIASES[key] : undefined;
}
