/**
 * Services and Packages page copy (docs/product/public-site.md § Services, § Packages page).
 * Tiers and packages themselves — names, prices, timelines, features — come
 * only from common/catalog (docs/decisions/003-one-catalog.md).
 */

import { PROMISES } from "#common/company/facts";

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  features: string[];
  color: "cyan" | "lime" | "magenta" | "violet";
  badge?: "Popular" | "Trending";
}

export interface ProcessStep {
  title: string;
  text: string;
}

export const servicesIntro = {
  eyebrow: "Services & pricing",
  title: "Websites engineered to grow your business",
  lead: "Transparent starting prices, fixed timelines and handcrafted code. Pick the tier that fits today — every project is scoped to your goals before we begin.",
};

export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    id: "custom-websites",
    title: "Custom Website Design",
    description:
      "Bespoke, conversion-focused websites designed around your brand and your customers — never a template.",
    features: ["Brand-aligned design system", "Mobile-first layouts", "Conversion-focused page structure"],
    color: "cyan",
    badge: "Popular",
  },
  {
    id: "digital-platforms",
    title: "Web Applications & Platforms",
    description:
      "Client portals, booking systems and internal tools that replace spreadsheets and save your team hours.",
    features: ["User accounts and roles", "Dashboards and reporting", "Secure, scalable back end"],
    color: "violet",
  },
  {
    id: "ecommerce",
    title: "E-commerce Development",
    description: "Fast storefronts with frictionless checkout, built to turn browsers into repeat buyers.",
    features: ["Custom product pages", "Secure payments", "Inventory and order flows"],
    color: "magenta",
    badge: "Popular",
  },
  {
    id: "ai-assistants",
    title: "AI Chat Assistants",
    description: "On-brand assistants that answer questions, qualify leads and book calls around the clock.",
    features: ["Trained on your own content", "Lead capture hand-off", "Human escalation"],
    color: "lime",
    badge: "Trending",
  },
  {
    id: "seo-performance",
    title: "SEO & Performance",
    description: "Technical SEO, structured data and Core Web Vitals tuning that help customers find you and stay.",
    features: ["Technical SEO audit", "Structured data", "Core Web Vitals optimization"],
    color: "cyan",
    badge: "Trending",
  },
  {
    id: "redesign",
    title: "Website Redesign",
    description: "A modern rebuild of the site you've outgrown, keeping the rankings and content that already work.",
    features: ["Content and SEO migration", "Redirect mapping", "Refreshed visual identity"],
    color: "violet",
  },
  {
    id: "ongoing-support",
    title: "Ongoing Support",
    description: "Updates, monitoring, backups and monthly improvements so your site keeps getting better.",
    features: ["Security and software updates", "Uptime monitoring", "Monthly improvement hours"],
    color: "lime",
  },
];

export const ECOMMERCE_CARDS: readonly ServiceCard[] = [
  {
    id: "custom-storefront",
    title: "Custom Storefronts",
    description: "A fast, branded shop with product filtering, reviews and a checkout built for mobile buyers.",
    features: ["Product catalog and filters", "One-page checkout", "Abandoned-cart recovery"],
    color: "cyan",
  },
  {
    id: "subscriptions",
    title: "Subscription Commerce",
    description: "Recurring boxes, memberships and replenishment orders with self-service account management.",
    features: ["Recurring billing", "Pause, skip and swap", "Customer portal"],
    color: "lime",
  },
  {
    id: "marketplaces",
    title: "Multi-Vendor Marketplaces",
    description: "Platforms where independent sellers list, sell and get paid — with you in control.",
    features: ["Vendor onboarding", "Split payouts", "Commission rules"],
    color: "magenta",
  },
  {
    id: "dropshipping",
    title: "Dropshipping Platforms",
    description: "Supplier-connected stores that sync products, stock and orders automatically.",
    features: ["Supplier catalog sync", "Automated order routing", "Live stock levels"],
    color: "violet",
  },
];

/** The four-step development process (the full seven steps are on /process). */
export const DEVELOPMENT_STEPS: readonly ProcessStep[] = [
  { title: "Discover", text: "Goals, audience and competitors mapped in a focused strategy session." },
  { title: "Design", text: "Wireframes and a clickable prototype you approve before any code is written." },
  { title: "Develop", text: "Hand-coded, tested on real devices and tuned for speed and search." },
  { title: "Launch", text: "A careful go-live with analytics, training and post-launch support." },
];

/** How a free consultation turns into a project: proposal within 24 hours (docs/product/lead-capture.md § Promises). */
export const CONSULTATION_STEPS: readonly ProcessStep[] = [
  {
    title: "Book a free call",
    text: "Tell us about your business and goals in a relaxed 30-60 minute conversation. No obligation, no sales script.",
  },
  {
    title: "Receive your proposal",
    text: `Within ${PROMISES.proposalHoursAfterConsultation} hours of the call you get a written proposal with scope, timeline and a fixed price.`,
  },
  {
    title: "Kick off your project",
    text: "Approve the proposal, choose your start date and meet the team that will build your site.",
  },
];

export const strategySession = {
  title: "Claim your free strategy session",
  text: "In one call we'll review your current site, pinpoint the quickest wins and recommend the right tier — whether or not you work with us.",
};

export const packagesIntro = {
  eyebrow: "Website packages",
  title: "Clear packages. Predictable results.",
  lead: "Three proven packages with clear starting prices and timelines. Start from the one that fits and customize it with exactly the features you need.",
};

export const PACKAGE_PROCESS: readonly ProcessStep[] = [
  {
    title: "Consultation",
    text: "We discuss your goals, audience and must-have features, then confirm the right package.",
  },
  { title: "Design", text: "You review page designs and an interactive prototype, with revisions included." },
  { title: "Development", text: "We build, test and optimize your site, keeping you updated every week." },
  {
    title: "Launch & support",
    text: "We launch, train your team and support you for the period your package includes.",
  },
];

export const packagesCta = {
  title: "Not sure which package is right?",
  text: "Book a free consultation or run a free audit of your current website. We'll give you an honest recommendation, with no obligation.",
};
