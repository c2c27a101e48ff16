import {
  CUSTOMIZER_ADD_ONS,
  handOffPriceList,
  type PriceList,
  PricingError,
  type PricingSource,
  packageById,
  parseCustomizerAddOns,
  parseMaintenanceFlag,
  parseQuoteAddOns,
  QUOTE_ADD_ONS,
  splitIdList,
} from "#common/catalog";
import { type PricedConfiguration, priceConfiguration, pricingSourceOf } from "#common/forms/contact-configuration";

export interface HandedOverConfiguration {
  priced: PricedConfiguration;
  /** Add-on ids of the address that were left out: unknown, or not offered with the package. */
  dropped: string[];
  /** Sent with the inquiry; the server recomputes the total from the ids. */
  payload: {
    addons: string[];
    configurationPackage: string;
    pricingSource: PricingSource;
    priceList: PriceList;
    maintenance: boolean;
    total: number;
  };
}

const knownAnywhere = (id: string) =>
  QUOTE_ADD_ONS.some((item) => item.id === id) || CUSTOMIZER_ADD_ONS.some((item) => item.id === id);

/**
 * Which price list the add-ons belong to: the tool the address names, else
 * the one that knows every id it can read (unknown ids say nothing); a mix
 * of both lists is the quote builder's, the tool that links here with add-ons.
 */
function sourceOf(addOnIds: readonly string[], named: PricingSource | undefined): PricingSource {
  try {
    return pricingSourceOf(addOnIds.filter(knownAnywhere), named);
  } catch (error) {
    if (error instanceof PricingError) return "quote";
    throw error;
  }
}

/** The address's add-on ids the price list cannot price, by the pricing pages' own rules (common/catalog/selection.ts). */
function droppedAddOns(source: PricingSource, packageId: string | undefined, rawAddOns: string | null): string[] {
  if (source === "quote") return parseQuoteAddOns(rawAddOns).dropped;
  const selectedPackage = packageById(packageId);
  // An unknown package cannot be priced at all; priceConfiguration says so.
  return selectedPackage ? parseCustomizerAddOns(selectedPackage, rawAddOns).dropped : [];
}

/**
 * The configuration a pricing tool handed over in the address (docs/product/pricing.md § Link format:
 * `package`, `addons`, `total`), priced from the catalog: the catalog's total
 * is shown, never the address's. An add-on the catalog does not know (an old
 * bookmark, a mistyped link) is left out and named in `dropped`, as the
 * pricing pages do, so one bad id does not lose the rest; a package it cannot
 * price shows no configuration at all rather than a wrong one. Without
 * add-ons, only a hand-over that names its tool (`source`) or states a total
 * is a configuration.
 */
export function handedOverConfiguration(params: URLSearchParams): HandedOverConfiguration | null {
  const addOnIds = splitIdList(params.get("addons"));
  const named = params.get("source");
  const namedSource: PricingSource | undefined = named === "customizer" || named === "quote" ? named : undefined;
  // A tool's hand-over with no add-on is still a configuration (its package price, the quote's maintenance),
  // and so is a spec-format link that states a total (`?package=business&addons=&total=6000`).
  if (addOnIds.length === 0 && !namedSource && !params.get("total")?.trim()) return null;
  const source = sourceOf(addOnIds, namedSource);
  const packageId = params.get("package")?.trim().toLowerCase();
  const dropped = droppedAddOns(source, packageId, params.get("addons"));
  const maintenance = parseMaintenanceFlag(params.get("maintenance"));
  try {
    const priced = priceConfiguration({
      packageId,
      addOnIds: addOnIds.filter((id) => !dropped.includes(id)),
      source,
      list: handOffPriceList(params, source),
      maintenance,
    });
    return {
      priced,
      dropped,
      payload: {
        addons: priced.addOns.map((item) => item.id),
        configurationPackage: priced.packageId,
        pricingSource: priced.source,
        priceList: priced.list,
        maintenance,
        total: priced.total,
      },
    };
  } catch (error) {
    if (error instanceof PricingError) return null;
    throw error;
  }
}
