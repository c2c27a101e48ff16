import { PricingError, type PricingSource, parseMaintenanceFlag, splitIdList } from "../../../common/catalog";
import { type PricedConfiguration, priceConfiguration } from "../../../common/forms/contact-configuration";

export interface HandedOverConfiguration {
  priced: PricedConfiguration;
  /** Sent with the inquiry; the server recomputes the total from the ids. */
  payload: {
    addons: string[];
    configurationPackage: string;
    pricingSource: PricingSource;
    maintenance: boolean;
    total: number;
  };
}

/**
 * The configuration a pricing tool handed over in the address (spec 000 §2:
 * `package`, `addons`, `total`), priced from the catalog: the catalog's total
 * is shown, never the address's. Anything the catalog cannot price shows no
 * configuration at all rather than a wrong one. Without add-ons, only a
 * hand-over that names its tool (`source`) or states a total is a configuration.
 */
export function handedOverConfiguration(params: URLSearchParams): HandedOverConfiguration | null {
  const addOnIds = splitIdList(params.get("addons"));
  const named = params.get("source");
  const source: PricingSource | undefined = named === "customizer" || named === "quote" ? named : undefined;
  // A tool's hand-over with no add-on is still a configuration (its package price, the quote's maintenance),
  // and so is a spec-format link that states a total (`?package=business&addons=&total=6000`).
  if (addOnIds.length === 0 && !source && !params.get("total")?.trim()) return null;
  const maintenance = parseMaintenanceFlag(params.get("maintenance"));
  try {
    const priced = priceConfiguration({
      packageId: params.get("package")?.trim().toLowerCase(),
      addOnIds,
      source,
      maintenance,
    });
    return {
      priced,
      payload: {
        addons: priced.addOns.map((item) => item.id),
        configurationPackage: priced.packageId,
        pricingSource: priced.source,
        maintenance,
        total: priced.total,
      },
    };
  } catch (error) {
    if (error instanceof PricingError) return null;
    throw error;
  }
}
