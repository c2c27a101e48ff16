/**
 * What each offer already includes, in the pricing tools' add-on terms
 * (docs/product/pricing.md § What an offer includes): one place for both tools, the contact hand-off, the
 * emails and Melie. An add-on an offer
 * includes is shown as "Included in <offer>" and never priced on it; one that goes further than a feature the
 * offer has is sold with a line saying what it adds.
 *
 * Each entry names the offer's own feature line it comes from (`covers`), so a change of features shows here.
 */
import type { CustomizerAddOnId } from "./customizer-add-ons";
import type { PriceList } from "./price-lists";

export type PricingTool = "quote" | "customizer";

interface Inclusion {
  /** The quote builder's add-on id, where it sells one for this. */
  quote?: string;
  /** The customizer's add-on id, where it sells one for this. */
  customizer?: CustomizerAddOnId;
  /** The offer's feature line that includes it (or that the add-on goes further than). */
  covers: string;
  /** Set when the add-on is more than the feature: what it adds, and it stays for sale. */
  adds?: string;
}

/** Offers by the id the tools use: the Landing Page is `landing`, the three websites `essential`, `business`, `enterprise`. */
const INCLUDED: Record<PriceList, Readonly<Record<string, readonly Inclusion[]>>> = {
  tiers: {
    landing: [
      { quote: "analytics-dashboard", customizer: "analytics", covers: "Analytics set-up" },
      {
        quote: "advanced-seo",
        customizer: "seo-premium",
        covers: "On-page SEO and social sharing tags",
        adds: "keyword strategy, schema markup and technical optimization beyond the on-page SEO",
      },
    ],
    essential: [
      {
        customizer: "contact-forms",
        covers: "Contact form and click-to-call",
        adds: "multi-step forms, file uploads and routing beyond the contact form",
      },
      {
        quote: "advanced-seo",
        customizer: "seo-premium",
        covers: "Technical SEO foundations",
        adds: "keyword strategy and schema markup on top of the technical SEO foundations",
      },
    ],
    business: [
      { quote: "booking-system", customizer: "booking-system", covers: "Booking or quote request flows" },
      { quote: "advanced-seo", customizer: "seo-premium", covers: "Advanced SEO and analytics dashboards" },
      { quote: "analytics-dashboard", customizer: "analytics", covers: "Advanced SEO and analytics dashboards" },
      { quote: "crm-integration", covers: "CRM and email-marketing integration" },
      { quote: "email-marketing", covers: "CRM and email-marketing integration" },
      { customizer: "blog-setup", covers: "Content management system" },
    ],
    enterprise: [
      { quote: "api-integrations", customizer: "api-integration", covers: "Unlimited third-party integrations" },
      { quote: "crm-integration", covers: "Unlimited third-party integrations" },
      { quote: "basic-ecommerce", customizer: "ecommerce", covers: "E-commerce or membership platform" },
      { quote: "advanced-ecommerce", covers: "E-commerce or membership platform" },
      { quote: "membership-portal", customizer: "user-accounts", covers: "E-commerce or membership platform" },
      { customizer: "priority-support", covers: "Performance monitoring and priority support" },
    ],
  },
  packages: {
    essential: [
      {
        customizer: "contact-forms",
        covers: "Contact form",
        adds: "multi-step forms, file uploads and routing beyond the contact form",
      },
      {
        quote: "advanced-seo",
        customizer: "seo-premium",
        covers: "Basic SEO set-up",
        adds: "keyword research, schema markup and a ranking plan on top of the basic SEO set-up",
      },
    ],
    business: [
      { quote: "advanced-seo", customizer: "seo-premium", covers: "Advanced SEO optimization" },
      { quote: "analytics-dashboard", customizer: "analytics", covers: "Analytics integration" },
      { quote: "basic-ecommerce", customizer: "ecommerce", covers: "E-commerce ready" },
      { customizer: "blog-setup", covers: "Content management system" },
    ],
    enterprise: [
      { quote: "advanced-seo", customizer: "seo-premium", covers: "Enterprise SEO strategy" },
      { quote: "api-integrations", customizer: "api-integration", covers: "Custom functionality and integrations" },
      { quote: "crm-integration", covers: "Custom functionality and integrations" },
      { customizer: "priority-support", covers: "Priority support" },
    ],
  },
};

/** What an offer says about one of a tool's add-ons: included in it, or sold with what it adds. */
export type AddOnInOffer = { included: true; covers: string } | { included: false; covers: string; adds: string };

/** How `offerId` (in `list`) stands to `tool`'s add-on `addOnId`; undefined when its features do not touch it. */
export function addOnInOffer(
  list: PriceList,
  offerId: string,
  tool: PricingTool,
  addOnId: string,
): AddOnInOffer | undefined {
  const entry = (INCLUDED[list][offerId] ?? []).find((item) => item[tool] === addOnId);
  if (!entry) return undefined;
  return entry.adds === undefined
    ? { included: true, covers: entry.covers }
    : { included: false, covers: entry.covers, adds: entry.adds };
}

/** The add-on ids of `tool` an offer includes: shown as included, never priced on it. */
export function includedAddOnIds(list: PriceList, offerId: string, tool: PricingTool): string[] {
  return (INCLUDED[list][offerId] ?? [])
    .filter((entry) => entry.adds === undefined)
    .flatMap((entry) => (entry[tool] ? [entry[tool]] : []));
}

/** Every entry, for the checks that each names a real feature line and a real add-on. */
export function inclusionEntries(): Array<{ list: PriceList; offerId: string } & Inclusion> {
  return (Object.keys(INCLUDED) as PriceList[]).flatMap((list) =>
    Object.entries(INCLUDED[list]).flatMap(([offerId, entries]) =>
      entries.map((entry) => ({ list, offerId, ...entry })),
    ),
  );
}
