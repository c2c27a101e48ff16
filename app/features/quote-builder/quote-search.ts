import type { PriceList } from "#common/catalog/price-lists";
import type { QuoteBaseId } from "#common/catalog/quote";
import {
  parseMaintenanceFlag,
  parseQuoteAddOns,
  type QuotePackageResolution,
  resolveQuotePackage,
} from "#common/catalog/selection";

export interface QuoteSearch {
  packageId: QuoteBaseId;
  /** Why this package: asked for, the default, or a fallback that deserves a notice. */
  packageReason: QuotePackageResolution["reason"];
  /** The `package=` value that was not recognised, for the notice. */
  unknownPackage?: string;
  selected: string[];
  dropped: string[];
  maintenance: boolean;
}

/** Reads `/custom-quote?package=…&addons=…&maintenance=1`; never throws (docs/product/pricing.md § Quote packages). */
export function readQuoteSearch(params: URLSearchParams, list: PriceList): QuoteSearch {
  const resolution = resolveQuotePackage(params.get("package"), list);
  const { valid, dropped } = parseQuoteAddOns(params.get("addons"));
  return {
    packageId: resolution.package.id,
    packageReason: resolution.reason,
    unknownPackage: resolution.reason === "unknown" ? resolution.requested : undefined,
    selected: valid,
    dropped,
    maintenance: parseMaintenanceFlag(params.get("maintenance")),
  };
}
