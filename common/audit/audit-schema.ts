import { z } from "zod";
import { normaliseWebAddress } from "../forms/web-address";
import { RECOMMENDATION_GROUPS, WEBSITE_URL_REQUIRED } from "./audit-result";

export * from "./audit-result";

/**
 * POST /api/audit body (spec 001 §3). A bare domain gets https:// (issue 7 §1);
 * whether the address may be contacted is decided on the server.
 */
export const auditRequestSchema = z.object({
  websiteUrl: z
    .string({ error: WEBSITE_URL_REQUIRED })
    .trim()
    .min(1, WEBSITE_URL_REQUIRED)
    .max(2048, "That address is too long")
    .transform(normaliseWebAddress),
});
export type AuditRequest = z.input<typeof auditRequestSchema>;

/** One finding: what is wrong, why it matters, how to fix it (issue 7 §2). */
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

/** `recommendations` of spec 001 §3: one object whose content selects the result case (§2). */
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
