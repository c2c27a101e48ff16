import { SERVICE_TIERS, tierByKey } from "#common/catalog";
import { PAYMENT_TERMS, PROMISES, WARRANTY_DAYS } from "#common/company/facts";

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
export const FAQ_FILTERS = [
  { value: "all", label: "All Questions" },
  { value: "communication", label: "Communication" },
  { value: "process", label: "Process" },
  { value: "billing", label: "Billing" },
  { value: "post-launch", label: "Post-Launch" },
  { value: "expansion", label: "Expansion" },
] as const;

export type FaqCategory = Exclude<(typeof FAQ_FILTERS)[number]["value"], "all">;

export interface Faq {
  category: FaqCategory;
  question: string;
  answer: string;
}

const timelines = SERVICE_TIERS.map((tier) => `${tier.name} ${tier.timeline}`).join(", ");
const paymentTerms = PAYMENT_TERMS.map((term) => `${term.share}% ${term.milestone}`).join(", ");
const supportPeriods = SERVICE_TIERS.flatMap((tier) => {
  const feature = tier.features.find((text) => /post-launch support/i.test(text));
  const days = feature ? /(\d+)-day/.exec(feature)?.[1] : undefined;
  return days ? [`${days} days with ${tier.name}`] : [];
}).join(", ");
const growthAddOns = tierByKey("business")?.addOns.join(", ").toLowerCase();

export const FAQS: readonly Faq[] = [
  {
    category: "communication",
    question: "How often will I hear from you?",
    answer: `Every week. You get a written project update each week until launch: what we finished, what comes next and anything we need from you. Messages get a reply within ${PROMISES.responseHours} hours.`,
  },
  {
    category: "communication",
    question: "Where do files, feedback and approvals live?",
    answer:
      "In your client portal: milestones, documents, messages and invoices in one place. Email works too, and we file anything you send there.",
  },
  {
    category: "process",
    question: "How long will my website take?",
    answer: `It depends on the package: ${timelines}. The clock starts once we have your content and brand assets; add-ons can extend it, and we agree the date before we start.`,
  },
  {
    category: "process",
    question: "What do you need from me to get started?",
    answer:
      "Your goals, your brand assets (logo, colors, fonts), your content or key messages, and access to your domain and any tools we connect. The intake form gathers it in a few minutes.",
  },
  {
    category: "process",
    question: "When will I see the design?",
    answer:
      "In the Design & Prototyping phase you review a clickable prototype of the key pages. Development starts only after you approve it.",
  },
  {
    category: "billing",
    question: "How does payment work?",
    answer: `In three parts: ${paymentTerms}. Each invoice appears in your portal with its due date.`,
  },
  {
    category: "billing",
    question: "How can I pay an invoice?",
    answer:
      "By bank transfer, or by a secure card payment link that we send with the invoice. You never enter card details on our site.",
  },
  {
    category: "post-launch",
    question: "What happens after launch?",
    answer: `Every launch comes with a ${WARRANTY_DAYS}-day warranty: anything that does not work as agreed, we fix at no cost. Post-launch support is included too (${supportPeriods}); Market Leader adds performance monitoring and priority support.`,
  },
  {
    category: "post-launch",
    question: "Can I update the website myself?",
    answer:
      "Yes. Growth Engine and Market Leader sites come with a content management system, and we walk you through it before launch so your team can edit pages with confidence.",
  },
  {
    category: "expansion",
    question: "Can we add features later?",
    answer: `Yes. Sites are built to grow: popular additions such as ${growthAddOns} can be added after launch. The custom quote builder shows every add-on and its price.`,
  },
  {
    category: "expansion",
    question: "We have outgrown our package. Can we move up?",
    answer:
      "Yes. Tell us where you want to go and we scope the step up from what you already have, so nothing is thrown away.",
  },
];

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
