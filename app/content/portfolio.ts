/**
 * The portfolio page's own words (docs/product/public-site.md § Portfolio); the projects, their figures and the
 * clients' words are the records of app/content/projects.ts. Metrics are the stated claims
 * (docs/product/public-site.md § Stated claims).
 */
import { PROMISES, PUBLISHED_REVIEWS, TRACK_RECORD } from "#common/company/facts";
import { HEADLINE_RESULTS } from "./projects";

export interface Metric {
  value: string;
  label: string;
}

export const flagshipIntro = {
  eyebrow: "Portfolio",
  title: "Flagship work that moves the numbers",
  lead: "Selected work: our own studio website, a project platform for a growing construction company, and six client websites across industries.",
};

export const flagshipResults = {
  title: "Results that speak for themselves",
  lead: "We measure every launch. These are the numbers our flagship projects deliver.",
  metrics: HEADLINE_RESULTS.map(({ value, label }) => ({ value, label })) satisfies Metric[],
};

export const moreWorkSection = {
  eyebrow: "Selected work",
  title: "More client projects",
  lead: "Each client project started from one of our packages. Its timeline runs from kickoff to launch, including content, add-ons and review rounds.",
};

export const flagshipCta = {
  title: "Your project could be next",
  text: "Tell us what you want your website to achieve. We'll show you how we'd get there, with a clear scope and price.",
};

export const lightPortfolioIntro = {
  eyebrow: "Our work",
  title: "Websites that deliver measurable results",
  lead: "A selection of recent client projects across industries — each designed and built from scratch around the client's goals.",
};

export const selectedWorkSection = {
  eyebrow: "Case studies",
  title: "Selected work",
  lead: "Each client project started from one of our packages. Its timeline runs from kickoff to launch, including content, add-ons and review rounds, so it is longer than the package's build time alone.",
};

/** Stated claims (docs/product/public-site.md § Stated claims). */
export const LIGHT_PORTFOLIO_METRICS: readonly Metric[] = [
  { value: TRACK_RECORD.projects, label: "Projects delivered" },
  { value: TRACK_RECORD.satisfaction, label: "Client satisfaction" },
  { value: `${PROMISES.responseHours}h`, label: "Response time" },
  { value: PUBLISHED_REVIEWS.average, label: `Average rating, ${PUBLISHED_REVIEWS.count} review` },
];

export const lightPortfolioCta = {
  title: "Let's create your success story",
  text: "Tell us about your goals and we'll recommend the right package, timeline and next steps within 24 hours.",
};
