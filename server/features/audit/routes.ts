import { Hono } from "hono";
import type { ManualRequestResponse } from "#common/audit/audit-result.ts";
import { auditRequestSchema, manualRequestSchema } from "#common/audit/audit-schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { recordAttribution } from "#server/features/analytics/attribution.ts";
import { HttpError } from "#server/http/errors.ts";
import { readJson } from "#server/http/read-json.ts";
import { rateLimitByAddress } from "#server/rate-limit/middleware.ts";
import type { RateLimitRule } from "#server/rate-limit/rate-limiter.ts";
import { createLighthouseQueue } from "./lighthouse/lighthouse-queue.ts";
import { requestManualAnalysis } from "./manual-request.ts";
import { findAuditReport, REPORT_NOT_FOUND } from "./report.ts";
import { type AuditOptions, runAudit } from "./service.ts";

/** Each audit fetches a stranger's site and may start a browser: tighter than other public writes. */
export const AUDIT_LIMITS: RateLimitRule[] = [
  { windowMs: 60_000, max: 5 },
  { windowMs: 3_600_000, max: 30 },
];

/**
 * POST /api/audit {websiteUrl} → 200 {audit} in all three result cases
 * (server-reported errors arrive in recommendations.error); 400 for an
 * address that may not be audited; 429 when busy.
 *
 * POST /api/audit/manual-request {websiteUrl, email} → 201 (200 when merged
 * into the same earlier request) {message, email}: the "request submitted"
 * case's lead, stored with the email the page asks for.
 *
 * GET /api/audit/report/:token → {report} for the read-only page a mailed report links to
 * (docs/product/admin-console.md § Audit card); 404 for an unknown token.
 */
export function auditRoutes(deps: AppDeps, options: Partial<AuditOptions> = {}) {
  if (deps.config.AUDIT_ALLOW_PRIVATE_HOSTS) {
    deps.logger.warn(
      "AUDIT_ALLOW_PRIVATE_HOSTS is on: the website audit may contact loopback and private addresses. Use it for local testing only.",
    );
  }
  const lighthouse = options.lighthouse === undefined ? createLighthouseQueue(deps) : options.lighthouse;
  const routes = new Hono();
  routes.post("/", rateLimitByAddress(deps, "audit", AUDIT_LIMITS), async (c) => {
    const request = await readJson(c, auditRequestSchema);
    const audit = await runAudit(deps, request, { lighthouse, fetch: options.fetch });
    return c.json({ audit });
  });
  routes.post("/manual-request", rateLimitByAddress(deps, "audit-request"), async (c) => {
    const request = await readJson(c, manualRequestSchema);
    const outcome = await requestManualAnalysis(deps, request);
    if (outcome.created) await recordAttribution(deps, c, "submission", outcome.id);
    const body: ManualRequestResponse = {
      message: `Thank you! A specialist will analyse your website by hand and send the report to ${request.email}.`,
      email: request.email,
    };
    return c.json(body, outcome.created ? 201 : 200);
  });
  routes.get("/report/:token", async (c) => {
    const report = await findAuditReport(deps, c.req.param("token"));
    if (!report) throw new HttpError(404, REPORT_NOT_FOUND);
    return c.json({ report });
  });
  return routes;
}
