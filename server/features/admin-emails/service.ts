/**
 * The outbox as the console sees it (docs/product/admin-console.md § Emails): the unsent messages of
 * one status, newest first, in keyset pages like the lead lists, and "send again". Both read and
 * write through the partial index email_outbox_unsent_idx (status, created_at), so the cost does not
 * grow with the mail already sent.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { EMAIL_LIST_STATUSES, type EmailRecord, type EmailResendResult } from "#common/admin/emails.ts";
import type { Database } from "#server/db/client.ts";
import { HttpError } from "#server/http/errors.ts";
import { decodeCursor, encodeCursor, pageQueryShape } from "../admin/cursor.ts";

export const emailListQuerySchema = z.object({
  status: z.enum(EMAIL_LIST_STATUSES, { message: "status must be pending or failed" }).default("pending"),
  ...pageQueryShape,
});
export type EmailListQuery = z.infer<typeof emailListQuerySchema>;

interface EmailRow extends Record<string, unknown> {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  status: EmailRecord["status"];
  attempts: number;
  last_error: string | null;
  created_at: Date;
  next_attempt_at: Date;
  lead_kind: string | null;
  lead_id: number | null;
  cursor_at: string;
}

/** One page of the pending or the failed messages, newest first; never a body. */
export async function listEmails(
  db: Database,
  query: EmailListQuery,
): Promise<{ items: EmailRecord[]; nextCursor: string | null }> {
  const cursor = query.before ? decodeCursor(query.before) : undefined;
  // The status is written into the statement (one of two values the schema allows), so every plan,
  // generic ones included, can prove it matches the partial index's "status <> 'sent'".
  const after = cursor ? sql`and (created_at, id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::integer)` : sql``;
  const result = await db.execute<EmailRow>(sql`
    select id, kind, to_address, subject, status, attempts, last_error, created_at, next_attempt_at, lead_kind, lead_id,
           to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
      from email_outbox
     where status = ${sql.raw(`'${query.status}'`)} ${after}
     order by created_at desc, id desc
     limit ${query.limit + 1}`);
  const rows = result.rows;
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: new Date(row.created_at).toISOString(),
      nextAttemptAt: new Date(row.next_attempt_at).toISOString(),
      leadKind: row.lead_kind,
      leadId: row.lead_id,
    })),
    nextCursor: hasMore && last ? encodeCursor({ createdAt: last.cursor_at, id: last.id }) : null,
  };
}

/**
 * Puts a pending or failed message back in the queue: pending, due now, its attempts counted from
 * zero again (so it gets the whole retry schedule of server/mail/outbox-worker.ts). The last error
 * stays until the next attempt replaces or clears it. A message already sent is refused (409):
 * sending it again would mail the person twice.
 */
export async function resendEmail(db: Database, id: number, now: Date): Promise<EmailResendResult> {
  const updated = await db.execute<{ id: number; attempts: number; next_attempt_at: Date }>(sql`
    update email_outbox
       set status = 'pending', attempts = 0, next_attempt_at = ${now.toISOString()}::timestamptz
     where id = ${id} and status <> 'sent'
    returning id, attempts, next_attempt_at`);
  const row = updated.rows[0];
  if (row) {
    return {
      id: row.id,
      status: "pending",
      attempts: row.attempts,
      nextAttemptAt: new Date(row.next_attempt_at).toISOString(),
    };
  }
  const existing = await db.execute<{ status: string }>(sql`select status from email_outbox where id = ${id}`);
  if (existing.rows.length === 0) throw new HttpError(404, `No email with id ${id}`);
  throw new HttpError(409, "This email was already sent; it is not sent twice");
}
