import { caseStudyPath, PORTFOLIO_PROJECT_IDS } from "./content/portfolio-projects";

/**
 * The public pages that need no per-request data: prerendered at build time
 * and listed in sitemap.xml. Later features add their paths here; the blog's posts, one per file, are added by
 * react-router.config.ts and the sitemap from the files themselves.
 */
export const PRERENDERED_PATHS: string[] = [
  "/",
  "/home",
  "/conservative",
  "/about",
  "/services",
  "/portfolio",
  ...PORTFOLIO_PROJECT_IDS.map(caseStudyPath),
  "/process",
  "/testimonials",
  "/blog",
  "/blog/feed.xml",
  "/privacy-policy",
  "/terms-of-service",
  "/tools",
  "/mood-board",
  "/onboarding",
  "/client-portal",
  "/resources",
  "/portal/login",
  "/portal/set-password",
  "/sitemap.xml",
  "/robots.txt",
];

/**
 * The public pages rendered per request: their address carries a face, a hand-over or a selection, or their
 * form a fresh form token (the contact page, the project start and the two booking pages).
 */
export const SERVER_RENDERED_PAGES: readonly string[] = [
  "/contact",
  "/client-intake",
  "/reserve-slot",
  "/book-consultation",
  "/custom-quote",
  "/customize-package",
];

/** Prerendered but noindex, kept out of sitemap.xml (docs/product/public-site.md § Sitemap and robots). */
export const NOINDEX_PATHS: readonly string[] = [
  "/onboarding",
  "/client-portal",
  "/resources",
  "/portal/login",
  "/portal/set-password",
];
