/**
 * The audit report the console emails to a prospect (docs/product/admin-console.md § Audit card): the
 * site and the date it was checked, the five scores, the most important issues, a link to the whole
 * report on a page that needs no account, and a link to book a call. HTML and plain text from the same
 * content (server/mail/render-email.ts); every value is escaped there.
 */
import type { LeadKind } from "#common/admin/lead-links.ts";
import { auditReportPath } from "#common/audit/report-link.ts";
import { brand } from "#common/brand.ts";
import { webAddressHost } from "#common/forms/web-address.ts";
import { formatAgencyDay } from "#common/time/calendar-text.ts";
import type { OutgoingEmail } from "#server/mail/outbox.ts";
import { renderEmail } from "#server/mail/render-email.ts";

/** The issues a mail lists; the page has them all. */
export const REPORT_EMAIL_ISSUES = 5;

export interface ReportedAudit {
  websiteUrl: string;
  createdAt: Date;
  overallScore: number | null;
  performanceScore: number | null;
  seoScore: number | null;
  securityScore: number | null;
  mobileScore: number | null;
  accessibilityScore: number | null;
  /** The titles of the most important issues, most important first. */
  issues: readonly string[];
}

const score = (value: number | null) => (value === null ? "not measured" : `${value}/100`);

export function auditReportEmail(
  audit: ReportedAudit,
  options: { to: string; token: string; siteUrl: string; replyTo: string; lead?: { kind: LeadKind; id: number } },
): OutgoingEmail {
  const host = webAddressHost(audit.websiteUrl);
  const issues = audit.issues.slice(0, REPORT_EMAIL_ISSUES);
  return {
    kind: "audit.report",
    to: options.to,
    replyTo: options.replyTo,
    subject: `Your website report for ${host} - ${brand.name}`,
    lead: options.lead,
    ...renderEmail({
      heading: "Your website report",
      blocks: [
        { paragraph: "Hello," },
        {
          paragraph: `Here is what our website audit found on ${audit.websiteUrl}, checked on ${formatAgencyDay(audit.createdAt)}.`,
        },
        {
          facts: [
            ["Website", audit.websiteUrl],
            ["Checked on", formatAgencyDay(audit.createdAt)],
            ["Overall", score(audit.overallScore)],
            ["Performance", score(audit.performanceScore)],
            ["SEO", score(audit.seoScore)],
            ["Security", score(audit.securityScore)],
            ["Mobile", score(audit.mobileScore)],
            ["Accessibility", score(audit.accessibilityScore)],
          ],
        },
        issues.length > 0
          ? { title: "The most important issues:", ordered: true, items: issues }
          : { paragraph: "The audit found no pressing issue on this page." },
        {
          paragraph:
            "The full report explains each issue, why it matters and how to fix it. Want us to walk you through it? Book a free call at a time that suits you.",
        },
        { link: { label: "Book a call", url: `${options.siteUrl}/book-consultation` } },
      ],
      action: { label: "Read the full report", url: `${options.siteUrl}${auditReportPath(options.token)}` },
      footer: [`Questions? Just reply to this email or write to ${brand.email}.`, `The ${brand.name} team`],
    }),
  };
}
