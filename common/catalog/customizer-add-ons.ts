/** The 15 add-ons of the package customizer (docs/product/pricing.md § Customizer add-ons). */
export const CUSTOMIZER_CATEGORIES = ["Design", "Content", "SEO", "Features", "Technical", "Support"] as const;
export type CustomizerCategory = (typeof CUSTOMIZER_CATEGORIES)[number];

export const CUSTOMIZER_ADD_ON_IDS = [
  "logo",
  "branding",
  "ui-upgrade",
  "copywriting",
  "blog-setup",
  "seo-premium",
  "analytics",
  "contact-forms",
  "booking-system",
  "user-accounts",
  "ecommerce",
  "database",
  "api-integration",
  "priority-support",
  "training",
] as const;
export type CustomizerAddOnId = (typeof CUSTOMIZER_ADD_ON_IDS)[number];

export interface CustomizerAddOn {
  id: CustomizerAddOnId;
  name: string;
  /** Whole dollars. */
  price: number;
  description: string;
  category: CustomizerCategory;
}

export const CUSTOMIZER_ADD_ONS: readonly CustomizerAddOn[] = [
  {
    id: "logo",
    name: "Logo Design",
    price: 350,
    category: "Design",
    description: "A distinctive logo with three concepts and two rounds of refinement.",
  },
  {
    id: "branding",
    name: "Brand Identity Kit",
    price: 750,
    category: "Design",
    description: "Logo, color palette, typography and a one-page brand guide.",
  },
  {
    id: "ui-upgrade",
    name: "Premium UI Upgrade",
    price: 500,
    category: "Design",
    description: "Custom illustrations, micro-interactions and refined motion.",
  },
  {
    id: "copywriting",
    name: "Professional Copywriting",
    price: 450,
    category: "Content",
    description: "Conversion-focused copy for every page, written in your voice.",
  },
  {
    id: "blog-setup",
    name: "Blog Set-up",
    price: 400,
    category: "Content",
    description: "A blog with categories, author pages and three launch articles formatted.",
  },
  {
    id: "seo-premium",
    name: "Premium SEO Package",
    price: 650,
    category: "SEO",
    description: "Keyword research, schema markup and a three-month ranking plan.",
  },
  {
    id: "analytics",
    name: "Analytics Dashboard",
    price: 250,
    category: "SEO",
    description: "Privacy-friendly analytics with goals and a monthly report.",
  },
  {
    id: "contact-forms",
    name: "Advanced Contact Forms",
    price: 300,
    category: "Features",
    description: "Multi-step forms with file uploads and routing to the right inbox.",
  },
  {
    id: "booking-system",
    name: "Booking System",
    price: 800,
    category: "Features",
    description: "Online appointments with calendar sync and email reminders.",
  },
  {
    id: "user-accounts",
    name: "User Accounts",
    price: 950,
    category: "Features",
    description: "Sign-up, sign-in and member-only pages for your customers.",
  },
  {
    id: "ecommerce",
    name: "E-commerce Store",
    price: 1200,
    category: "Features",
    description: "Product catalog, cart, secure checkout and order emails.",
  },
  {
    id: "database",
    name: "Custom Database",
    price: 600,
    category: "Technical",
    description: "Structured data storage for listings, records or inventory.",
  },
  {
    id: "api-integration",
    name: "API Integration",
    price: 700,
    category: "Technical",
    description: "Connect your CRM, ERP or any third-party service.",
  },
  {
    id: "priority-support",
    name: "Priority Support",
    price: 400,
    category: "Support",
    description: "Same-day responses and fixes for six months after launch.",
  },
  {
    id: "training",
    name: "Team Training",
    price: 350,
    category: "Support",
    description: "A recorded two-hour session so your team can run the site.",
  },
];
