import { z } from "zod";
import { formTokenSchema } from "../forms/form-token";
import { hasScheme, normaliseWebAddress } from "../forms/web-address";
import { MANUAL_REQUEST_EMAIL_MESSAGE, RECOMMENDATION_GROUPS, WEBSITE_URL_REQUIRED } from "./audit-constants";

export * from "./audit-constants";

const typedAddress = z
  .string({ error: WEBSITE_URL_REQUIRED })
  .trim()
  .min(1, WEBSITE_URL_REQUIRED)
  .max(2048, "That address is too long");

/**
 * POST /api/audit body. A bare domain gets https:// (docs/product/website-audit.md § Address rules);
 * `protocolTyped` records whether the visitor wrote the protocol, because an
 * address typed without one may fall back to http:// when https:// cannot be
 * reached. Whether the address may be contacted is decided on the server.
 */
export const auditRequestSchema = z.object({ websiteUrl: typedAddress }).transform(({ websiteUrl }) => ({
  websiteUrl: normaliseWebAddress(websiteUrl),
  protocolTyped: hasScheme(websiteUrl),
}));
export type AuditRequest = z.input<typeof auditRequestSchema>;

/**
 * POST /api/audit/manual-request body: the address the audit could not
 * analyse (as the audit result names it) and where to send the manual report.
 * The email is trimmed and lower-cased, so the same person asking twice is
 * recognised as one lead.
 */
export const manualRequestSchema = z.object({
  websiteUrl: typedAddress.transform(normaliseWebAddress),
  email: z
    .string({ error: MANUAL_REQUEST_EMAIL_MESSAGE })
    .trim()
    .max(254, { error: MANUAL_REQUEST_EMAIL_MESSAGE })
    .pipe(z.email({ error: MANUAL_REQUEST_EMAIL_MESSAGE }))
    .transform((email) => email.toLowerCase()),
  formToken: formTokenSchema,
});
export type ManualRequest = z.input<typeof manualRequestSchema>;

/** One finding: what is wrong, why it matters, how to fix it (docs/product/website-audit.md § Report). */
export const recommendationSchema = z.object({
  id: z.string(),
  group: z.enum(RECOMMENDATION_GROUPS),
  severity: z.enum(["high", "medium", "low"]),
  title: z.string(),
  problem: z.string(),
  impact: z.string(),
  fix: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** `recommendations`: its content selects the result case (docs/product/website-audit.md § Result cases). */
export const recommendationsSchema = z.object({
  error: z.string().optional(),
  suggestions: z.array(z.string()).optional(),
  analysis: z.string().optional(),
  timeline: z.array(z.string()).optional(),
  included: z.array(z.string()).optional(),
  priority: z.array(recommendationSchema).optional(),
  performance: z.array(recommendationSchema).optional(),
  seo: z.array(recommendationSchema).optional(),
  security: z.array(recommendationSchema).optional(),
  mobile: z.array(recommendationSchema).optional(),
  accessibility: z.array(recommendationSchema).optional(),
  technical: z.array(recommendationSchema).optional(),
  /** Why the report is built-in only (e.g. Lighthouse timed out). */
  note: z.string().optional(),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

export const lighthouseDataSchema = z.object({
  fcp: z.number().nullable(),
  lcp: z.number().nullable(),
  cls: z.number().nullable(),
  tbt: z.number().nullable(),
  performance: z.number().nullable().optional(),
  accessibility: z.number().nullable().optional(),
  bestPractices: z.number().nullable().optional(),
  seo: z.number().nullable().optional(),
});
export type LighthouseData = z.infer<typeof lighthouseDataSchema>;
