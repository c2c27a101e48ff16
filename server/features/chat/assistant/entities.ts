/**
 * Recognises the catalog's tiers, packages and add-ons in a visitor's words.
 * Names and prices always come from common/catalog.
 */
import {
  CUSTOMIZER_ADD_ONS,
  QUOTE_ADD_ONS,
  SERVICE_TIERS,
  type ServiceTier,
  type TierKey,
  WEBSITE_PACKAGES,
  type WebsitePackage,
} from "../../../../common/catalog/index.ts";

export type Offer = { kind: "tier"; tier: ServiceTier } | { kind: "package"; pack: WebsitePackage };

const TIER_PATTERNS: Array<[TierKey, RegExp]> = [
  ["landing", /\blanding(\s+page)?(\s+package)?\b|\bone[- ]page(r)?\b|\bsingle page\b/],
  ["essential", /\bfoundation\b|\bstarter\b|\bcheapest\b|\bsmallest\b/],
  ["business", /\bgrowth(\s+engine)?\b|\bmost (chosen|popular)\b/],
  ["enterprise", /\bmarket\s+leader\b|\benterprise tier\b/],
];

const PACKAGE_PATTERNS: Array<[WebsitePackage["id"], RegExp]> = [
  ["essential", /\bessential\s+presence\b|\bbasic package\b/],
  ["business", /\bbusiness\s+engine\b|\bprofessional package\b/],
  ["enterprise", /\bcustom\s+enterprise\b|\bpremium package\b/],
];

/** Every offer named in the text, in order of appearance. */
export function offersIn(text: string): Offer[] {
  const lower = text.toLowerCase();
  const found: Array<{ index: number; offer: Offer }> = [];
  for (const [id, pattern] of PACKAGE_PATTERNS) {
    const match = pattern.exec(lower);
    const pack = WEBSITE_PACKAGES.find((item) => item.id === id);
    if (match && pack) found.push({ index: match.index, offer: { kind: "package", pack } });
  }
  for (const [key, pattern] of TIER_PATTERNS) {
    const match = pattern.exec(lower);
    const tier = SERVICE_TIERS.find((item) => item.key === key);
    if (match && tier) found.push({ index: match.index, offer: { kind: "tier", tier } });
  }
  // "enterprise" alone: the Market Leader tier unless a package name already matched.
  if (
    /\benterprise\b/.test(lower) &&
    !found.some((item) => item.offer.kind === "package" || item.offer.tier.key === "enterprise")
  ) {
    const tier = SERVICE_TIERS.find((item) => item.key === "enterprise");
    if (tier) found.push({ index: lower.indexOf("enterprise"), offer: { kind: "tier", tier } });
  }
  return found.sort((a, b) => a.index - b.index).map((item) => item.offer);
}

export function offerName(offer: Offer): string {
  return offer.kind === "tier" ? offer.tier.name : offer.pack.name;
}

/** The next larger (or smaller) offer on the same ladder. */
export function neighbourOffer(offer: Offer, direction: 1 | -1): Offer | undefined {
  if (offer.kind === "tier") {
    const index = SERVICE_TIERS.findIndex((tier) => tier.key === offer.tier.key);
    const tier = SERVICE_TIERS[index + direction];
    return tier ? { kind: "tier", tier } : undefined;
  }
  const index = WEBSITE_PACKAGES.findIndex((pack) => pack.id === offer.pack.id);
  const pack = WEBSITE_PACKAGES[index + direction];
  return pack ? { kind: "package", pack } : undefined;
}

export interface AddOnMention {
  name: string;
  price: number;
  description: string;
  source: "quote" | "customizer";
}

const ADD_ON_SYNONYMS: Array<[RegExp, string]> = [
  [/\blogo\b/, "logo-design"],
  [/\bbrand(ing)? (guide|guidelines)\b/, "brand-guidelines"],
  [/\banimation/, "premium-animations"],
  [/\billustration/, "custom-illustrations"],
  [/\bcopy ?writing\b|\bcopywriter\b|\bwrite (the|my) (copy|content|text)\b/, "professional-copywriting"],
  [/\bphoto(graphy|s|shoot)?\b/, "photography-package"],
  [/\bvideo\b/, "video-production"],
  [/\bdropship/, "dropshipping-platform"],
  [/\bmarketplace\b|\bmulti[- ]vendor\b/, "multi-vendor-marketplace"],
  [/\bsubscription/, "subscription-ecommerce"],
  [/\binventory\b|\bstock\b/, "inventory-management"],
  [/\bbooking\b|\bappointment/, "booking-system"],
  [/\bmembership\b|\bmembers?\b/, "membership-portal"],
  [/\bchat ?bot\b|\bai assistant\b/, "ai-chatbot"],
  [/\bmulti[- ]?lingual\b|\bmulti[- ]language\b|\btranslat/, "multi-language"],
  [/\bcrm\b|\bhubspot\b|\bsalesforce\b/, "crm-integration"],
  [/\bapi\b|\bintegrations?\b/, "api-integrations"],
  [/\bseo\b|\bsearch engine/, "advanced-seo"],
  [/\bsocial media\b|\binstagram\b|\bfacebook\b/, "social-media-integration"],
  [/\bnewsletter\b|\bemail marketing\b|\bmailchimp\b/, "email-marketing"],
  [/\banalytics\b|\bdashboard\b|\breporting\b/, "analytics-dashboard"],
  [/\badvanced e-?commerce\b/, "advanced-ecommerce"],
  [/\be-?commerce\b|\bonline (store|shop)\b|\bsell (online|products)\b|\bshop\b/, "basic-ecommerce"],
];

/** Quote-builder add-ons named in the text (the full list of spec 000 §9). */
export function addOnsIn(text: string): AddOnMention[] {
  const lower = text.toLowerCase();
  const ids = new Set<string>();
  for (const addOn of QUOTE_ADD_ONS) if (lower.includes(addOn.name.toLowerCase())) ids.add(addOn.id);
  for (const [pattern, id] of ADD_ON_SYNONYMS) if (pattern.test(lower)) ids.add(id);
  if (ids.has("advanced-ecommerce")) ids.delete("basic-ecommerce");
  return [...ids].flatMap((id) => {
    const addOn = QUOTE_ADD_ONS.find((item) => item.id === id);
    return addOn
      ? [{ name: addOn.name, price: addOn.price, description: addOn.description, source: "quote" as const }]
      : [];
  });
}

/** The customizer's version of an add-on with the same name, if it has one. */
export function customizerAddOnNamed(name: string) {
  return CUSTOMIZER_ADD_ONS.find((item) => item.name.toLowerCase() === name.toLowerCase());
}
