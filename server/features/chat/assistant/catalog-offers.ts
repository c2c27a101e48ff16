/**
 * The seven offers of the catalog: the four tiers of the Services page (the default face's price list) and
 * the three packages of the Packages page (the light face's). Growth Engine is the tiers' `business`,
 * Business Engine the packages' `business`: two offers, of which a visitor meets one, the one of the
 * face they are in (docs/product/pricing.md § Price lists). Melie knows every name, so that she
 * understands a visitor who brings one from elsewhere, but answers with her visitor's face's offers only:
 * `faceOffers()` and `inThisFace()` read the face the current answer is written for (`answerInFace`).
 */

import {
  formatDollars,
  SERVICE_TIERS,
  type ServiceTier,
  WEBSITE_PACKAGES,
  type WebsitePackage,
} from "#common/catalog/index.ts";
import type { Face } from "#common/face.ts";

export type OfferId = `tier:${ServiceTier["key"]}` | `package:${WebsitePackage["id"]}`;

export interface OfferView {
  id: OfferId;
  kind: "tier" | "package";
  /** The key its own page and tool use: a tier key (= quote-builder id) or a Packages-page id. */
  key: string;
  name: string;
  /** Starting (tier) or base (package) price in whole dollars. */
  price: number;
  /** "$6,000+", "starting at $1,000+", "$8,500", "$12,000 plus $1,500 per month". */
  priceText: string;
  monthly?: number;
  timeline: string;
  /** Slowest end of the timeline, in weeks, to order offers by speed. */
  slowestWeeks: number;
  description: string;
  features: string[];
  /** The most pages it includes (Infinity for unlimited). */
  maxPages: number;
  label?: string;
  popular: boolean;
  /** Where to price it exactly. */
  link: string;
  /** The tool whose add-ons and totals apply to it. */
  addOnTool: "quote" | "customizer";
  tier?: ServiceTier;
  pack?: WebsitePackage;
}

function maxPagesOf(features: string[], description: string): number {
  const text = `${features.join(" ")} ${description}`.toLowerCase();
  if (/unlimited (custom )?pages/.test(text)) return Number.POSITIVE_INFINITY;
  const range = /(\d+)-(\d+) (?:custom )?pages?/.exec(text);
  if (range) return Number(range[2]);
  const upTo = /up to (\d+)/.exec(text) ?? /(\d+)-page/.exec(text);
  if (upTo) return Number(upTo[1]);
  return /\bone\b.*\bpage\b|\bsingle\b.*\bpage\b/.test(text) ? 1 : Number.POSITIVE_INFINITY;
}

const slowest = (timeline: string) => Number(/(\d+)(?!.*\d)/.exec(timeline)?.[1] ?? 99);

function tierOffer(tier: ServiceTier): OfferView {
  return {
    id: `tier:${tier.key}`,
    kind: "tier",
    key: tier.key,
    name: tier.name,
    price: tier.startingPrice,
    priceText: tier.priceText,
    timeline: tier.timeline,
    slowestWeeks: slowest(tier.timeline),
    description: tier.description,
    features: tier.features,
    maxPages: maxPagesOf(tier.features, tier.description),
    label: tier.label,
    popular: tier.popular,
    link: tier.key === "landing" ? "/contact?package=landing" : `/custom-quote?package=${tier.key}`,
    addOnTool: "quote",
    tier,
  };
}

function packageOffer(pack: WebsitePackage): OfferView {
  return {
    id: `package:${pack.id}`,
    kind: "package",
    key: pack.id,
    name: pack.name,
    price: pack.basePrice,
    priceText: pack.monthlyPrice
      ? `${formatDollars(pack.basePrice)} plus ${formatDollars(pack.monthlyPrice)} per month`
      : formatDollars(pack.basePrice),
    monthly: pack.monthlyPrice,
    timeline: pack.duration,
    slowestWeeks: slowest(pack.duration),
    description: pack.description,
    features: pack.features,
    maxPages: maxPagesOf(pack.features, pack.description),
    label: pack.popular ? "Most Popular" : undefined,
    popular: pack.popular,
    link: `/customize-package?package=${pack.id}`,
    addOnTool: "customizer",
    pack,
  };
}

export const TIER_OFFERS: readonly OfferView[] = SERVICE_TIERS.map(tierOffer);
export const PACKAGE_OFFERS: readonly OfferView[] = WEBSITE_PACKAGES.map(packageOffer);
export const ALL_OFFERS: readonly OfferView[] = [...TIER_OFFERS, ...PACKAGE_OFFERS];

export function offerById(id: OfferId): OfferView {
  const offer = ALL_OFFERS.find((item) => item.id === id);
  if (!offer) throw new Error(`No offer ${id}`);
  return offer;
}

/**
 * The face the answer being written is for. The built-in assistant answers synchronously, so one answer is
 * written from start to end before another starts: `answerInFace` sets the face for exactly that call.
 */
let answeringFace: Face = "default";

export function answerInFace<T>(face: Face, answer: () => T): T {
  const previous = answeringFace;
  answeringFace = face;
  try {
    return answer();
  } finally {
    answeringFace = previous;
  }
}

/** The face the current answer is for. */
export const currentFace = (): Face => answeringFace;

/** The offers of the visitor's face: the tiers by default, the packages on the light pages. */
export function faceOffers(): readonly OfferView[] {
  return answeringFace === "conservative" ? PACKAGE_OFFERS : TIER_OFFERS;
}

/**
 * An offer as the visitor's face sells it: the other list's offer of the same size (Business Engine is
 * Growth Engine on the default pages). The light face sells no landing page: its smallest website stands
 * in for it.
 */
export function inThisFace(offer: OfferView): OfferView {
  if (faceOffers().includes(offer)) return offer;
  const key = offer.key === "landing" ? "essential" : offer.key;
  return faceOffers().find((item) => item.key === key) ?? offer;
}

/** The same ladder's next larger (+1) or smaller (-1) offer. */
export function neighbour(offer: OfferView, step: 1 | -1): OfferView | undefined {
  const ladder = offer.kind === "tier" ? TIER_OFFERS : PACKAGE_OFFERS;
  return ladder[ladder.findIndex((item) => item.id === offer.id) + step];
}

/** "Growth Engine ($6,000+, 3-4 weeks)". */
export function offerHeadline(offer: OfferView): string {
  return `${offer.name} (${offer.priceText}, ${offer.timeline})`;
}
