/**
 * The console's view of the email outbox (docs/product/admin-console.md § Emails): the messages not
 * sent yet, pending (waiting or retrying) or failed (given up after the last attempt), and what the
 * admin may do with one (send it again). The body of a message is never in the list.
 */
import { z } from "zod";

export const EMAIL_LIST_STATUSES = ["pending", "failed"] as const;
export type EmailListStatus = (typeof EMAIL_LIST_STATUSES)[number];

export const emailRecordSchema = z.object({
  id: z.number(),
  /** What the message is, e.g. "contact.notify". */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_LIST_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  /** The lead the message is about, when it is about one (common/admin/lead-links.ts). */
  leadKind: z.string().nullable(),
  leadId: z.number().nullable(),
});
export type EmailRecord = z.infer<typeof emailRecordSchema>;

/** What POST /api/admin/emails/:id/resend answers: the message, pending and due now. */
export const emailResendResultSchema = z.object({
  id: z.number(),
  status: z.literal("pending"),
  attempts: z.number(),
  nextAttemptAt: z.string(),
});
export type EmailResendResult = z.infer<typeof emailResendResultSchema>;
