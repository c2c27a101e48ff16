/**
 * The configuration a pricing tool hands to the contact form (docs/product/pricing.md § Link format:
 * `/contact?package=…&addons=…&total=…`), priced from the catalog. The page
 * shows it; the server stores it and the total it recomputes, never the one
 * the browser sent (docs/product/pricing.md § Recomputed on the server).
 */
import {
  CUSTOMIZER_ADD_ONS,
  customizerTotal,
  OWN_PRICE_LIST,
  offerOf,
  offersOf,
  type PriceBreakdown,
  type PriceList,
  PricingError,
  type PricingSource,
  packageById,
  packageIdFrom,
  QUOTE_ADD_ONS,
  quoteBaseOf,
  quoteBasesOf,
  quoteTotal,
} from "../catalog";

export interface PricedConfiguration extends PriceBreakdown {
  source: PricingSource;
  /** The price list the configuration is priced in (docs/product/pricing.md § Price lists). */
  list: PriceList;
  packageId: string;
  packageName: string;
}

/** "A, B or C" */
const namesOf = (items: readonly { name: string }[]) =>
  items.length > 1
    ? `${items
        .slice(0, -1)
        .map((item) => item.name)
        .join(", ")} or ${items[items.length - 1]?.name}`
    : (items[0]?.name ?? "");

const inQuote = (id: string) => QUOTE_ADD_ONS.some((item) => item.id === id);
const inCustomizer = (id: string) => CUSTOMIZER_ADD_ONS.some((item) => item.id === id);

/**
 * Which price list the ids belong to: the one the tool named, else the one
 * that knows every id (the quote builder's when both do, as it is the tool
 * that links to the contact page with add-ons).
 */
export function pricingSourceOf(addOnIds: readonly string[], named?: PricingSource | null): PricingSource {
  if (named) return named;
  if (addOnIds.every(inQuote)) return "quote";
  if (addOnIds.every(inCustomizer)) return "customizer";
  const unknown = addOnIds.find((id) => !inQuote(id) && !inCustomizer(id));
  throw new PricingError(`Unknown add-on: ${unknown ?? addOnIds.join(", ")}`);
}

/**
 * Throws PricingError when the package or an add-on is not in the catalog. Priced in the list named;
 * without one (a link or lead from before lists were named), in the tool's own list: the
 * customizer's packages, the quote builder's tiers.
 */
export function priceConfiguration(input: {
  packageId: string | undefined;
  addOnIds: readonly string[];
  source?: PricingSource | null;
  list?: PriceList | null;
  maintenance?: boolean | null;
}): PricedConfiguration {
  const source = pricingSourceOf(input.addOnIds, input.source);
  const list = input.list ?? OWN_PRICE_LIST[source];
  const packageId = input.packageId ?? "";
  if (source === "customizer") {
    const selected = packageById(packageId);
    if (!selected) throw new PricingError(`Please choose the ${namesOf(offersOf(list))} package`);
    return {
      ...customizerTotal(selected.id, input.addOnIds, list),
      source,
      list,
      packageId: selected.id,
      packageName: offerOf(list, selected.id)?.name ?? selected.name,
    };
  }
  // The quote builder's bases in the list: the Landing Page too in the default face's.
  const selected = quoteBaseOf(list, packageIdFrom(packageId) ?? packageId.trim().toLowerCase());
  if (!selected) throw new PricingError(`Please choose the ${namesOf(quoteBasesOf(list))} package`);
  return {
    ...quoteTotal(selected.id, input.addOnIds, input.maintenance ?? false, list),
    source,
    list,
    packageId: selected.id,
    packageName: selected.name,
  };
}
