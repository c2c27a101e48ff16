/**
 * The admin moves a booked consultation to another date and time
 * (docs/product/admin-console.md § Rescheduling a consultation). PATCH
 * /api/admin/consultation/:id/schedule {"preferredDate", "preferredTime"}. In
 * one transaction: the new time is checked like a visitor's booking (a weekday
 * within the booking horizon, one of the offered times, free), the move goes
 * into the lead's timeline with who made it, and the visitor's email with a
 * calendar update (the invitation's UID, a higher SEQUENCE) is queued.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { consultationSlotKey, consultationStart, consultationType, dateProblem } from "#common/consultation/schedule";
import { consultationFields } from "#common/forms/consultation";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { consultations, leadEvents } from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import { queueEmails } from "#server/mail/outbox.ts";
import type { SignedInAdmin } from "../admin-auth/sessions.ts";
import { consultationRescheduledEmail } from "../consultation/emails.ts";
import { SLOT_TAKEN_MESSAGE } from "../consultation/service.ts";
import { callNoticeColumns, invitationChanges } from "./call-notice.ts";

export const rescheduleBodySchema = z.object({
  preferredDate: consultationFields.preferredDate,
  preferredTime: consultationFields.preferredTime,
});
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

/** "Jun 23, 2026, 2:00 PM ET": how the console and the timeline name a call's time. */
function callTime(start: Date): string {
  const text = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(start);
  return `${text} ET`;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export async function rescheduleConsultation(
  db: Database,
  id: number,
  body: RescheduleBody,
  actor: Pick<SignedInAdmin, "adminId" | "username">,
  now: Date,
  config: Config,
) {
  const problem = dateProblem(body.preferredDate, now);
  if (problem) throw new HttpError(400, problem, { preferredDate: problem });
  const start = consultationStart(body.preferredDate, body.preferredTime);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ ...callNoticeColumns, status: consultations.status })
        .from(consultations)
        .where(eq(consultations.id, id))
        .for("update");
      if (!row) throw new HttpError(404, `No consultation with id ${id}`);
      if (row.status === "cancelled" || row.status === "completed") {
        throw new HttpError(409, `A ${row.status} consultation cannot be rescheduled`);
      }
      if (row.start && row.start.getTime() === start.getTime()) {
        throw new HttpError(409, "The consultation is already at that time");
      }
      await tx
        .update(consultations)
        .set({
          preferredDate: start,
          preferredTime: body.preferredTime,
          slotKey: consultationSlotKey(body.preferredDate, body.preferredTime),
        })
        .where(eq(consultations.id, id));
      const moved = `${row.start ? callTime(row.start) : "no time"} → ${callTime(start)}`;
      await tx.insert(leadEvents).values({
        leadKind: "consultation",
        leadId: id,
        kind: "rescheduled",
        body: moved,
        actorId: actor.adminId,
        actorName: actor.username,
        createdAt: now,
      });
      // Higher than every .ics sent before: the invitation's 0, each status change's and each move's.
      const changed = await invitationChanges(tx, id);
      if (row.start && !row.spamAt) {
        const minutes = consultationType(row.consultationType)?.minutes ?? 30;
        await queueEmails(tx, [
          consultationRescheduledEmail(
            {
              id,
              consultationType: row.consultationType,
              name: row.name,
              email: row.email,
              start,
              end: new Date(start.getTime() + minutes * 60_000),
              previousStart: row.start,
              // This move is among the moves counted (it was recorded above).
              sequence: changed.statusChanges + Math.max(1, changed.moves),
            },
            config,
            now,
          ),
        ]);
      }
      return { id, preferredDate: start.toISOString(), preferredTime: body.preferredTime, moved };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, SLOT_TAKEN_MESSAGE, { preferredTime: SLOT_TAKEN_MESSAGE });
    throw error;
  }
}
