/**
 * The audit's messages and recommendation groups, in a module of their own:
 * the request schemas (audit-schema.ts) and the zod-free result helpers
 * (audit-result.ts) both need them, and neither should import the other for it.
 */

/** The audit's website address message (docs/product/website-audit.md § Address rules). */
export const WEBSITE_URL_REQUIRED = "Please enter a website URL";
/** The manual-analysis request's email message: the contact form's own words. */
export const MANUAL_REQUEST_EMAIL_MESSAGE = "Please enter a valid email address";

export const RECOMMENDATION_GROUPS = [
  "performance",
  "seo",
  "security",
  "mobile",
  "accessibility",
  "technical",
] as const;
export type RecommendationGroup = (typeof RECOMMENDATION_GROUPS)[number];
