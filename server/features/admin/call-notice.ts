/**
 * What the visitor's notices about their call (a cancellation, a move) read of it, and how many times its
 * calendar event has changed since its invitation (SEQUENCE:0): every status
 * change and every move of its time. A cancellation or a move sends an .ics with a SEQUENCE above all of them,
 * so the visitor's calendar applies it to the event it holds (RFC 5545 §3.8.7.4).
 */
import { and, count, eq } from "drizzle-orm";
import { consultations, leadEvents, statusChanges } from "#server/db/schema.ts";
import type { Transaction } from "#server/mail/outbox.ts";

export async function invitationChanges(tx: Transaction, consultationId: number) {
  const [changes] = await tx
    .select({ n: count() })
    .from(statusChanges)
    .where(and(eq(statusChanges.entity, "consultation"), eq(statusChanges.entityId, consultationId)));
  const [moves] = await tx
    .select({ n: count() })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.leadKind, "consultation"),
        eq(leadEvents.leadId, consultationId),
        eq(leadEvents.kind, "rescheduled"),
      ),
    );
  return { statusChanges: changes?.n ?? 0, moves: moves?.n ?? 0 };
}

/** What a notice to the visitor about their call reads of it (a cancellation, a move). */
export const callNoticeColumns = {
  name: consultations.name,
  email: consultations.email,
  consultationType: consultations.consultationType,
  start: consultations.preferredDate,
  spamAt: consultations.spamAt,
};
