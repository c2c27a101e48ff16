/**
 * The audit's request message, result shape and result cases
 * (docs/product/website-audit.md § Result cases), without zod: the /tools page renders results and chooses their
 * case with these before the request schema (audit-schema.ts) is fetched on
 * first use. The recommendation types are derived from that module's
 * schemas; type imports are erased, so zod stays out of the page.
 */
import { CONTACT_ANALYSIS_SERVICE, CONTACT_SERVICE_PARAM, CONTACT_WEBSITE_PARAM } from "../forms/contact-address";
import type { LighthouseData, Recommendations } from "./audit-schema";

// The messages and groups live in audit-constants.ts; the /tools page imports them from here.
export {
  MANUAL_REQUEST_EMAIL_MESSAGE,
  RECOMMENDATION_GROUPS,
  type RecommendationGroup,
  WEBSITE_URL_REQUIRED,
} from "./audit-constants";
export type { LighthouseData, Recommendation, Recommendations } from "./audit-schema";

/** POST /api/audit/manual-request → 201 with this body. */
export interface ManualRequestResponse {
  message: string;
  /** The address the report goes to, as stored. */
  email: string;
}

/** The audit result, returned under `audit` (docs/product/website-audit.md § Result cases). */
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

/** The result has three cases, chosen by the recommendations content (docs/product/website-audit.md § Result cases). */
export function auditCase(recommendations: Recommendations): AuditCase {
  if (recommendations.error) return "access-error";
  if (recommendations.analysis) return "request-submitted";
  return "report";
}

/**
 * The contact form in audit mode (docs/product/lead-capture.md § Audit mode: `/contact?service=analysis`)
 * with the audited address filled in, for CONTACT FOR MANUAL ANALYSIS and
 * PROVIDE ADDITIONAL DETAILS.
 */
export function manualAnalysisContactPath(websiteUrl: string): string {
  const params = new URLSearchParams({ [CONTACT_SERVICE_PARAM]: CONTACT_ANALYSIS_SERVICE });
  if (websiteUrl) params.set(CONTACT_WEBSITE_PARAM, websiteUrl);
  return `/contact?${params.toString()}`;
}
