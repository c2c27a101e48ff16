import { Hono } from "hono";
import { auditRequestSchema } from "../../../common/audit/audit-schema.ts";
import type { AppDeps } from "../../app.ts";
import { readJson } from "../../http/read-json.ts";
import { rateLimitByAddress } from "../../rate-limit/middleware.ts";
import type { RateLimitRule } from "../../rate-limit/rate-limiter.ts";
import { createLighthouseQueue } from "./lighthouse/lighthouse-queue.ts";
import { type AuditOptions, runAudit } from "./service.ts";

/** Each audit fetches a stranger's site and may start a browser: tighter than other public writes. */
export const AUDIT_LIMITS: RateLimitRule[] = [
  { windowMs: 60_000, max: 5 },
  { windowMs: 3_600_000, max: 30 },
];

/**
 * POST /api/audit {websiteUrl} → 200 {audit} in all three result cases
 * (spec 001 §3, §8: server-reported errors arrive in recommendations.error);
 * 400 for an address that may not be audited; 429 when busy.
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
    const { websiteUrl } = await readJson(c, auditRequestSchema);
    const audit = await runAudit(deps, websiteUrl, { lighthouse, fetch: options.fetch });
    return c.json({ audit });
  });
  return routes;
}
