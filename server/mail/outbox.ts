/**
 * Mail is never sent inside a request: it is written to the outbox table in
 * the same transaction as the lead, and the outbox worker (server/mail/
 * outbox-worker.ts) hands it to the SMTP server with retries. So a failing
 * mail server never loses a lead or slows a form (DECISIONS § Email).
 */
import { randomUUID } from "node:crypto";
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

/**
 * One round trip for a lead and its mail (issue 11 §1): the lead's INSERT and
 * the outbox INSERT as data-modifying CTEs of a single statement, which
 * PostgreSQL runs as one implicit transaction with one durable commit, instead
 * of BEGIN, INSERT, INSERT, COMMIT (four round trips, the connection held
 * across all of them).
 *
 * The mail is rendered before the row exists, so where a text needs the new
 * row's id it holds a placeholder that the statement replaces with the id
 * (`withRowId`). The placeholder is random for every statement, so no text a
 * visitor types can ever match it.
 */
export interface PendingEmails {
  /** The rendered messages as one JSON parameter (see `outboxInsertCte`). */
  json: string;
  /** What stands for the new row's id in the texts. */
  rowIdPlaceholder: string;
}

/** Renders mail that may mention the id of a row not inserted yet. */
export function withRowId(render: (rowId: string) => readonly OutgoingEmail[]): PendingEmails {
  const rowIdPlaceholder = `{row-id:${randomUUID()}}`;
  return { json: outboxJson(render(rowIdPlaceholder)), rowIdPlaceholder };
}

function outboxJson(emails: readonly OutgoingEmail[]): string {
  return JSON.stringify(
    emails.map((email) => ({
      kind: email.kind,
      to_address: email.to,
      reply_to: email.replyTo ?? null,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      attachments: email.attachments ?? null,
    })),
  );
}

/**
 * The CTE that queues the messages of `PendingEmails` for the row a previous
 * CTE named `rowCte` returned (`returning id`): `emailsParam` is the JSON,
 * `placeholderParam` the placeholder (e.g. "$14", "$15"). The messages are
 * inserted in their order, as `queueEmails` does.
 */
export function outboxInsertCte(rowCte: string, emailsParam: string, placeholderParam: string): string {
  const withId = (column: string) => `replace(mail.${column}, ${placeholderParam}::text, ${rowCte}.id::text)`;
  return `queued_mail as (
    insert into email_outbox (kind, to_address, reply_to, subject, text_body, html_body, attachments)
    select mail.kind, mail.to_address, mail.reply_to, ${withId("subject")}, ${withId("text_body")},
           ${withId("html_body")}, mail.attachments
      from ${rowCte}
           cross join rows from (
             json_to_recordset(${emailsParam}::json) as (kind text, to_address text, reply_to text, subject text,
                                                         text_body text, html_body text, attachments jsonb)
           ) with ordinality as mail(kind, to_address, reply_to, subject, text_body, html_body, attachments, position)
     order by mail.position
  )`;
}
