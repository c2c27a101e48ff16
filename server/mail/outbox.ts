/**
 * Mail is never sent inside a request: it is written to the outbox table in
 * the same transaction as the lead, and the outbox worker (server/mail/
 * outbox-worker.ts) hands it to the SMTP server with retries. So a failing
 * mail server never loses a lead or slows a form (DECISIONS § Email).
 */
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgTransaction } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import type * as schema from "../db/schema.ts";
import { emailOutbox } from "../db/schema.ts";

export type Transaction = PgTransaction<NodePgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
export type DatabaseOrTransaction = Database | Transaction;

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text content (e.g. an .ics calendar invitation). */
  content: string;
}

export interface OutgoingEmail {
  /** What the message is, e.g. "contact.notify", "contact.confirm". */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
}

export async function queueEmails(db: DatabaseOrTransaction, emails: readonly OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await db.insert(emailOutbox).values(
    emails.map((email) => ({
      kind: email.kind,
      toAddress: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      attachments: email.attachments,
    })),
  );
}
