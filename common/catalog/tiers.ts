/**
 * Service tiers of the Services page (docs/product/pricing.md § Service tiers).
 * The quote builder, contact form, reservation wizard, intake form and the
 * chat assistant read their tier names, keys, prices and timelines from here.
 */
export const TIER_KEYS = ["landing", "essential", "business", "enterprise"] as const;
export type TierKey = (typeof TIER_KEYS)[number];

export interface ServiceTier {
  key: TierKey;
  name: string;
  subtitle?: string;
  /** Starting price in whole dollars. */
  startingPrice: number;
  /** Price text as the Services page shows it. */
  priceText: string;
  timeline: string;
  description: string;
  value: string;
  features: string[];
  addOns: string[];
  popular: boolean;
  entryLevel: boolean;
  /** Accent colour token of the tier card. */
  color: "lime" | "cyan" | "magenta" | "violet";
  bestFor: string;
  /** Highlight label: "Entry Level" or "Most Chosen". */
  label?: string;
}

export const SERVICE_TIERS: readonly ServiceTier[] = [
  {
    key: "landing",
    name: "Landing Page Package",
    subtitle: "One page, one goal",
    startingPrice: 1000,
    priceText: "starting at $1,000+",
    timeline: "1-2 weeks",
    description: "A single, high-converting page for a launch, a campaign or a new offer.",
    value: "Start collecting leads within two weeks",
    features: [
      "One custom-designed, responsive landing page",
      "Conversion-focused copy structure",
      "Lead capture form with email notification",
      "On-page SEO and social sharing tags",
      "Analytics set-up",
      "30-day post-launch support",
    ],
    addOns: ["Extra sections", "Copywriting", "A/B test variant"],
    popular: false,
    entryLevel: true,
    color: "lime",
    bestFor: "Launches, campaigns and validating a new idea",
    label: "Entry Level",
  },
  {
    key: "essential",
    name: "Foundation",
    subtitle: "Essential web presence",
    startingPrice: 3500,
    priceText: "$3,500+",
    timeline: "2-3 weeks",
    description: "A fast, professional website that makes a small business look as good as it is.",
    value: "A credible presence that turns visitors into inquiries",
    features: [
      "Up to 5 custom-designed pages",
      "Mobile-first, responsive build",
      "Contact form and click-to-call",
      "Technical SEO foundations",
      "Performance-tuned hosting set-up",
      "30-day post-launch support",
    ],
    addOns: ["Logo design", "Copywriting", "Blog set-up"],
    popular: false,
    entryLevel: false,
    color: "cyan",
    bestFor: "Small businesses and professionals",
  },
  {
    key: "business",
    name: "Growth Engine",
    subtitle: "Advanced business features",
    startingPrice: 6000,
    priceText: "$6,000+",
    timeline: "3-4 weeks",
    description: "A conversion machine with the content tools and integrations a growing business needs.",
    value: "More leads and sales from the traffic you already have",
    features: [
      "Up to 15 custom-designed pages",
      "Content management system",
      "Advanced SEO and analytics dashboards",
      "CRM and email-marketing integration",
      "Booking or quote request flows",
      "90-day post-launch support",
    ],
    addOns: ["E-commerce", "Multi-language", "AI chatbot"],
    popular: true,
    entryLevel: false,
    color: "magenta",
    bestFor: "Growing businesses ready to scale their marketing",
    label: "Most Chosen",
  },
  {
    key: "enterprise",
    name: "Market Leader",
    subtitle: "Premium enterprise solution",
    startingPrice: 12000,
    priceText: "$12,000+",
    timeline: "4-8 weeks",
    description: "A bespoke digital platform with custom functionality, integrations and ongoing care.",
    value: "A platform that sets the standard in your market",
    features: [
      "Unlimited custom pages and templates",
      "Custom web application features",
      "Unlimited third-party integrations",
      "E-commerce or membership platform",
      "Performance monitoring and priority support",
      "Dedicated project lead",
    ],
    addOns: ["Multi-vendor marketplace", "Membership portal", "Custom API"],
    popular: false,
    entryLevel: false,
    color: "violet",
    bestFor: "Established companies and ambitious platforms",
  },
];

export function tierByKey(key: string): ServiceTier | undefined {
  return SERVICE_TIERS.find((tier) => tier.key === key);
}
