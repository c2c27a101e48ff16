import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AuditReportRecipient } from "#common/audit/report-link.ts";
import { sendAuditReportSchema } from "#common/audit/report-link.ts";
import { auditResults } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { HttpError } from "#server/http/errors.ts";
import { pathId } from "#server/http/path-id.ts";
import { readJson } from "#server/http/read-json.ts";
import type { AdminEnv } from "../admin-auth/require-admin.ts";
import { AUDIT_NOT_FOUND, sendAuditReport } from "./report.ts";
import { leadOfWebsite } from "./report-recipient.ts";

const auditId = (text: string) => pathId(text, AUDIT_NOT_FOUND);

/**
 * SEND REPORT in the console (docs/product/admin-console.md § Audit card), behind requireAdmin:
 * GET /audits/:id/report-recipient → {lead} (the newest lead that gave the same website, to fill the
 * address in); POST /audits/:id/send-report {email} → {sentTo, sentAt, reportUrl}; 404 for an unknown
 * audit, 409 for one that could not analyse its site.
 */
export function adminAuditReportRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get("/audits/:id/report-recipient", async (c) => {
      const [row] = await deps.db
        .select({ websiteUrl: auditResults.websiteUrl })
        .from(auditResults)
        .where(eq(auditResults.id, auditId(c.req.param("id"))));
      if (!row) throw new HttpError(404, AUDIT_NOT_FOUND);
      const body: AuditReportRecipient = { lead: await leadOfWebsite(deps.db, row.websiteUrl) };
      return c.json(body);
    })
    .post("/audits/:id/send-report", async (c) => {
      const id = auditId(c.req.param("id"));
      const { email } = await readJson(c, sendAuditReportSchema);
      return c.json(await sendAuditReport(deps, id, email, deps.now()));
    });
}
