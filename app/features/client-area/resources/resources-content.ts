/** Guides & Resources: each opens a link, external ones in a new tab (docs/product/client-area.md § Resources). */
export interface Guide {
  kind: "guide" | "video";
  title: string;
  description: string;
  href: string;
  source: string;
}

export const GUIDES: readonly Guide[] = [
  {
    kind: "guide",
    title: "Our process, step by step",
    description:
      "The seven steps from discovery call to ongoing support, with what each one delivers and how long it takes.",
    href: "/process",
    source: "Our site",
  },
  {
    kind: "guide",
    title: "SEO starter guide",
    description: "Google's own plain-language guide to how search works and what a site owner can influence.",
    href: "https://developers.google.com/search/docs/fundamentals/seo-starter-guide",
    source: "Google Search Central",
  },
  {
    kind: "guide",
    title: "What makes a site feel fast",
    description: "Core Web Vitals explained: the three measures of loading, responsiveness and stability we build to.",
    href: "https://web.dev/articles/vitals",
    source: "web.dev",
  },
  {
    kind: "guide",
    title: "Accessibility, the essentials",
    description: "Why an accessible website reaches more customers, and the principles behind the standard we follow.",
    href: "https://www.w3.org/WAI/fundamentals/accessibility-intro/",
    source: "W3C Web Accessibility Initiative",
  },
  {
    kind: "video",
    title: "Search explained, in short videos",
    description: "Google's Search Central channel: short talks on how your pages get found, crawled and ranked.",
    href: "https://www.youtube.com/@GoogleSearchCentral",
    source: "YouTube · Google Search Central",
  },
  {
    kind: "video",
    title: "Web performance talks",
    description: "Chrome's developer channel: how speed shapes conversions, and what modern sites do about it.",
    href: "https://www.youtube.com/@ChromeForDevelopers",
    source: "YouTube · Chrome for Developers",
  },
];

/** The FAQ filters, in order (docs/product/client-area.md § Resources). */
/** Past Work Examples: example timelines of 4, 6 and 12 weeks (docs/product/client-area.md § Resources). */
export interface PastWorkExample {
  title: string;
  packageKey: "essential" | "business" | "enterprise";
  weeks: number;
  summary: string;
  scope: string[];
}

export const PAST_WORK_EXAMPLES: readonly PastWorkExample[] = [
  {
    title: "Physiotherapy clinic",
    packageKey: "essential",
    weeks: 4,
    summary: "A calm, fast site that answers patients' questions and fills the appointment book.",
    scope: ["Five custom pages", "Appointment request form", "Local SEO for two locations"],
  },
  {
    title: "Home-services company",
    packageKey: "business",
    weeks: 6,
    summary: "A lead engine for a growing team: every service area with its own page, every inquiry in the CRM.",
    scope: ["Service-area pages in a CMS", "Quote request flow connected to the CRM", "Analytics dashboards"],
  },
  {
    title: "B2B wholesale platform",
    packageKey: "enterprise",
    weeks: 12,
    summary: "A trade platform where business customers find products, see their prices and reorder in minutes.",
    scope: ["Trade customer accounts", "Searchable product catalog", "Ordering linked to the inventory system"],
  },
];
