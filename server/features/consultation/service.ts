/**
 * Consultation booking: one consultation per date and time. A booking takes its time only when its visitor
 * opens the link mailed to them (confirmConsultation, docs/decisions/043-places-for-people-who-can-be-reached.md):
 * the partial unique index consultations_slot_key_uq then decides races between confirmations and server
 * processes; the first to confirm takes the time, the others waiting for it are told at once. The
 * confirmation email carries an .ics invitation.
 */
import { and, eq, gt, gte, isNotNull, isNull, lte, ne, notInArray, or, sql } from "drizzle-orm";
import { consultationSlotKey, consultationStart, consultationType, dateProblem } from "#common/consultation/schedule";
import type { ConsultationPayload } from "#common/forms/consultation";
import { parseIsoDate } from "#common/time/zoned";
import { consultations } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { HttpError } from "#server/http/errors.ts";
import { queueEmails, type Transaction } from "#server/mail/outbox.ts";
import { formSubmissionReason } from "../spam/automated-submission.ts";
import { alertOnBookingBurst } from "../spam/booking-burst.ts";
import {
  CONFIRM_WITHIN_HOURS,
  confirmLink,
  inConfirmation,
  newBookingColumns,
  newConfirmKey,
} from "../spam/confirmed-by-email.ts";
import { holderAddress, lockHolders, refuseSecondHold, visitorKeyOf } from "../spam/one-hold-each.ts";
import { consultationConfirmedEmails, consultationEmails, timeTakenEmail } from "./emails.ts";

export const SLOT_TAKEN_MESSAGE = "This time slot has just been booked. Please choose another time.";
export const CONSULTATION_HELD_BY_EMAIL_MESSAGE = (when: string) =>
  `You already have a consultation booked for ${when}. To change it, reply to your confirmation email.`;
export const CONSULTATION_AWAITING_EMAIL_MESSAGE = (when: string) =>
  `You already asked for a consultation on ${when}. Open the link we emailed you to confirm it.`;
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
      awaiting: sql<boolean>`${consultations.slotKey} is null`,
      sameEmail: sql<boolean>`lower(${consultations.email}) = ${address}`,
      sameVisitor: sql<boolean>`${consultations.visitorKey} = ${visitorKey}`,
    })
    .from(consultations)
    .where(
      and(
        or(isNotNull(consultations.slotKey), awaitingConfirmation(deps.now())),
        notInArray(consultations.status, ["cancelled", "completed"]),
        gte(consultations.preferredDate, deps.now()),
        or(sql`lower(${consultations.email}) = ${address}`, eq(consultations.visitorKey, visitorKey)),
      ),
    );
  refuseSecondHold(held, deps.config.HELD_BOOKINGS_PER_VISITOR, {
    byEmail: (row) =>
      (row.awaiting ? CONSULTATION_AWAITING_EMAIL_MESSAGE : CONSULTATION_HELD_BY_EMAIL_MESSAGE)(
        [row.start ? dayOf(row.start) : null, row.time ? `${row.time} Eastern Time` : null]
          .filter(Boolean)
          .join(" at "),
      ),
    byVisitor: CONSULTATION_HELD_BY_VISITOR_MESSAGE,
  });
}

/**
 * SQL condition: the booking waits for its visitor to open their link, and the link still works. It holds no
 * time, but counts as the address's and the visitor's booking meanwhile.
 */
const awaitingConfirmation = (now: Date) =>
  and(
    isNull(consultations.slotKey),
    isNotNull(consultations.confirmKeyHash),
    gt(consultations.confirmBy, now),
    ne(consultations.status, "cancelled"),
  );

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** What a visitor is told once their booking is stored, whether it looked automated or not. */
export const CHECK_YOUR_EMAIL_MESSAGE = (typeLabel: string, when: string, time: string, email: string) =>
  `Almost there: open the link we've emailed to ${email} within ${CONFIRM_WITHIN_HOURS} hours to book your ${typeLabel} on ${when} at ${time} Eastern Time. A calendar invitation follows, and you'll receive a tailored proposal within 24 hours after the call.`;

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
  const slotKey = consultationSlotKey(input.preferredDate, input.preferredTime);
  const confirmation = newConfirmKey();
  const id = await deps.db.transaction(async (tx) => {
    // A time someone holds is refused before anything is stored; one only asked for stays free to all.
    const [holder] = await tx
      .select({ id: consultations.id })
      .from(consultations)
      .where(and(eq(consultations.slotKey, slotKey), ne(consultations.status, "cancelled")));
    if (holder) throw new HttpError(409, SLOT_TAKEN_MESSAGE, { preferredTime: SLOT_TAKEN_MESSAGE });
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
        // No booking holds its time before its visitor confirms their email; one that looks automated gets no
        // link (docs/product/lead-capture.md § Consultation booking): rescheduling it gives it a time.
        slotKey: null,
        requestedSlotKey: slotKey,
        ...newBookingColumns(automated, visitorKey, confirmation, now),
      })
      .returning({ id: consultations.id });
    if (!row) throw new Error("consultation insert returned no row");
    await queueEmails(
      tx,
      consultationEmails(
        {
          id: row.id,
          input,
          start,
          end,
          bookedAt: now,
          automatedReason: automated,
          confirmUrl: confirmLink(deps.config.siteUrl, "consultations", confirmation.key),
        },
        deps.config,
      ),
    );
    await alertOnBookingBurst(tx, deps.config, "consultation", now);
    return row.id;
  });
  return {
    id,
    message: CHECK_YOUR_EMAIL_MESSAGE(type?.label ?? "consultation", dayOf(start), input.preferredTime, input.email),
  };
}

export type ConsultationConfirmation = { outcome: "booked" | "taken"; slotKey: string } | { outcome: "expired" };

/**
 * The visitor opened their link: the booking takes its time if no one confirmed it first (the unique index
 * decides), and every other visitor still waiting for that time is told at once.
 */
export function confirmConsultation(deps: AppDeps, key: string): Promise<ConsultationConfirmation> {
  const expired: ConsultationConfirmation = { outcome: "expired" };
  return inConfirmation(deps, key, expired, async (tx, keyHash, now) => {
    const [row] = await tx.select().from(consultations).where(eq(consultations.confirmKeyHash, keyHash)).for("update");
    if (!row || row.status === "cancelled" || !row.requestedSlotKey) return { outcome: "expired" };
    if (row.slotKey) return { outcome: "booked", slotKey: row.slotKey };
    const slotKey = row.requestedSlotKey;
    if (!row.confirmBy || row.confirmBy <= now || !row.preferredDate || row.preferredDate <= now) {
      return { outcome: "expired" };
    }
    try {
      // A savepoint: a time taken first fails here alone, and the booking stays as it was.
      await tx.transaction(async (savepoint) => {
        await savepoint
          .update(consultations)
          .set({ slotKey, emailConfirmedAt: now })
          .where(eq(consultations.id, row.id));
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: "taken", slotKey };
      throw error;
    }
    const type = consultationType(row.consultationType);
    const booking = {
      id: row.id,
      input: { name: row.name, email: row.email, consultationType: row.consultationType } as ConsultationPayload,
      start: row.preferredDate,
      end: new Date(row.preferredDate.getTime() + (type?.minutes ?? 30) * 60_000),
      bookedAt: now,
    };
    const waiting = await tx
      .select({ id: consultations.id, name: consultations.name, email: consultations.email })
      .from(consultations)
      .where(and(eq(consultations.requestedSlotKey, slotKey), awaitingConfirmation(now), ne(consultations.id, row.id)));
    await queueEmails(tx, [
      ...consultationConfirmedEmails(booking, deps.config),
      ...waiting.map((other) => timeTakenEmail({ ...other, start: booking.start }, deps.config)),
    ]);
    return { outcome: "booked", slotKey };
  });
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
