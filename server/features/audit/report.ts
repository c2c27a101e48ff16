/**
 * SEND REPORT (docs/product/admin-console.md § Audit card): the console emails an audit's report to the
 * address the admin gives, through the outbox in the same transaction that records it on the audit, and
 * the mail links to a read-only page that needs no account (GET /api/audit/report/:token). The mail is
 * filed on the lead it is for, so that lead's timeline shows it.
 */
import { eq } from "drizzle-orm";
import { type AuditResult, auditCase, RECOMMENDATION_GROUPS } from "#common/audit/audit-result.ts";
import { type Recommendation, type Recommendations, recommendationsSchema } from "#common/audit/audit-schema.ts";
import { type AuditReportSent, auditReportPath, REPORT_TOKEN_PATTERN } from "#common/audit/report-link.ts";
import { auditResults } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { HttpError } from "#server/http/errors.ts";
import { queueEmails } from "#server/mail/outbox.ts";
import { visitorReplyTo } from "#server/mail/reply-to.ts";
import { newShareId } from "../mood-board/service.ts";
import { auditReportEmail } from "./report-email.ts";
import { leadOfEmail, leadOfWebsite } from "./report-recipient.ts";

export const AUDIT_NOT_FOUND = "This audit does not exist";
export const NO_REPORT_TO_SEND = "This audit could not analyse the site, so it has no report to send";
export const REPORT_NOT_FOUND = "This report does not exist";

type AuditRow = typeof auditResults.$inferSelect;

function storedRecommendations(row: AuditRow): Recommendations {
  const parsed = recommendationsSchema.safeParse(row.recommendations);
  return parsed.success ? parsed.data : {};
}

/** The most important issues first, then each group's, without repeats. */
function issueTitles(recommendations: Recommendations): string[] {
  const ordered: Recommendation[] = [
    ...(recommendations.priority ?? []),
    ...RECOMMENDATION_GROUPS.flatMap((group) => recommendations[group] ?? []),
  ];
  return [...new Set(ordered.map((item) => item.title))];
}

export async function sendAuditReport(
  deps: Pick<AppDeps, "db" | "config">,
  auditId: number,
  email: string,
  now: Date,
): Promise<AuditReportSent> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(auditResults).where(eq(auditResults.id, auditId)).for("update");
    if (!row) throw new HttpError(404, AUDIT_NOT_FOUND);
    const recommendations = storedRecommendations(row);
    if (auditCase(recommendations) !== "report") throw new HttpError(409, NO_REPORT_TO_SEND);
    const token = row.reportToken ?? newShareId();
    const lead = (await leadOfEmail(tx, email)) ?? (await leadOfWebsite(tx, row.websiteUrl));
    await tx
      .update(auditResults)
      .set({ reportToken: token, reportSentTo: email, reportSentAt: now })
      .where(eq(auditResults.id, auditId));
    await queueEmails(tx, [
      auditReportEmail(
        { ...row, issues: issueTitles(recommendations) },
        {
          to: email,
          token,
          siteUrl: deps.config.siteUrl,
          replyTo: visitorReplyTo(deps.config),
          lead: lead ? { kind: lead.kind, id: lead.id } : undefined,
        },
      ),
    ]);
    return { sentTo: email, sentAt: now.toISOString(), reportUrl: `${deps.config.siteUrl}${auditReportPath(token)}` };
  });
}

/** The report behind a mailed link: what the visitor saw on /tools, never the row id or the recipient. */
export async function findAuditReport(
  deps: Pick<AppDeps, "db">,
  token: string,
): Promise<(AuditResult & { checkedAt: string }) | null> {
  if (!REPORT_TOKEN_PATTERN.test(token)) return null;
  const [row] = await deps.db.select().from(auditResults).where(eq(auditResults.reportToken, token)).limit(1);
  if (!row) return null;
  return {
    websiteUrl: row.websiteUrl,
    loadTime: row.loadTime ?? 0,
    overallScore: row.overallScore ?? 0,
    performanceScore: row.performanceScore ?? 0,
    accessibilityScore: row.accessibilityScore ?? 0,
    securityScore: row.securityScore ?? 0,
    seoScore: row.seoScore ?? 0,
    mobileScore: row.mobileScore ?? 0,
    technicalScore: row.technicalScore ?? 0,
    contentScore: row.contentScore ?? 0,
    lighthouseData: (row.lighthouseData ?? null) as AuditResult["lighthouseData"],
    recommendations: storedRecommendations(row),
    checkedAt: row.createdAt.toISOString(),
  };
}
