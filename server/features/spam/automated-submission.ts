/**
 * Does a public form's submission look automated? (docs/product/lead-capture.md
 * § Automated submissions). Such a lead is still stored and the agency still
 * notified, but the visitor's confirmation is withheld, so the site never
 * mails strangers on a script's behalf. The reason is kept on the lead
 * (`automated_reason`) and named in the agency's notification.
 *
 * It looks automated when:
 * - the form was sent less than MIN_FORM_ELAPSED_MS after it was shown (the
 *   form kit measures it: app/components/form/use-form-timing.ts);
 * - the body carries no timing at all: only a script posting to the API
 *   directly leaves it out, since the contact page's no-JavaScript path
 *   (docs/decisions/022-contact-without-javascript.md) is a real visitor and
 *   is told apart by the server itself (`withoutScript`), not by the body;
 * - the address is on a lead an admin marked as spam (any lead table, compared
 *   on lower(email), which the lower(email) indexes serve).
 */
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { DatabaseOrTransaction } from "#server/mail/outbox.ts";

/** A person takes longer than this to read and fill in even the shortest form. */
export const MIN_FORM_ELAPSED_MS = 2_000;

export interface SubmissionSignals {
  email: string;
  /** `formElapsedMs` of the body, when it had one. */
  formElapsedMs?: number;
  /** True for the contact page's own no-JavaScript post (server-side, never from the body). */
  withoutScript?: boolean;
}

/** Why the submission looks automated (at most 50 characters: the column's size), or null. */
export async function automatedReason(
  db: Database | DatabaseOrTransaction,
  signals: SubmissionSignals,
): Promise<string | null> {
  if (!signals.withoutScript) {
    if (signals.formElapsedMs === undefined) return "no form timing: posted without the form";
    if (signals.formElapsedMs < MIN_FORM_ELAPSED_MS) {
      return `sent ${Math.round(signals.formElapsedMs)} ms after the form was shown`.slice(0, 50);
    }
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
