/**
 * The addresses the pricing tools hand over (docs/product/pricing.md § Link format):
 * `/contact?package=…&addons=…&total=…`, plus the shareable address
 * of a configuration. Ids are [a-z-], so commas stay literal and readable.
 *
 * `source` tells the contact page which price list the ids belong to: the
 * customizer and the quote builder price `booking-system` and the packages
 * differently, and the server recomputes the total (docs/product/pricing.md § Recomputed on the server)
 * instead of trusting the one in the address.
 */
import { type PriceList, priceListFrom } from "./price-lists";
import { customizerTotal, type PriceBreakdown, PricingError, quoteTotal } from "./pricing";
import { parseMaintenanceFlag, splitIdList } from "./selection";

export type PricingSource = "customizer" | "quote";

/**
 * Each tool's own price list: what a configuration that names no list was priced in (a link or a lead
 * from before lists were named, docs/product/pricing.md § Price lists).
 */
export const OWN_PRICE_LIST: Record<PricingSource, PriceList> = { customizer: "packages", quote: "tiers" };

export interface Configuration {
  packageId: string;
  addOnIds: readonly string[];
  /** Quote builder only: the $200/month maintenance option. */
  maintenance?: boolean;
}

/** `package=business&addons=logo,seo-premium[&maintenance=1]` */
export function configurationQuery({ packageId, addOnIds, maintenance }: Configuration): string {
  const parts = [`package=${encodeURIComponent(packageId)}`];
  if (addOnIds.length > 0) parts.push(`addons=${addOnIds.map(encodeURIComponent).join(",")}`);
  if (maintenance) parts.push("maintenance=1");
  return parts.join("&");
}

/** `list` names the price list the total was worked out in, which the contact page and the server keep. */
export function contactHref(
  source: PricingSource,
  configuration: Configuration,
  total: number,
  list: PriceList,
): string {
  const { packageId, addOnIds, maintenance } = configuration;
  const parts = [
    `package=${encodeURIComponent(packageId)}`,
    `addons=${addOnIds.map(encodeURIComponent).join(",")}`,
    `total=${total}`,
    `source=${source}`,
    `list=${list}`,
  ];
  if (maintenance) parts.push("maintenance=1");
  return `/contact?${parts.join("&")}`;
}

/**
 * The price of a hand-over recomputed from its ids, or null when the
 * address names something the catalog does not price.
 */
export function recomputeHandOff(
  params: URLSearchParams,
): (PriceBreakdown & { source: PricingSource; list: PriceList }) | null {
  const packageId = params.get("package") ?? "";
  const addOnIds = splitIdList(params.get("addons"));
  const source: PricingSource = params.get("source") === "customizer" ? "customizer" : "quote";
  const list = handOffPriceList(params, source);
  try {
    const breakdown =
      source === "customizer"
        ? customizerTotal(packageId, addOnIds, list)
        : quoteTotal(packageId, addOnIds, parseMaintenanceFlag(params.get("maintenance")), list);
    return { ...breakdown, source, list };
  } catch (error) {
    if (error instanceof PricingError) return null;
    throw error;
  }
}

/** The price list a hand-over was priced in: the one it names, else its tool's own. */
export function handOffPriceList(params: URLSearchParams, source: PricingSource): PriceList {
  return priceListFrom(params.get("list")) ?? OWN_PRICE_LIST[source];
}
