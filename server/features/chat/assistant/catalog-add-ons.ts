/**
 * Add-ons as visitors think of them: one need ("a logo", "an online store")
 * may be priced in the quote builder (with the tiers), in the package
 * customizer (with the packages), or both at different prices. Prices and
 * names come from common/catalog; this file only pairs them and lists the
 * words visitors use for them.
 */
import {
  CUSTOMIZER_ADD_ONS,
  type CustomizerAddOn,
  type CustomizerAddOnId,
  QUOTE_ADD_ONS,
  type QuoteAddOn,
} from "#common/catalog/index.ts";

export interface AddOnConcept {
  key: string;
  quote?: QuoteAddOn;
  customizer?: CustomizerAddOn;
  /** Words and phrases visitors use, besides the catalog names. */
  words: string[];
  /** Generic words count only when nothing more specific was named in the same ask. */
  weakWords?: string[];
}

interface ConceptSource {
  key: string;
  quote?: string;
  customizer?: CustomizerAddOnId;
  words: string[];
  weakWords?: string[];
}

const SOURCES: ConceptSource[] = [
  {
    key: "animations",
    quote: "premium-animations",
    words: ["animation", "animations", "animated", "motion", "micro interactions"],
  },
  { key: "illustrations", quote: "custom-illustrations", words: ["illustration", "illustrations", "drawings"] },
  { key: "ui-upgrade", customizer: "ui-upgrade", words: ["ui upgrade", "premium ui"] },
  { key: "logo", quote: "logo-design", customizer: "logo", words: ["logo", "logos", "logo design"] },
  {
    key: "brand",
    quote: "brand-guidelines",
    customizer: "branding",
    words: ["brand guidelines", "brand guide", "branding", "brand identity", "brand kit", "style guide"],
  },
  {
    key: "copywriting",
    quote: "professional-copywriting",
    customizer: "copywriting",
    words: [
      "copywriting",
      "copy writing",
      "copywriter",
      "content writing",
      "write the text",
      "write the content",
      "write my content",
      "texts written",
      "write the words",
      "write the copy",
      "write our content",
      "write our copy",
      "write my copy",
    ],
    weakWords: ["copy", "writing"],
  },
  {
    key: "photography",
    quote: "photography-package",
    words: ["photography", "photos", "photo shoot", "photoshoot", "photographer", "photo"],
    weakWords: ["pictures", "images"],
  },
  { key: "video", quote: "video-production", words: ["video", "videos", "video production", "promo video", "film"] },
  {
    key: "ecommerce",
    quote: "basic-ecommerce",
    customizer: "ecommerce",
    words: [
      "ecommerce",
      "e commerce",
      "online store",
      "online shop",
      "webshop",
      "web shop",
      "ecom",
      "sell online",
      "sell products",
      "selling online",
      "checkout",
      "shopping cart",
      "e commerce store",
    ],
    weakWords: ["shop", "store", "cart", "products"],
  },
  {
    key: "advanced-ecommerce",
    quote: "advanced-ecommerce",
    words: ["advanced ecommerce", "advanced e commerce", "product variants", "variants", "customer accounts"],
  },
  {
    key: "dropshipping",
    quote: "dropshipping-platform",
    words: ["dropshipping", "drop shipping", "dropship", "drop ship"],
  },
  {
    key: "marketplace",
    quote: "multi-vendor-marketplace",
    words: [
      "marketplace",
      "multi vendor",
      "multivendor",
      "vendors",
      "other sellers",
      "sellers",
      "take a cut",
      "take a commission",
      "commission on each",
      "platform connecting",
    ],
  },
  {
    key: "subscription",
    quote: "subscription-ecommerce",
    words: [
      "subscription",
      "subscriptions",
      "recurring billing",
      "subscription box",
      "subscription boxes",
      "monthly boxes",
    ],
  },
  {
    key: "inventory",
    quote: "inventory-management",
    words: ["inventory", "stock levels", "stock management", "inventory tracking", "inventory management"],
    weakWords: ["stock"],
  },
  {
    key: "booking",
    quote: "booking-system",
    customizer: "booking-system",
    words: [
      "booking system",
      "booking",
      "bookings",
      "book appointments",
      "appointments",
      "appointment",
      "reservations",
      "online reservations",
      "reserve a table",
      "reserve tables",
      "book a table",
      "book tables",
      "table booking",
      "table bookings",
      "table reservations",
      "scheduling",
      "book online",
    ],
    weakWords: ["calendar"],
  },
  {
    key: "membership",
    quote: "membership-portal",
    customizer: "user-accounts",
    words: [
      "membership",
      "memberships",
      "members",
      "member area",
      "members only",
      "gated content",
      "user accounts",
      "login",
      "log in",
      "sign in",
      "member login",
      "membership portal",
    ],
    weakWords: ["accounts"],
  },
  {
    key: "chatbot",
    quote: "ai-chatbot",
    words: ["chatbot", "chat bot", "chatbots", "ai chatbot", "ai assistant", "bot", "chat assistant", "live chat"],
  },
  {
    key: "languages",
    quote: "multi-language",
    words: [
      "multi language",
      "multilingual",
      "languages",
      "translation",
      "translations",
      "translate",
      "translated",
      "bilingual",
      "spanish",
      "french",
      "german",
      "italian",
      "portuguese",
      "dutch",
      "chinese",
      "arabic",
      "japanese",
    ],
  },
  { key: "crm", quote: "crm-integration", words: ["crm", "hubspot", "salesforce", "pipedrive", "crm integration"] },
  {
    key: "api",
    quote: "api-integrations",
    customizer: "api-integration",
    words: [
      "api",
      "apis",
      "api integration",
      "api integrations",
      "third party",
      "erp",
      "payment gateway",
      "shipping integration",
    ],
    weakWords: ["integration", "integrations", "integrate", "connect"],
  },
  {
    key: "seo",
    quote: "advanced-seo",
    customizer: "seo-premium",
    words: [
      "seo",
      "search engine",
      "google ranking",
      "rank on google",
      "keywords",
      "advanced seo",
      "premium seo",
      "find us on google",
      "found on google",
      "show up on google",
      "show up in google",
      "top of google",
    ],
  },
  {
    key: "social",
    quote: "social-media-integration",
    words: ["social media", "instagram", "facebook", "social feed", "tiktok", "social"],
  },
  {
    key: "email-marketing",
    quote: "email-marketing",
    words: ["email marketing", "newsletter", "newsletters", "mailchimp", "mailing list", "email campaigns"],
  },
  {
    key: "analytics",
    quote: "analytics-dashboard",
    customizer: "analytics",
    words: ["analytics", "dashboard", "reporting", "google analytics", "statistics", "traffic reports"],
    weakWords: ["stats", "tracking"],
  },
  { key: "blog", customizer: "blog-setup", words: ["blog", "blog setup", "blog set up", "articles", "news section"] },
  {
    key: "contact-forms",
    customizer: "contact-forms",
    words: ["contact forms", "advanced contact forms", "multi step forms", "file uploads", "file upload"],
  },
  { key: "database", customizer: "database", words: ["database", "custom database", "listings", "directory"] },
  {
    key: "priority-support",
    customizer: "priority-support",
    words: ["priority support", "same day support", "same day fixes"],
  },
  {
    key: "training",
    customizer: "training",
    words: ["training", "team training", "teach us", "train my team", "train our team"],
  },
];

export const ADD_ON_CONCEPTS: readonly AddOnConcept[] = SOURCES.map((source) => {
  const quote = source.quote ? QUOTE_ADD_ONS.find((item) => item.id === source.quote) : undefined;
  const customizer = source.customizer ? CUSTOMIZER_ADD_ONS.find((item) => item.id === source.customizer) : undefined;
  if ((source.quote && !quote) || (source.customizer && !customizer))
    throw new Error(`Unknown add-on in ${source.key}`);
  const names = [quote?.name, customizer?.name, quote?.id, customizer?.id].filter(
    (name): name is string => typeof name === "string",
  );
  return { key: source.key, quote, customizer, words: [...names, ...source.words], weakWords: source.weakWords };
});

export function conceptByKey(key: string): AddOnConcept {
  const concept = ADD_ON_CONCEPTS.find((item) => item.key === key);
  if (!concept) throw new Error(`No add-on ${key}`);
  return concept;
}

/** The largest store Basic E-commerce takes, read from its description ("Up to 50 products"). */
export const BASIC_STORE_PRODUCTS = Number(
  /up to (\d+) products/i.exec(conceptByKey("ecommerce").quote?.description ?? "")?.[1] ?? 50,
);
