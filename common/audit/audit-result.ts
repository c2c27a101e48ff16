/**
 * The audit's request message, result shape and result cases (spec 001 §2,
 * §3, §5), without zod: the /tools page renders results and chooses their
 * case with these before the request schema (audit-schema.ts) is fetched on
 * first use. The recommendation types are derived from that module's
 * schemas; type imports are erased, so zod stays out of the page.
 */
import type { LighthouseData, Recommendations } from "./audit-schema";

export type { LighthouseData, Recommendation, Recommendations } from "./audit-schema";

/** Spec 001 §5: the only audit validation message. */
export const WEBSITE_URL_REQUIRED = "Please enter a website URL";

export const RECOMMENDATION_GROUPS = [
  "performance",
  "seo",
  "security",
  "mobile",
  "accessibility",
  "technical",
] as const;
export type RecommendationGroup = (typeof RECOMMENDATION_GROUPS)[number];

/** The audit result of spec 001 §3, returned under `audit`. */
export interface AuditResult {
  id?: number;
  websiteUrl: string;
  loadTime: number;
  overallScore: number;
  performanceScore: number;
  accessibilityScore: number;
  securityScore: number;
  seoScore: number;
  mobileScore: number;
  technicalScore: number;
  contentScore: number;
  lighthouseData: LighthouseData | null;
  recommendations: Recommendations;
}

export type AuditCase = "access-error" | "request-submitted" | "report";

/** Spec 001 §2: "The result has three cases, chosen by the recommendations content." */
export function auditCase(recommendations: Recommendations): AuditCase {
  if (recommendations.error) return "access-error";
  if (recommendations.analysis) return "request-submitted";
  return "report";
}
