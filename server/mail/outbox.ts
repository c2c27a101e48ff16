/**
 * Mail is never sent inside a request: it is written to the outbox table in
 * the same transaction as the lead, and the outbox worker (server/mail/
 * outbox-worker.ts) hands it to the SMTP server with retries. So a failing
 * mail server never loses a lead or slows a form (docs/decisions/013-email-outbox.md).
 */
import { randomUUID } from "node:crypto";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgTransaction } from "drizzle-orm/pg-core";
import type { LeadKind } from "#common/admin/lead-links.ts";
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
  /** Rendered with the text from one content (./render-email.ts): every message has both parts. */
  html: string;
  attachments?: EmailAttachment[];
  /** Extra headers (a newsletter's List-Unsubscribe); queued with `queueEmails` only. */
  headers?: Record<string, string>;
  /**
   * The lead the message is about, so the lead's timeline lists it
   * (email_outbox.lead_kind, lead_id). The id may be the placeholder of
   * `withRowId`: the statement that stores the lead fills it in.
   */
  lead?: { kind: LeadKind; id: number | string };
}

/**
 * What a subject line may hold: one line (a line break typed into a form field
 * must not start a new header) of at most 200 characters, cut with an ellipsis.
 * A mail client shows far less, and a visitor's text in a subject (a name, a
 * site address of up to 2,048 characters) must never make a lead fail to store:
 * the column holds 998, the most a header line may carry.
 */
export const SUBJECT_MAX_CHARACTERS = 200;

export function subjectLine(subject: string): string {
  const oneLine = subject.replace(/\s+/g, " ").trim();
  const characters = Array.from(oneLine);
  if (characters.length <= SUBJECT_MAX_CHARACTERS) return oneLine;
  return `${characters
    .slice(0, SUBJECT_MAX_CHARACTERS - 1)
    .join("")
    .trimEnd()}…`;
}

export async function queueEmails(db: DatabaseOrTransaction, emails: readonly OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await db.insert(emailOutbox).values(
    emails.map((email) => ({
      kind: email.kind,
      toAddress: email.to,
      replyTo: email.replyTo,
      subject: subjectLine(email.subject),
      textBody: email.text,
      htmlBody: email.html,
      attachments: email.attachments,
      headers: email.headers,
      leadKind: email.lead?.kind,
      leadId: email.lead === undefined ? undefined : Number(email.lead.id),
    })),
  );
}

/**
 * One round trip for a lead and its mail (docs/product/operations.md § Performance design): the lead's INSERT and
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
      subject: subjectLine(email.subject),
      text_body: email.text,
      html_body: email.html,
      attachments: email.attachments ?? null,
      lead_kind: email.lead?.kind ?? null,
      lead_id: email.lead === undefined ? null : String(email.lead.id),
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
    insert into email_outbox (kind, to_address, reply_to, subject, text_body, html_body, attachments, lead_kind, lead_id)
    select mail.kind, mail.to_address, mail.reply_to, ${withId("subject")}, ${withId("text_body")},
           ${withId("html_body")}, mail.attachments, mail.lead_kind, ${withId("lead_id")}::integer
      from ${rowCte}
           cross join rows from (
             json_to_recordset(${emailsParam}::json) as (kind text, to_address text, reply_to text, subject text,
                                                         text_body text, html_body text, attachments jsonb,
                                                         lead_kind text, lead_id text)
           ) with ordinality as mail(kind, to_address, reply_to, subject, text_body, html_body, attachments,
                                     lead_kind, lead_id, position)
     order by mail.position
  )`;
}
