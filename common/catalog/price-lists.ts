/**
 * One price for each thing in each face (docs/decisions/035-one-price-list-per-face.md,
 * docs/product/pricing.md § Price lists). The catalog holds two price lists; a visitor meets one:
 *
 * - `tiers`, the default face: Landing Page, Foundation, Growth Engine and Market Leader, and for an
 *   add-on both pricing tools sell, the quote builder's name and price;
 * - `packages`, the light face: Essential Presence, Business Engine and Custom Enterprise, and for an
 *   add-on both tools sell, the customizer's name and price.
 *
 * An add-on only one tool sells keeps its own name and price in both faces.
 */
import type { Face } from "../face";
import { CUSTOMIZER_ADD_ONS, type CustomizerAddOn, type CustomizerAddOnId } from "./customizer-add-ons";
import { formatDollars } from "./money";
import { PACKAGE_IDS, type PackageId, packageIdFrom } from "./package-ids";
import { WEBSITE_PACKAGES } from "./packages";
import { LANDING_QUOTE_BASE, QUOTE_ADD_ONS, type QuoteAddOn, type QuoteBaseId } from "./quote";
import { type TierKey, tierByKey } from "./tiers";

export const PRICE_LISTS = ["tiers", "packages"] as const;
export type PriceList = (typeof PRICE_LISTS)[number];

/** What a visitor meets without a face of their own: the default face's list. */
export const DEFAULT_PRICE_LIST: PriceList = "tiers";

/** The list a face sells: the light (conservative) face the packages, the default face the tiers. */
export function priceListOf(face: Face): PriceList {
  return face === "conservative" ? "packages" : "tiers";
}

/** A price list named from outside (an address, a request body, a stored lead); undefined when it names none. */
export function priceListFrom(raw: unknown): PriceList | undefined {
  return PRICE_LISTS.find((list) => list === raw);
}

/** A price list named from outside; anything else is the default face's list. */
export function readPriceList(raw: unknown): PriceList {
  return priceListFrom(raw) ?? DEFAULT_PRICE_LIST;
}

/** How a price list is named where a configuration priced in the other list is shown. */
export const PRICE_LIST_LABELS: Record<PriceList, string> = {
  tiers: "Service tier prices",
  packages: "Package prices",
};

/** One of the three websites both lists sell, as a face shows it. */
export interface Offer {
  id: PackageId;
  name: string;
  /** The name in capitals, as the customizer's header shows it. */
  displayName: string;
  basePrice: number;
  /** Monthly care included with the offer (Custom Enterprise); never added to the one-off total. */
  monthlyPrice?: number;
  timeline: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  /** A short line under the name (the tiers have one). */
  subtitle?: string;
  /** The badge the face's Services page gives it: "Most Chosen" (tiers), "Most Popular" (packages). */
  highlight?: string;
}

/** A tier as an offer; the Landing Page's "Entry Level" badge and the middle tier's "Most Chosen" are its highlight. */
function tierOffer<Id extends TierKey>(id: Id): Omit<Offer, "id"> & { id: Id } {
  const tier = tierByKey(id);
  if (!tier) throw new Error(`The catalog has no tier "${id}"`);
  return {
    id,
    name: tier.name,
    displayName: tier.name.toUpperCase(),
    basePrice: tier.startingPrice,
    timeline: tier.timeline,
    description: tier.description,
    features: tier.features,
    popular: tier.popular,
    subtitle: tier.subtitle,
    highlight: tier.popular || tier.entryLevel ? tier.label : undefined,
  };
}

function packageOffer(id: PackageId): Offer {
  const found = WEBSITE_PACKAGES.find((item) => item.id === id);
  if (!found) throw new Error(`The catalog has no package "${id}"`);
  return {
    id,
    name: found.name,
    displayName: found.customizerName,
    basePrice: found.basePrice,
    monthlyPrice: found.monthlyPrice,
    timeline: found.duration,
    description: found.description,
    features: found.features,
    popular: found.popular,
    highlight: found.popular ? "Most Popular" : undefined,
  };
}

const OFFERS: Record<PriceList, readonly Offer[]> = {
  tiers: PACKAGE_IDS.map(tierOffer),
  packages: PACKAGE_IDS.map(packageOffer),
};

/** The three websites of a list, cheapest first. (The tiers list's Landing Page is in `tiers.ts`.) */
export function offersOf(list: PriceList): readonly Offer[] {
  return OFFERS[list];
}

/** An offer by id, in either spelling (`essential` or `basic`, …); undefined when the id names none. */
export function offerOf(list: PriceList, id: string | null | undefined): Offer | undefined {
  const canonical = packageIdFrom(id);
  return canonical ? OFFERS[list].find((offer) => offer.id === canonical) : undefined;
}

/** A base of the quote builder: one of the three websites, or the Landing Page in the default face. */
export type QuoteBase = Omit<Offer, "id"> & { id: QuoteBaseId };

const QUOTE_BASES: Record<PriceList, readonly QuoteBase[]> = {
  tiers: [tierOffer(LANDING_QUOTE_BASE), ...OFFERS.tiers],
  packages: OFFERS.packages,
};

/** The quote builder's bases in a face (docs/product/pricing.md § Quote packages): the Landing Page first in the default face. */
export function quoteBasesOf(list: PriceList): readonly QuoteBase[] {
  return QUOTE_BASES[list];
}

/** A quote base by id in a face; undefined when the face has none such. */
export function quoteBaseOf(list: PriceList, id: string): QuoteBase | undefined {
  return quoteBasesOf(list).find((base) => base.id === id);
}

/** The Landing Page as the forms offer it, first, beside a face's three websites. */
export interface LandingOffer {
  name: string;
  /** "from $1,000", as the tiers' forms price an offer. */
  priceText: string;
  timeline: string;
  subtitle: string;
}

/**
 * The default face's entry tier, sold on its own by the contact form, the slot reservation and the client
 * intake (docs/decisions/040-where-a-buyer-commits.md); undefined in the light face's list, which does not
 * sell it.
 */
export function landingOfferIn(list: PriceList): LandingOffer | undefined {
  if (list !== "tiers") return undefined;
  const tier = tierByKey("landing");
  if (!tier) throw new Error("The catalog has no Landing Page tier");
  return {
    name: tier.name,
    priceText: `from ${formatDollars(tier.startingPrice)}`,
    timeline: tier.timeline,
    subtitle: tier.subtitle ?? tier.description,
  };
}

/**
 * An offer's price as a form beside its name states it: "from $3,500" for a tier (its Services page
 * says "$3,500+"), "$4,000" or "$12,000 + $1,500/month" for a package.
 */
export function offerPriceText(list: PriceList, offer: Offer): string {
  if (list === "tiers") return `from ${formatDollars(offer.basePrice)}`;
  const monthly = offer.monthlyPrice ? ` + ${formatDollars(offer.monthlyPrice)}/month` : "";
  return `${formatDollars(offer.basePrice)}${monthly}`;
}

/**
 * The add-ons both tools sell, each as the customizer and the quote builder call it. A face shows
 * one name and one price for each: the quote builder's in the default face, the customizer's in
 * the light one.
 */
export const SHARED_ADD_ONS: ReadonlyArray<{ customizer: CustomizerAddOnId; quote: string }> = [
  { customizer: "logo", quote: "logo-design" },
  { customizer: "copywriting", quote: "professional-copywriting" },
  { customizer: "analytics", quote: "analytics-dashboard" },
  { customizer: "booking-system", quote: "booking-system" },
  { customizer: "ecommerce", quote: "basic-ecommerce" },
  { customizer: "seo-premium", quote: "advanced-seo" },
  { customizer: "api-integration", quote: "api-integrations" },
];

/** An add-on as a face shows it; `id` stays the tool's own id (addresses and stored leads keep it). */
export interface ListedAddOn<Id extends string = string> {
  id: Id;
  name: string;
  price: number;
  description: string;
}

const listed = <Id extends string>(
  id: Id,
  source: { name: string; price: number; description: string },
): ListedAddOn<Id> => ({
  id,
  name: source.name,
  price: source.price,
  description: source.description,
});

/** A customizer add-on in a face: its quote-builder twin's name and price in the tiers list. */
export function customizerAddOnIn(list: PriceList, addOn: CustomizerAddOn): ListedAddOn<CustomizerAddOnId> {
  if (list === "tiers") {
    const pair = SHARED_ADD_ONS.find((item) => item.customizer === addOn.id);
    const twin = pair ? QUOTE_ADD_ONS.find((item) => item.id === pair.quote) : undefined;
    if (twin) return listed(addOn.id, twin);
  }
  return listed(addOn.id, addOn);
}

/** A quote-builder add-on in a face: its customizer twin's name and price in the packages list. */
export function quoteAddOnIn(list: PriceList, addOn: QuoteAddOn): ListedAddOn {
  if (list === "packages") {
    const pair = SHARED_ADD_ONS.find((item) => item.quote === addOn.id);
    const twin = pair ? CUSTOMIZER_ADD_ONS.find((item) => item.id === pair.customizer) : undefined;
    if (twin) return listed(addOn.id, twin);
  }
  return listed(addOn.id, addOn);
}
