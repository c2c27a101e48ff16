/**
 * Does a public form's submission look automated? (docs/product/lead-capture.md
 * § Automated submissions). Such a lead is still stored and the agency still
 * notified, but the visitor's confirmation is withheld, so the site never
 * mails strangers on a script's behalf. The reason is kept on the lead
 * (`automated_reason`) and named in the agency's notification.
 *
 * It looks automated when:
 * - the body carries no form token, or one the server did not issue for this
 *   form, or one issued more than a day ago (./form-token.ts);
 * - the token is less than MIN_FORM_ELAPSED_MS old: the form was sent faster
 *   than a person reads and fills one in;
 * - the token was used before (each is good for one submission);
 * - the address is on a lead an admin marked as spam (any lead table, compared
 *   on lower(email), which the lower(email) indexes serve).
 * The chat has no form: it passes its own clock, the time since Melie offered
 * to pass the details on (../chat/trusted-thread.ts).
 */
import { sql } from "drizzle-orm";
import type { FormName } from "#common/forms/form-token";
import type { Database } from "#server/db/client.ts";
import type { DatabaseOrTransaction } from "#server/mail/outbox.ts";
import { type FormTime, formTimeOf, spendFormToken } from "./form-token.ts";

/** A person takes longer than this to read and fill in even the shortest form. */
export const MIN_FORM_ELAPSED_MS = 2_000;

export interface SubmissionSignals {
  email: string;
  /** How long the visitor had the form, as the server knows it (formTimeOf in ./form-token.ts). */
  formTime: FormTime;
  now: Date;
}

/**
 * Why the submission looks automated (at most 50 characters: the column's
 * size), or null. Uses the form token up: call it in the transaction that
 * stores the lead, so a submission refused after it (a full slot) keeps its
 * token for the next try.
 */
export async function automatedReason(
  db: Database | DatabaseOrTransaction,
  signals: SubmissionSignals,
): Promise<string | null> {
  const time = signals.formTime;
  if ("unknownBecause" in time) return time.unknownBecause;
  if (time.elapsedMs < MIN_FORM_ELAPSED_MS) {
    return `sent ${Math.round(time.elapsedMs)} ms after the form was shown`.slice(0, 50);
  }
  if (time.nonce !== undefined && !(await spendFormToken(db, time.nonce, signals.now))) {
    return "form token already used";
  }
  if (await markedAsSpam(db, signals.email)) return "address on a lead marked as spam";
  return null;
}

/** Is the address on any lead an admin marked as spam? One statement, an index lookup per table. */
export async function markedAsSpam(db: Database | DatabaseOrTransaction, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const result = await db.execute<{ spam: boolean }>(sql`
    select exists (select 1 from contact_submissions where lower(email) = ${address} and spam_at is not null)
        or exists (select 1 from slot_reservations where lower(email) = ${address} and spam_at is not null)
        or exists (select 1 from consultations where lower(email) = ${address} and spam_at is not null)
        or exists (select 1 from client_intakes where lower(email) = ${address} and spam_at is not null) as spam`);
  return result.rows[0]?.spam === true;
}

/** The line the agency's notification carries when the visitor's confirmation was withheld. */
export function withheldNotice(reason: string): string {
  return `Confirmation not sent: looks automated (${reason}).`;
}

/** automatedReason for a public form's submission, from the form token its body carried. */
export async function formSubmissionReason(
  deps: { db: Database; config: { FORM_TOKEN_SECRET?: string }; now: () => Date },
  db: Database | DatabaseOrTransaction,
  form: FormName,
  submission: { email: string; formToken?: string },
): Promise<string | null> {
  const formTime = await formTimeOf(deps, form, submission.formToken);
  return automatedReason(db, { email: submission.email, formTime, now: deps.now() });
}
