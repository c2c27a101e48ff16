/**
 * Pure pricing functions: the only place totals are computed, in the browser
 * and on the server alike (docs/product/pricing.md § Totals: integer dollars,
 * recomputed by the server). Unknown ids are rejected, never ignored.
 */
import { CUSTOMIZER_ADD_ONS } from "./customizer-add-ons";
import { includedAddOnIds } from "./included";
import { packageById } from "./packages";
import { customizerAddOnIn, offerOf, type PriceList, quoteAddOnIn } from "./price-lists";
import {
  LANDING_QUOTE_BASE,
  MAINTENANCE_MONTHLY_PRICE,
  QUOTE_ADD_ONS,
  QUOTE_PACKAGES,
  quoteAddOnOffered,
} from "./quote";
import { tierByKey } from "./tiers";

export class PricingError extends Error {}

export interface PriceBreakdown {
  base: number;
  addOns: Array<{ id: string; name: string; price: number }>;
  /** Add-ons asked for that the offer already includes: named, never priced (docs/product/pricing.md § What an offer includes). */
  included: Array<{ id: string; name: string }>;
  total: number;
  monthly: number;
}

function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim()).filter((id) => id.length > 0))];
}

/**
 * Customizer: base price + selected add-ons; the monthly price reported apart (docs/product/pricing.md
 * § Totals). Priced in the face's list (docs/product/pricing.md § Price lists); without one, the
 * customizer's own, the packages.
 */
export function customizerTotal(
  packageId: string,
  addOnIds: readonly string[],
  list: PriceList = "packages",
): PriceBreakdown {
  const selected = packageById(packageId);
  const offer = offerOf(list, packageId);
  if (!selected || !offer) throw new PricingError(`Unknown package: ${packageId}`);
  const includedIds = includedAddOnIds(list, offer.id, "customizer");
  const ids = uniqueIds(addOnIds);
  const included = ids.flatMap((id) => {
    const addOn = includedIds.includes(id) ? CUSTOMIZER_ADD_ONS.find((item) => item.id === id) : undefined;
    return addOn ? [{ id: addOn.id, name: customizerAddOnIn(list, addOn).name }] : [];
  });
  const addOns = ids
    .filter((id) => !includedIds.includes(id))
    .map((id) => {
      const addOn = CUSTOMIZER_ADD_ONS.find((item) => item.id === id);
      if (!addOn) throw new PricingError(`Unknown add-on: ${id}`);
      if (!selected.availableAddOns.includes(addOn.id)) {
        throw new PricingError(`The add-on ${customizerAddOnIn(list, addOn).name} is not available for ${offer.name}`);
      }
      const { name, price } = customizerAddOnIn(list, addOn);
      return { id: addOn.id, name, price };
    });
  return {
    base: offer.basePrice,
    addOns,
    included,
    total: offer.basePrice + addOns.reduce((sum, item) => sum + item.price, 0),
    monthly: offer.monthlyPrice ?? 0,
  };
}

/** Quote add-ons priced in `list`, those in `includedIds` named apart and not priced; an unknown id throws. */
function pricedQuoteAddOns(ids: readonly string[], includedIds: readonly string[], list: PriceList) {
  const addOns: PriceBreakdown["addOns"] = [];
  const included: PriceBreakdown["included"] = [];
  for (const id of ids) {
    const addOn = QUOTE_ADD_ONS.find((item) => item.id === id);
    if (!addOn) throw new PricingError(`Unknown add-on: ${id}`);
    const { name, price } = quoteAddOnIn(list, addOn);
    if (includedIds.includes(id)) included.push({ id, name });
    else addOns.push({ id, name, price });
  }
  return { addOns, included };
}

/**
 * Quote builder: base package + add-ons; maintenance is monthly and reported apart. Priced in the
 * face's list; without one, the quote builder's own, the tiers. An offer with monthly care of its
 * own (Custom Enterprise) reports that instead of the maintenance option, which it includes. The
 * Landing Page is a base of the tiers list only, with the add-ons that fit one page and no maintenance
 * (docs/product/pricing.md § Quote packages).
 */
export function quoteTotal(
  packageId: string,
  addOnIds: readonly string[],
  maintenance = false,
  list: PriceList = "tiers",
): PriceBreakdown {
  if (packageId === LANDING_QUOTE_BASE && list === "tiers") return landingQuote(addOnIds);
  const base = QUOTE_PACKAGES.find((item) => item.id === packageId);
  const offer = base ? offerOf(list, base.id) : undefined;
  if (!offer) throw new PricingError(`Unknown package: ${packageId}`);
  const { addOns, included } = pricedQuoteAddOns(uniqueIds(addOnIds), includedAddOnIds(list, offer.id, "quote"), list);
  return {
    base: offer.basePrice,
    addOns,
    included,
    total: offer.basePrice + addOns.reduce((sum, item) => sum + item.price, 0),
    monthly: offer.monthlyPrice ?? (maintenance ? MAINTENANCE_MONTHLY_PRICE : 0),
  };
}

function landingQuote(addOnIds: readonly string[]): PriceBreakdown {
  const tier = tierByKey(LANDING_QUOTE_BASE);
  if (!tier) throw new PricingError(`Unknown package: ${LANDING_QUOTE_BASE}`);
  const ids = uniqueIds(addOnIds);
  const { addOns, included } = pricedQuoteAddOns(ids, includedAddOnIds("tiers", LANDING_QUOTE_BASE, "quote"), "tiers");
  const notOffered = addOns.find((addOn) => !quoteAddOnOffered(LANDING_QUOTE_BASE, addOn.id));
  if (notOffered) throw new PricingError(`The add-on ${notOffered.name} is not available for ${tier.name}`);
  return {
    base: tier.startingPrice,
    addOns,
    included,
    total: tier.startingPrice + addOns.reduce((sum, item) => sum + item.price, 0),
    monthly: 0,
  };
}

/** A Services-page tier with quote-builder add-ons: the quote builder's total, the Landing Page's included. */
export function tierTotal(tierKey: string, addOnIds: readonly string[], maintenance = false): PriceBreakdown {
  return quoteTotal(tierKey, addOnIds, maintenance, "tiers");
}
