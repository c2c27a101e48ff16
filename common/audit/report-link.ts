/**
 * An audit's report, emailed from the console (docs/product/admin-console.md § Audit card): the request,
 * the suggestion of whom to send it to, and the address of the read-only page the mail links to.
 */
import { z } from "zod";
import type { LeadKind } from "../admin/lead-links";
import { emailAddress } from "../forms/booking-fields";

/** The read-only report page: /audit-report/<24 URL-safe characters>, no account needed. */
export const AUDIT_REPORT_PATH_PREFIX = "/audit-report/";
export const REPORT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export const auditReportPath = (token: string) => `${AUDIT_REPORT_PATH_PREFIX}${token}`;

/** POST /api/admin/audits/:id/send-report */
export const sendAuditReportSchema = z.object({ email: emailAddress() });
export type SendAuditReport = z.infer<typeof sendAuditReportSchema>;

/** GET /api/admin/audits/:id/report-recipient: the newest lead that gave the same website, if any. */
export interface AuditReportRecipient {
  lead: { kind: LeadKind; id: number; email: string; name: string | null } | null;
}

/** POST /api/admin/audits/:id/send-report → 200 */
export interface AuditReportSent {
  sentTo: string;
  sentAt: string;
  reportUrl: string;
}
