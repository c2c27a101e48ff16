/**
 * Consultation booking: one consultation per date and time. The partial
 * unique index consultations_slot_key_uq decides races between requests and
 * server processes; a second booking of a slot fails with 23505 and is
 * answered 409. The confirmation email carries an .ics invitation.
 */
import { and, eq, gte, isNotNull, lte, ne, notInArray, or, sql } from "drizzle-orm";
import { consultationSlotKey, consultationStart, consultationType, dateProblem } from "#common/consultation/schedule";
import type { ConsultationPayload } from "#common/forms/consultation";
import { parseIsoDate } from "#common/time/zoned";
import { consultations } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { HttpError } from "#server/http/errors.ts";
import { queueEmails, type Transaction } from "#server/mail/outbox.ts";
import { formSubmissionReason } from "../spam/automated-submission.ts";
import { holderAddress, lockHolders, refuseSecondHold, visitorKeyOf } from "../spam/one-hold-each.ts";
import { consultationEmails } from "./emails.ts";

export const SLOT_TAKEN_MESSAGE = "This time slot has just been booked. Please choose another time.";
export const CONSULTATION_HELD_BY_EMAIL_MESSAGE = (when: string) =>
  `You already have a consultation booked for ${when}. To change it, reply to your confirmation email.`;
export const CONSULTATION_HELD_BY_VISITOR_MESSAGE =
  "A consultation is already booked from your connection. To book another, please contact us.";
const MAX_RANGE_DAYS = 92;

const dayOf = (instant: Date) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    weekday: "long",
    month: "long",
    day: "numeric",
  }).format(instant);

/**
 * Refuses (409) a second upcoming time for the address, or one over HELD_BOOKINGS_PER_VISITOR for the visitor
 * (docs/product/lead-capture.md § One place each). Call in the booking's transaction.
 */
async function refuseSecondTime(tx: Transaction, deps: AppDeps, email: string, visitorKey: string) {
  await lockHolders(tx, "consultation", email, visitorKey);
  const address = holderAddress(email);
  const held = await tx
    .select({
      start: consultations.preferredDate,
      time: consultations.preferredTime,
      sameEmail: sql<boolean>`lower(${consultations.email}) = ${address}`,
      sameVisitor: sql<boolean>`${consultations.visitorKey} = ${visitorKey}`,
    })
    .from(consultations)
    .where(
      and(
        isNotNull(consultations.slotKey),
        notInArray(consultations.status, ["cancelled", "completed"]),
        gte(consultations.preferredDate, deps.now()),
        or(sql`lower(${consultations.email}) = ${address}`, eq(consultations.visitorKey, visitorKey)),
      ),
    );
  refuseSecondHold(held, deps.config.HELD_BOOKINGS_PER_VISITOR, {
    byEmail: (row) =>
      CONSULTATION_HELD_BY_EMAIL_MESSAGE(
        [row.start ? dayOf(row.start) : null, row.time ? `${row.time} Eastern Time` : null]
          .filter(Boolean)
          .join(" at "),
      ),
    byVisitor: CONSULTATION_HELD_BY_VISITOR_MESSAGE,
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export async function bookConsultation(
  deps: AppDeps,
  input: ConsultationPayload,
  /** The visitor as bookings count them (server/features/spam/one-hold-each.ts bookingVisitor). */
  visitor: string,
): Promise<{ message: string; id: number }> {
  const now = deps.now();
  const problem = dateProblem(input.preferredDate, now);
  if (problem) throw new HttpError(400, problem, { preferredDate: problem });

  const start = consultationStart(input.preferredDate, input.preferredTime);
  const type = consultationType(input.consultationType);
  const end = new Date(start.getTime() + (type?.minutes ?? 30) * 60_000);
  const visitorKey = visitorKeyOf(deps.config, visitor);
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      // In the transaction: a time already taken (409) leaves the visitor's form token unused for the next try.
      const automated = await formSubmissionReason(deps, tx, "consultation", input);
      if (automated === null) await refuseSecondTime(tx, deps, input.email, visitorKey);
      const [row] = await tx
        .insert(consultations)
        .values({
          name: input.name,
          email: input.email,
          consultationType: input.consultationType,
          phone: input.phone ?? null,
          company: input.company ?? null,
          preferredDate: start,
          preferredTime: input.preferredTime,
          projectDetails: input.projectDetails ?? null,
          budget: input.budget ?? null,
          timeline: input.timeline ?? null,
          currentWebsite: input.currentWebsite ?? null,
          goals: input.goals ?? null,
          // A booking that looks automated is kept for the agency but holds no time (docs/product/lead-capture.md
          // § Consultation booking): without a slot key the time stays free; rescheduling it gives it one.
          slotKey: automated === null ? consultationSlotKey(input.preferredDate, input.preferredTime) : null,
          automatedReason: automated,
          visitorKey,
        })
        .returning({ id: consultations.id });
      if (!row) throw new Error("consultation insert returned no row");
      await queueEmails(
        tx,
        consultationEmails({ id: row.id, input, start, end, bookedAt: now, automatedReason: automated }, deps.config),
      );
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, SLOT_TAKEN_MESSAGE, { preferredTime: SLOT_TAKEN_MESSAGE });
    throw error;
  }
  const when = dayOf(start);
  return {
    id,
    message: `Your ${type?.label ?? "consultation"} is booked for ${when} at ${input.preferredTime} Eastern Time. A calendar invitation is on its way to ${input.email}, and you'll receive a tailored proposal within 24 hours after the call.`,
  };
}

/** The taken "YYYY-MM-DD HH:MM" keys between two dates (inclusive): public, no personal data. */
export async function takenSlots(deps: AppDeps, from: string, to: string): Promise<string[]> {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) throw new HttpError(400, "from and to must be dates in the form YYYY-MM-DD");
  const days =
    (Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) / 86_400_000;
  if (days < 0 || days > MAX_RANGE_DAYS) {
    throw new HttpError(400, `The range must run forwards and span at most ${MAX_RANGE_DAYS} days`);
  }
  const rows = await deps.db
    .select({ slotKey: consultations.slotKey })
    .from(consultations)
    .where(
      and(
        gte(consultations.slotKey, `${from} 00:00`),
        lte(consultations.slotKey, `${to} 23:59`),
        ne(consultations.status, "cancelled"),
      ),
    )
    .orderBy(consultations.slotKey);
  return rows.flatMap((row) => (row.slotKey ? [row.slotKey] : []));
}
