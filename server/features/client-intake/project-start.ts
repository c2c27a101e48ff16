/**
 * The project start and the brief that may follow it (docs/product/lead-capture.md § Project start): the
 * start is stored with its emails at once, and answers with a key that lets the same visitor add the brief
 * to it once. Only the key's SHA-256 is stored.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  BRIEF_ALREADY_SENT,
  BRIEF_NOT_FOUND,
  type ProjectBriefPayload,
  type ProjectStartPayload,
} from "#common/forms/client-intake.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { clientIntakes } from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import { outboxInsertCte, queueEmails, withRowId } from "#server/mail/outbox.ts";
import { agencyInbox, visitorReplyTo } from "#server/mail/reply-to.ts";
import { hashToken } from "#server/sessions/sessions.ts";
import { formSubmissionReason } from "../spam/automated-submission.ts";
import { projectBriefEmails, projectStartEmails } from "./emails.ts";

type Deps = { db: Database; config: Config; now: () => Date };

/** The key's SHA-256 as the column holds it, in hex. */
const keyHash = (key: string) => hashToken(key).toString("hex");

/** The start and its emails in one statement, as a whole intake is stored (./service.ts). */
const INSERT_START = {
  name: "project-start-with-mail",
  text: `with intake as (
    insert into client_intakes (contact_name, email, service_type, need, price_list, automated_reason, brief_key_hash)
    values ($1, $2, $3, $4, $5, $6, $7)
    returning id
  ), ${outboxInsertCte("intake", "$8", "$9")}
  select id from intake`,
};

export async function startProject(deps: Deps, start: ProjectStartPayload): Promise<{ id: number; briefKey: string }> {
  const automated = await formSubmissionReason(deps, deps.db, "client-intake", start);
  const briefKey = randomBytes(24).toString("base64url");
  const emails = withRowId((id) =>
    projectStartEmails(id, start, {
      notifyTo: agencyInbox(deps.config),
      siteUrl: deps.config.siteUrl,
      replyTo: visitorReplyTo(deps.config),
      automatedReason: automated,
    }),
  );
  const result = await deps.db.$client.query<{ id: number }>({
    ...INSERT_START,
    values: [
      start.contactName,
      start.email,
      start.serviceType ?? null,
      start.need,
      start.priceList ?? null,
      automated,
      keyHash(briefKey),
      emails.json,
      emails.rowIdPlaceholder,
    ],
  });
  const row = result.rows[0];
  if (!row) throw new Error("project start was not stored");
  return { id: row.id, briefKey };
}

/**
 * Adds the brief to a start: once, by the visitor holding its key. A wrong key and an unknown id read the
 * same (404), so the answer tells a stranger nothing; the key sent again after its brief is a 409.
 */
export async function sendBrief(deps: Deps, id: number, brief: ProjectBriefPayload): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        contactName: clientIntakes.contactName,
        email: clientIntakes.email,
        need: clientIntakes.need,
        briefKeyHash: clientIntakes.briefKeyHash,
        briefSentAt: clientIntakes.briefSentAt,
      })
      .from(clientIntakes)
      .where(eq(clientIntakes.id, id))
      .for("update");
    if (!row || row.briefKeyHash !== keyHash(brief.briefKey)) throw new HttpError(404, BRIEF_NOT_FOUND);
    if (row.briefSentAt) throw new HttpError(409, BRIEF_ALREADY_SENT);
    const { briefKey: _key, priceList, ...fields } = brief;
    await tx
      .update(clientIntakes)
      .set({
        ...fields,
        phone: fields.phone ?? null,
        website: fields.website ?? null,
        ...(priceList ? { priceList } : {}),
        briefSentAt: deps.now(),
      })
      .where(eq(clientIntakes.id, id));
    await queueEmails(
      tx,
      projectBriefEmails(
        id,
        { ...brief, contactName: row.contactName, email: row.email, need: row.need ?? undefined },
        { notifyTo: agencyInbox(deps.config), siteUrl: deps.config.siteUrl, replyTo: visitorReplyTo(deps.config) },
      ),
    );
  });
}
