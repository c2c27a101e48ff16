/**
 * The public pages that need no per-request data: prerendered at build time
 * and listed in sitemap.xml. Later features add their paths here.
 */
export const PRERENDERED_PATHS: string[] = [
  "/",
  "/home",
  "/conservative",
  "/about",
  "/services",
  "/portfolio",
  "/process",
  "/testimonials",
  "/blog",
  "/privacy-policy",
  "/terms-of-service",
  "/reserve-slot",
  "/book-consultation",
  "/client-intake",
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

/** Prerendered but noindex, kept out of sitemap.xml (docs/product/public-site.md § Sitemap and robots). */
export const NOINDEX_PATHS: readonly string[] = [
  "/onboarding",
  "/client-portal",
  "/resources",
  "/portal/login",
  "/portal/set-password",
];
