/**
 * Portfolio content (docs/product/public-site.md § Portfolio). Metrics are the stated
 * claims (docs/product/public-site.md § Stated claims); sample project timelines run 3 to 10 weeks.
 * Each project's pictures are screenshots of its pages in app/content/portfolio-images/, named by its id.
 */
import type { PackageId } from "#common/catalog";
import { PUBLISHED_REVIEWS, TRACK_RECORD } from "#common/company/facts";
import type { PortfolioProjectId } from "#common/content/portfolio-projects";
import { CASE_STUDIES } from "./case-studies";

export interface Metric {
  value: string;
  label: string;
}

export interface PortfolioProject {
  id: PortfolioProjectId;
  title: string;
  subtitle?: string;
  category: string;
  description: string;
  metrics: [Metric, Metric, Metric];
  tech: string[];
  color: "cyan" | "lime";
  /** Shown in the address bar of the browser window around its screenshot. */
  displayUrl: string;
  liveUrl: string;
  features: string[];
  flagship: boolean;
}

export const flagshipIntro = {
  eyebrow: "Portfolio",
  title: "Flagship work that moves the numbers",
  lead: "Two projects we're proud to put our name to: our own studio website and a project-management platform for a growing construction company.",
};

export const FLAGSHIP_PROJECTS: readonly PortfolioProject[] = [
  {
    id: "meridian-studio",
    title: CASE_STUDIES["meridian-studio"].title,
    subtitle: "Our own agency website",
    category: CASE_STUDIES["meridian-studio"].category,
    description:
      "The site you're on: a prerendered, hand-coded marketing site with a package customizer, a quote builder, a free website audit and an AI assistant — built to show what we build for clients.",
    metrics: [
      { value: "98%", label: "Performance score" },
      { value: "240%", label: "Conversion boost" },
      { value: "24H", label: "Response time" },
    ],
    tech: ["React 19", "React Router 7", "TypeScript", "Tailwind CSS", "Hono", "PostgreSQL"],
    color: "cyan",
    displayUrl: CASE_STUDIES["meridian-studio"].displayUrl,
    liveUrl: "https://meridianstudio.dev",
    features: [
      "Prerendered pages with near-zero layout shift",
      "Interactive package customizer and quote builder",
      "Free website audit tool",
      "AI assistant available 24/7",
    ],
    flagship: true,
  },
  {
    id: "keystone-buildworks",
    title: CASE_STUDIES["keystone-buildworks"].title,
    subtitle: "Construction project platform",
    category: CASE_STUDIES["keystone-buildworks"].category,
    description:
      "A client-facing website and project platform for a commercial construction firm: bids, schedules, site photos and change orders in one place, replacing email chains and spreadsheets.",
    metrics: [
      { value: "165%", label: "Efficiency gain" },
      { value: "98%", label: "Performance score" },
      { value: "5★", label: "Client rating" },
    ],
    tech: ["React", "TypeScript", "Node.js", "PostgreSQL", "Tailwind CSS"],
    color: "lime",
    displayUrl: CASE_STUDIES["keystone-buildworks"].displayUrl,
    liveUrl: "https://keystone-buildworks.com",
    features: [
      "Project dashboards for clients and site managers",
      "Online bid requests with file uploads",
      "Schedule and milestone tracking",
      "Mobile-first for crews on site",
    ],
    flagship: true,
  },
];

export const flagshipResults = {
  title: "Results that speak for themselves",
  lead: "We measure every launch. These are the numbers our flagship projects deliver.",
  metrics: [
    { value: "240%", label: "Conversion boost" },
    { value: "98%", label: "Performance score" },
    { value: "165%", label: "Efficiency gain" },
  ] satisfies Metric[],
};

export const flagshipCta = {
  title: "Your project could be next",
  text: "Tell us what you want your website to achieve. We'll show you how we'd get there, with a clear scope and price.",
};

type SampleProjectId = Exclude<PortfolioProjectId, "meridian-studio" | "keystone-buildworks">;

export interface SampleProject {
  id: SampleProjectId;
  title: string;
  category: string;
  description: string;
  results: { performance: string; conversion: string; engagement: string };
  technologies: string[];
  /** Kickoff to launch, including content, add-ons and review rounds — so it
   * runs longer than the starting package's own build time. */
  timeline: string;
  /** The catalog package this project started from (before add-ons). */
  packageId?: PackageId;
}

export const lightPortfolioIntro = {
  eyebrow: "Our work",
  title: "Websites that deliver measurable results",
  lead: "A selection of recent client projects across industries — each designed and built from scratch around the client's goals.",
};

export const sampleProjectsSection = {
  eyebrow: "Case studies",
  title: "Recent client projects",
  lead: "Each project started from one of our packages. Its timeline runs from kickoff to launch, including content, add-ons and review rounds, so it is longer than the package's build time alone.",
};

/** Each sample project's three results on its card; the rest of it is its case study (case-studies.ts). */
const SAMPLE_RESULTS: Record<SampleProjectId, SampleProject["results"]> = {
  "harbor-dental": { performance: "+62%", conversion: "+48%", engagement: "+35%" },
  "northline-outfitters": { performance: "+74%", conversion: "+56%", engagement: "+41%" },
  "brightpath-learning": { performance: "+58%", conversion: "+39%", engagement: "+52%" },
  ledgerly: { performance: "+55%", conversion: "+44%", engagement: "+29%" },
  "casa-verde": { performance: "+68%", conversion: "+51%", engagement: "+46%" },
  "atlas-logistics": { performance: "+71%", conversion: "+63%", engagement: "+38%" },
};

const SAMPLE_PROJECT_IDS = Object.keys(SAMPLE_RESULTS) as SampleProjectId[];

export const SAMPLE_PROJECTS: readonly SampleProject[] = SAMPLE_PROJECT_IDS.map((id) => {
  const study = CASE_STUDIES[id];
  return {
    id,
    title: study.title,
    category: study.category,
    description: study.summary,
    results: SAMPLE_RESULTS[id],
    technologies: study.technologies,
    timeline: study.timeline,
    packageId: study.packageId,
  };
});

/** Stated claims (docs/product/public-site.md § Stated claims). */
export const LIGHT_PORTFOLIO_METRICS: readonly Metric[] = [
  { value: TRACK_RECORD.projects, label: "Projects delivered" },
  { value: TRACK_RECORD.satisfaction, label: "Client satisfaction" },
  { value: "24h", label: "Response time" },
  { value: PUBLISHED_REVIEWS.average, label: `Average rating, ${PUBLISHED_REVIEWS.count} review` },
];

export interface Testimonial {
  name: string;
  company: string;
  role: string;
  rating: number;
  text: string;
  project: string;
  results: string;
}

export const SAMPLE_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Dr. Emily Carter",
    company: "Harbor Dental Studio",
    role: "Practice Owner",
    rating: 5,
    text: "Our new site finally reflects the care we give patients. Appointment requests come in every day now, and the team made the whole process easy.",
    project: "Practice website",
    results: "More appointment requests from day one",
  },
  {
    name: "James Whitfield",
    company: "Northline Outfitters",
    role: "Founder",
    rating: 5,
    text: "The store is fast on every phone we tested, and checkout is so simple our abandoned carts dropped right away. They think like owners.",
    project: "E-commerce storefront",
    results: "A faster checkout and fewer abandoned carts",
  },
  {
    name: "Priya Raman",
    company: "Ledgerly Accounting",
    role: "Managing Partner",
    rating: 5,
    text: "Clear proposal, fixed price, delivered on schedule. Clients tell us the new site makes us look like the established firm we are.",
    project: "Firm website",
    results: "On time and on budget",
  },
];

export const lightPortfolioCta = {
  title: "Let's create your success story",
  text: "Tell us about your goals and we'll recommend the right package, timeline and next steps within 24 hours.",
};
