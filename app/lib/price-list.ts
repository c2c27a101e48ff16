import { type PriceList, priceListOf } from "#common/catalog/price-lists";
import { useStyleVariant } from "./style-variant";

/** The price list of the face the visitor is in (docs/product/pricing.md § Price lists). */
export function usePriceList(): PriceList {
  return priceListOf(useStyleVariant());
}
