/**
 * SEND REPORT (docs/product/admin-console.md § Audit card): the console emails an audit's report to the
 * address the admin gives, suggested from a lead with the same website; the mail carries the five scores,
 * the most important issues, the site and date and two links, and lands on that lead's timeline; the link
 * opens the report without an account.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { LeadDetail } from "#common/admin/lead-page";
import type { AuditReportRecipient, AuditReportSent } from "#common/audit/report-link";
import { brand } from "#common/brand";
import { auditResults, consultations, contactSubmissions, emailOutbox } from "#server/db/schema.ts";
import { jsonRequest } from "#tests/support/test-app";
import { adminTestAppForFile, clearTables, withToken } from "../admin/admin-test-support.ts";
import { NO_REPORT_TO_SEND } from "./report.ts";

const NOW = new Date("2026-12-03T15:00:00Z");
const app = adminTestAppForFile({ now: () => NOW });
beforeEach(() => clearTables(app.t, [emailOutbox, auditResults, contactSubmissions, consultations]));

const recommendation = (id: string, title: string, group: "performance" | "seo") => ({
  id,
  group,
  severity: "high" as const,
  title,
  problem: `${title} problem`,
  impact: "Visitors leave.",
  fix: "Fix it.",
});

async function storeAudit(overrides: Partial<typeof auditResults.$inferInsert> = {}) {
  const [row] = await app.t.database.db
    .insert(auditResults)
    .values({
      websiteUrl: "https://www.bakery-example.com/",
      overallScore: 64,
      performanceScore: 52,
      seoScore: 81,
      securityScore: 70,
      mobileScore: 66,
      accessibilityScore: 58,
      loadTime: 420,
      recommendations: {
        priority: [recommendation("p1", "Images are far larger than shown", "performance")],
        performance: [recommendation("p1", "Images are far larger than shown", "performance")],
        seo: [recommendation("s1", "The page has no meta description", "seo")],
      },
      createdAt: new Date("2026-12-01T14:00:00Z"),
      ...overrides,
    })
    .returning({ id: auditResults.id });
  return row!.id;
}

const send = (id: number | string, body: unknown) =>
  app.t.app.request(`/api/admin/audits/${id}/send-report`, withToken(app.token, jsonRequest(body)));

describe("SEND REPORT", () => {
  it("suggests the newest lead that gave the same website, however it was written", async () => {
    const audit = await storeAudit();
    await app.t.database.db.insert(contactSubmissions).values({
      name: "Older Lead",
      email: "older@bakery-example.com",
      websiteUrl: "http://bakery-example.com",
      createdAt: new Date("2026-11-01T10:00:00Z"),
    } as typeof contactSubmissions.$inferInsert);
    await app.t.database.db.insert(consultations).values({
      name: "Dana Baker",
      email: "dana@bakery-example.com",
      consultationType: "project-consultation",
      currentWebsite: "WWW.Bakery-Example.com/",
      createdAt: new Date("2026-11-20T10:00:00Z"),
    } as typeof consultations.$inferInsert);
    const response = await app.t.app.request(`/api/admin/audits/${audit}/report-recipient`, withToken(app.token));
    expect(response.status).toBe(200);
    const body = (await response.json()) as AuditReportRecipient;
    expect(body.lead).toMatchObject({ kind: "consultation", email: "dana@bakery-example.com", name: "Dana Baker" });

    const other = await storeAudit({ websiteUrl: "https://another-site.example/" });
    const none = (await (
      await app.t.app.request(`/api/admin/audits/${other}/report-recipient`, withToken(app.token))
    ).json()) as AuditReportRecipient;
    expect(none.lead).toBeNull();
  });

  it("mails the scores, the issues, the site and date and both links, and files it on the lead's timeline", async () => {
    const audit = await storeAudit();
    const [lead] = await app.t.database.db
      .insert(contactSubmissions)
      .values({ name: "Dana", email: "dana@bakery-example.com", websiteUrl: "https://bakery-example.com" } as never)
      .returning({ id: contactSubmissions.id });
    const response = await send(audit, { email: " Dana@Bakery-Example.com " });
    expect(response.status).toBe(200);
    const sent = (await response.json()) as AuditReportSent;
    expect(sent.sentTo).toBe("Dana@Bakery-Example.com");
    expect(sent.reportUrl).toMatch(/\/audit-report\/[A-Za-z0-9_-]{24}$/);

    const mails = await app.t.database.db.select().from(emailOutbox);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ kind: "audit.report", toAddress: "Dana@Bakery-Example.com" });
    expect(mail.subject).toBe(`Your website report for www.bakery-example.com - ${brand.name}`);
    for (const part of [mail.textBody, mail.htmlBody]) {
      expect(part).toContain("https://www.bakery-example.com/");
      expect(part).toContain("December 1, 2026");
      for (const score of ["64/100", "52/100", "81/100", "70/100", "66/100", "58/100"]) expect(part).toContain(score);
      expect(part).toContain("Images are far larger than shown");
      expect(part).toContain("The page has no meta description");
      expect(part).toContain(sent.reportUrl);
      expect(part).toContain("/book-consultation");
    }
    // The issue in the priority list and in its group is listed once.
    expect(mail.textBody.split("Images are far larger than shown")).toHaveLength(2);

    const timeline = (await (
      await app.t.app.request(`/api/admin/leads/submission/${lead!.id}`, withToken(app.token))
    ).json()) as LeadDetail;
    expect(timeline.timeline).toContainEqual(
      expect.objectContaining({ type: "email", kind: "audit.report", recipient: "Dana@Bakery-Example.com" }),
    );

    const [stored] = await app.t.database.db.select().from(auditResults).where(eq(auditResults.id, audit));
    expect(stored).toMatchObject({ reportSentTo: "Dana@Bakery-Example.com", reportSentAt: NOW });

    // The link opens the report with no account, and says nothing of who it went to.
    const path = new URL(sent.reportUrl).pathname.replace("/audit-report/", "/api/audit/report/");
    const page = await app.t.app.request(path);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(JSON.parse(text).report).toMatchObject({
      websiteUrl: "https://www.bakery-example.com/",
      overallScore: 64,
      checkedAt: "2026-12-01T14:00:00.000Z",
    });
    expect(text).not.toContain("dana@");
  });

  it("keeps one link when the report is sent again", async () => {
    const audit = await storeAudit();
    const first = (await (await send(audit, { email: "a@example.com" })).json()) as AuditReportSent;
    const second = (await (await send(audit, { email: "b@example.com" })).json()) as AuditReportSent;
    expect(second.reportUrl).toBe(first.reportUrl);
    expect(await app.t.database.db.select().from(emailOutbox)).toHaveLength(2);
  });

  it("refuses a bad address, an unknown audit, a site that could not be analysed and a stranger", async () => {
    const audit = await storeAudit();
    const bad = await send(audit, { email: "not an address" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Please enter a valid email address" });
    expect((await send(999_999, { email: "a@example.com" })).status).toBe(404);
    expect((await send("abc", { email: "a@example.com" })).status).toBe(404);
    const failed = await storeAudit({ recommendations: { error: "The site could not be reached." } });
    const refused = await send(failed, { email: "a@example.com" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: NO_REPORT_TO_SEND });
    const stranger = await app.t.app.request(
      `/api/admin/audits/${audit}/send-report`,
      jsonRequest({ email: "a@b.co" }),
    );
    expect(stranger.status).toBe(401);
    expect(await app.t.database.db.select().from(emailOutbox)).toHaveLength(0);
    expect((await app.t.app.request("/api/audit/report/AAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
  });
});
