/**
 * The custom quote builder's packages, 23 add-ons and maintenance option
 * (docs/product/pricing.md § Quote add-ons; all 23 are offered, docs/decisions/005-add-on-categories.md).
 */
import { type TierKey, tierByKey } from "./tiers";

export const QUOTE_PACKAGE_IDS = ["essential", "business", "enterprise"] as const;
export type QuotePackageId = (typeof QUOTE_PACKAGE_IDS)[number] & TierKey;

/** A base the quote builder prices: the three websites, and the Landing Page in the default face. */
export type QuoteBaseId = QuotePackageId | "landing";

export interface QuotePackage {
  id: QuoteBaseId;
  name: string;
  basePrice: number;
  description: string;
  features: string[];
}

export const QUOTE_PACKAGES: readonly QuotePackage[] = [
  {
    id: "essential",
    name: "Foundation",
    basePrice: 3500,
    description: "Essential web presence for small businesses and professionals.",
    features: ["Up to 5 custom pages", "Mobile-first design", "Contact form", "Technical SEO foundations"],
  },
  {
    id: "business",
    name: "Growth Engine",
    basePrice: 6000,
    description: "Advanced business features for companies ready to grow.",
    features: ["Up to 15 custom pages", "Content management system", "CRM integration", "Advanced SEO"],
  },
  {
    id: "enterprise",
    name: "Market Leader",
    basePrice: 12000,
    description: "A premium enterprise solution with custom functionality.",
    features: [
      "Unlimited pages",
      "Custom web application features",
      "Unlimited integrations",
      "Dedicated project lead",
    ],
  },
];

export const DEFAULT_QUOTE_PACKAGE: QuotePackageId = "business";

/**
 * The Landing Page as the quote builder's first base in the default face
 * (docs/product/pricing.md § Quote packages): its tier's price and timeline, with the add-ons that fit one
 * page. The light face does not sell it.
 */
export const LANDING_QUOTE_BASE = "landing" as const;

/** What fits one page: no store, membership or back-office integration. */
export const LANDING_PAGE_ADD_ON_IDS: readonly string[] = [
  "premium-animations",
  "custom-illustrations",
  "logo-design",
  "brand-guidelines",
  "professional-copywriting",
  "photography-package",
  "video-production",
  "booking-system",
  "ai-chatbot",
  "multi-language",
  "crm-integration",
  "advanced-seo",
  "social-media-integration",
  "email-marketing",
  "analytics-dashboard",
];

/** The Landing Page as a quote base, from its tier. */
export function landingQuotePackage(): QuotePackage {
  const tier = tierByKey(LANDING_QUOTE_BASE);
  if (!tier) throw new Error("The catalog has no Landing Page tier");
  return {
    id: LANDING_QUOTE_BASE,
    name: tier.name,
    basePrice: tier.startingPrice,
    description: tier.description,
    features: tier.features,
  };
}

/** Whether a quote base offers an add-on: the websites all 23, the Landing Page those that fit one page. */
export function quoteAddOnOffered(baseId: string, addOnId: string): boolean {
  return baseId !== LANDING_QUOTE_BASE || LANDING_PAGE_ADD_ON_IDS.includes(addOnId);
}

export const QUOTE_CATEGORIES = ["Design", "Content", "E-commerce", "Technical", "Marketing"] as const;
export type QuoteCategory = (typeof QUOTE_CATEGORIES)[number];

export type QuoteBadge = "Popular" | "Recommended" | "Hot";

export interface QuoteAddOn {
  id: string;
  category: QuoteCategory;
  name: string;
  description: string;
  price: number;
  badge?: QuoteBadge;
}

export const QUOTE_ADD_ONS: readonly QuoteAddOn[] = [
  {
    id: "premium-animations",
    category: "Design",
    name: "Premium Animations",
    price: 750,
    description: "Scroll-driven motion and micro-interactions that make the site feel alive.",
    badge: "Hot",
  },
  {
    id: "custom-illustrations",
    category: "Design",
    name: "Custom Illustrations",
    price: 1200,
    description: "A set of bespoke illustrations drawn for your brand.",
  },
  {
    id: "logo-design",
    category: "Design",
    name: "Logo Design",
    price: 800,
    description: "A distinctive logo with concepts, refinements and all file formats.",
    badge: "Popular",
  },
  {
    id: "brand-guidelines",
    category: "Design",
    name: "Brand Guidelines",
    price: 950,
    description: "Colors, typography, voice and usage rules in one guide.",
  },
  {
    id: "professional-copywriting",
    category: "Content",
    name: "Professional Copywriting",
    price: 400,
    description: "Persuasive, search-friendly copy for your key pages.",
    badge: "Recommended",
  },
  {
    id: "photography-package",
    category: "Content",
    name: "Photography Package",
    price: 800,
    description: "A half-day shoot of your team, premises or products, edited for the web.",
  },
  {
    id: "video-production",
    category: "Content",
    name: "Video Production",
    price: 2500,
    description: "A 60-90 second brand or product video, scripted and edited.",
  },
  {
    id: "basic-ecommerce",
    category: "E-commerce",
    name: "Basic E-commerce",
    price: 1500,
    description: "Up to 50 products, cart, secure checkout and order emails.",
    badge: "Popular",
  },
  {
    id: "advanced-ecommerce",
    category: "E-commerce",
    name: "Advanced E-commerce",
    price: 2800,
    description: "Unlimited products, variants, discounts and customer accounts.",
  },
  {
    id: "dropshipping-platform",
    category: "E-commerce",
    name: "Dropshipping Platform",
    price: 3200,
    description: "Supplier catalog sync with automatic order forwarding.",
  },
  {
    id: "multi-vendor-marketplace",
    category: "E-commerce",
    name: "Multi-vendor Marketplace",
    price: 4500,
    description: "Vendor sign-up, storefronts, commissions and payouts.",
  },
  {
    id: "subscription-ecommerce",
    category: "E-commerce",
    name: "Subscription E-commerce",
    price: 2100,
    description: "Recurring billing, subscription boxes and member pricing.",
    badge: "Hot",
  },
  {
    id: "inventory-management",
    category: "E-commerce",
    name: "Inventory Management",
    price: 1200,
    description: "Stock levels, low-stock alerts and supplier re-orders.",
  },
  {
    id: "booking-system",
    category: "Technical",
    name: "Booking System",
    price: 1300,
    description: "Appointments with calendar sync, reminders and deposits.",
    badge: "Popular",
  },
  {
    id: "membership-portal",
    category: "Technical",
    name: "Membership Portal",
    price: 1800,
    description: "Gated content, member accounts and tiered access.",
  },
  {
    id: "ai-chatbot",
    category: "Technical",
    name: "AI Chatbot",
    price: 750,
    description: "An assistant that answers visitors from your own content, day and night.",
    badge: "Hot",
  },
  {
    id: "multi-language",
    category: "Technical",
    name: "Multi-language",
    price: 1100,
    description: "Translated pages with language switching and localized SEO.",
  },
  {
    id: "crm-integration",
    category: "Technical",
    name: "CRM Integration",
    price: 1400,
    description: "Leads flow straight into HubSpot, Salesforce or Pipedrive.",
  },
  {
    id: "api-integrations",
    category: "Technical",
    name: "API Integrations",
    price: 1600,
    description: "Connect payment, shipping, ERP or any third-party service.",
  },
  {
    id: "advanced-seo",
    category: "Marketing",
    name: "Advanced SEO",
    price: 700,
    description: "Keyword strategy, schema markup and technical optimization.",
    badge: "Recommended",
  },
  {
    id: "social-media-integration",
    category: "Marketing",
    name: "Social Media Integration",
    price: 400,
    description: "Feeds, sharing and pixel tracking for your social channels.",
  },
  {
    id: "email-marketing",
    category: "Marketing",
    name: "Email Marketing",
    price: 650,
    description: "Newsletter sign-up, automations and branded templates.",
  },
  {
    id: "analytics-dashboard",
    category: "Marketing",
    name: "Analytics Dashboard",
    price: 800,
    description: "Goals, funnels and a monthly performance report.",
  },
];

/** Optional monthly maintenance, shown as $200/month and never added to the one-off total. */
export const MAINTENANCE_MONTHLY_PRICE = 200;
