/**
 * Reading a configuration back from a shared address (docs/product/pricing.md § Shareable configurations):
 * `?package=…&addons=logo,seo-premium&maintenance=1`.
 * Anything the catalog does not know is dropped and reported, never thrown,
 * so an old bookmark or a mistyped link still opens a working page.
 */
import { CUSTOMIZER_ADD_ONS, type CustomizerAddOnId } from "./customizer-add-ons";
import { packageIdFrom, type WebsitePackage } from "./packages";
import type { PriceList } from "./price-lists";
import {
  DEFAULT_QUOTE_PACKAGE,
  LANDING_QUOTE_BASE,
  landingQuotePackage,
  QUOTE_ADD_ONS,
  QUOTE_PACKAGES,
  type QuotePackage,
} from "./quote";

export interface AddOnSelection<Id extends string = string> {
  /** Known ids, de-duplicated, in catalog order. */
  valid: Id[];
  /** Ids from the address that were left out (unknown, or not offered with the package). */
  dropped: string[];
}

/** Ids from a comma-separated list: trimmed, lower-cased, empty entries and repeats removed. */
export function splitIdList(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const ids = raw
    .split(",")
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id.length > 0);
  return [...new Set(ids)];
}

/** Customizer add-ons from `addons=`, only those the package offers (docs/product/pricing.md § Customizer screen). */
export function parseCustomizerAddOns(
  selectedPackage: WebsitePackage,
  raw: string | null | undefined,
): AddOnSelection<CustomizerAddOnId> {
  const requested = splitIdList(raw);
  const offered = new Set<string>(selectedPackage.availableAddOns);
  return {
    valid: CUSTOMIZER_ADD_ONS.filter((addOn) => offered.has(addOn.id) && requested.includes(addOn.id)).map(
      (addOn) => addOn.id,
    ),
    dropped: requested.filter((id) => !offered.has(id)),
  };
}

/** The quote builder's add-ons from `addons=`. */
export function parseQuoteAddOns(raw: string | null | undefined): AddOnSelection {
  const requested = splitIdList(raw);
  const known = new Set(QUOTE_ADD_ONS.map((addOn) => addOn.id));
  return {
    valid: QUOTE_ADD_ONS.filter((addOn) => requested.includes(addOn.id)).map((addOn) => addOn.id),
    dropped: requested.filter((id) => !known.has(id)),
  };
}

export type QuotePackageResolution =
  /** The address named a quote package (either id spelling). */
  | { package: QuotePackage; reason: "requested" }
  /** No `package=`: the default, business (docs/product/pricing.md § Quote packages). */
  | { package: QuotePackage; reason: "default" }
  /** `package=landing` in the light face, which does not sell the Landing Page: Foundation's twin is the nearest. */
  | { package: QuotePackage; reason: "landing" }
  /** An unknown value: the default, with a notice. */
  | { package: QuotePackage; reason: "unknown"; requested: string };

/** Which package `package=landing` opens the builder with in the light face, which does not sell the Landing Page. */
export const LANDING_QUOTE_FALLBACK = "essential";

/** The quote base a link names, in the face's list: the Landing Page is one in the default face only. */
export function resolveQuotePackage(raw: string | null | undefined, list: PriceList = "tiers"): QuotePackageResolution {
  const byId = (id: string) => QUOTE_PACKAGES.find((item) => item.id === id)!;
  const requested = raw?.trim().toLowerCase() ?? "";
  if (!requested) return { package: byId(DEFAULT_QUOTE_PACKAGE), reason: "default" };
  if (requested === LANDING_QUOTE_BASE) {
    return list === "tiers"
      ? { package: landingQuotePackage(), reason: "requested" }
      : { package: byId(LANDING_QUOTE_FALLBACK), reason: "landing" };
  }
  const canonical = packageIdFrom(requested);
  const found = canonical ? QUOTE_PACKAGES.find((item) => item.id === canonical) : undefined;
  if (found) return { package: found, reason: "requested" };
  return { package: byId(DEFAULT_QUOTE_PACKAGE), reason: "unknown", requested: raw?.trim() ?? "" };
}

/** `?maintenance=1` (also `true`, `yes`, `on`). */
export function parseMaintenanceFlag(raw: string | null | undefined): boolean {
  return ["1", "true", "yes", "on"].includes(raw?.trim().toLowerCase() ?? "");
}
