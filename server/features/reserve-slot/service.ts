/**
 * Slot reservations with the capacity enforced in the database
 * (docs/decisions/016-slot-capacity.md): each change of a slot's places locks its slot and
 * counts its places (slot-places.ts) and takes one only below SLOT_CAPACITY,
 * all in one transaction with the outbox emails. Concurrent requests, from one process or many, queue on that row
 * lock, so a slot never holds more than its capacity.
 *
 * A booking takes its place only when its visitor opens the link mailed to them (confirmReservation,
 * docs/decisions/043-places-for-people-who-can-be-reached.md): until then it holds none, so the first to
 * confirm takes the last place and the others waiting for that slot are told at once.
 */
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { ReserveSlotPayload } from "#common/forms/reserve-slot";
import { bookableSlots, findBookableSlot, SLOT_CAPACITY } from "#common/slots/calendar";
import { slotReservations } from "#server/db/schema.ts";
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
import { reservationConfirmedEmails, reservationEmails, slotFilledEmail } from "./emails.ts";
import {
  awaitingConfirmationCondition,
  FREES_PLACE,
  holdsPlaceCondition,
  lockSlotPlaces,
  recordPlacesTaken,
} from "./slot-places.ts";

export const SLOT_UNAVAILABLE_MESSAGE = "This slot is not available for booking. Please choose one of the slots shown.";
export const SLOT_FULL_MESSAGE = "This slot is fully booked. Please choose another.";
export const PLACE_HELD_BY_EMAIL_MESSAGE = (slotLabel: string) =>
  `You already hold a place in the ${slotLabel} slot. To change it, reply to your confirmation email.`;
export const PLACE_AWAITING_EMAIL_MESSAGE = (slotLabel: string) =>
  `You already asked for a place in the ${slotLabel} slot. Open the link we emailed you to confirm it.`;
export const PLACE_HELD_BY_VISITOR_MESSAGE =
  "A development slot is already reserved from your connection. To reserve another, please contact us.";

/**
 * Refuses (409) a second held place for the address or one over HELD_BOOKINGS_PER_VISITOR for the visitor,
 * among the bookable slots (docs/product/lead-capture.md § One place each). Call in the booking's transaction.
 */
async function refuseSecondPlace(tx: Transaction, deps: AppDeps, email: string, visitorKey: string) {
  await lockHolders(tx, "reserve-slot", email, visitorKey);
  const address = holderAddress(email);
  const upcoming = bookableSlots(deps.now()).map((slot) => slot.id);
  const held = await tx
    .select({
      slot: slotReservations.preferredSlot,
      awaiting: sql<boolean>`not ${slotReservations.holdsPlace}`,
      sameEmail: sql<boolean>`lower(${slotReservations.email}) = ${address}`,
      sameVisitor: sql<boolean>`${slotReservations.visitorKey} = ${visitorKey}`,
    })
    .from(slotReservations)
    .where(
      and(
        or(holdsPlaceCondition, awaitingConfirmationCondition(deps.now())),
        inArray(slotReservations.preferredSlot, upcoming),
        or(sql`lower(${slotReservations.email}) = ${address}`, eq(slotReservations.visitorKey, visitorKey)),
      ),
    );
  refuseSecondHold(held, deps.config.HELD_BOOKINGS_PER_VISITOR, {
    byEmail: (row) =>
      (row.awaiting ? PLACE_AWAITING_EMAIL_MESSAGE : PLACE_HELD_BY_EMAIL_MESSAGE)(
        findBookableSlot(row.slot, deps.now())?.label ?? row.slot,
      ),
    byVisitor: PLACE_HELD_BY_VISITOR_MESSAGE,
  });
}

/** One `{preferredSlot}` per reservation of the bookable slots: no personal data (public). */
export async function slotAvailability(deps: AppDeps): Promise<Array<{ preferredSlot: string }>> {
  const ids = bookableSlots(deps.now()).map((slot) => slot.id);
  return deps.db
    .select({ preferredSlot: slotReservations.preferredSlot })
    .from(slotReservations)
    .where(and(inArray(slotReservations.preferredSlot, ids), holdsPlaceCondition))
    .orderBy(slotReservations.id);
}

/** What a visitor is told once their reservation is stored, whether it looked automated or not. */
export const CHECK_YOUR_EMAIL_MESSAGE = (slotLabel: string, email: string) =>
  `Almost there: open the link we've emailed to ${email} within ${CONFIRM_WITHIN_HOURS} hours to hold your place in the ${slotLabel} slot. We'll contact you within 24 hours to confirm it, and kick off within 48 hours of confirmation.`;

export async function reserveSlot(
  deps: AppDeps,
  input: ReserveSlotPayload,
  /** The visitor as bookings count them (server/features/spam/one-hold-each.ts bookingVisitor). */
  visitor: string,
): Promise<{ message: string; id: number }> {
  const slot = findBookableSlot(input.preferredSlot, deps.now());
  if (!slot) throw new HttpError(400, SLOT_UNAVAILABLE_MESSAGE, { preferredSlot: SLOT_UNAVAILABLE_MESSAGE });
  const visitorKey = visitorKeyOf(deps.config, visitor);
  const now = deps.now();
  const confirmation = newConfirmKey();
  const id = await deps.db.transaction(async (tx) => {
    const taken = await lockSlotPlaces(tx, slot.id);
    if (taken >= SLOT_CAPACITY) throw new HttpError(409, SLOT_FULL_MESSAGE, { preferredSlot: SLOT_FULL_MESSAGE });
    // After the capacity check: a full slot's 409 leaves the visitor's form token unused for another slot.
    const automated = await formSubmissionReason(deps, tx, "reserve-slot", input);
    // No booking holds a place before its visitor confirms their email; one that looks automated gets no link
    // at all (docs/product/lead-capture.md § Capacity): the agency gives it a place by confirming it.
    if (automated === null) await refuseSecondPlace(tx, deps, input.email, visitorKey);

    const [row] = await tx
      .insert(slotReservations)
      .values({
        name: input.name,
        email: input.email,
        package: input.package,
        priceList: input.priceList ?? null,
        preferredSlot: slot.id,
        business: input.business ?? null,
        phone: input.phone ?? null,
        projectDetails: input.projectDetails,
        budget: input.budget ?? null,
        timeline: input.timeline ?? null,
        holdsPlace: false,
        ...newBookingColumns(automated, visitorKey, confirmation, now),
      })
      .returning({ id: slotReservations.id });
    if (!row) throw new Error("reservation insert returned no row");
    await queueEmails(
      tx,
      reservationEmails(input, slot, deps.config, {
        id: row.id,
        automatedReason: automated,
        confirmUrl: confirmLink(deps.config.siteUrl, "reserve-slot", confirmation.key),
      }),
    );
    await alertOnBookingBurst(tx, deps.config, "reservation", now);
    return row.id;
  });

  return { id, message: CHECK_YOUR_EMAIL_MESSAGE(slot.label, input.email) };
}

export type ReservationConfirmation =
  | { outcome: "held" | "full"; slotId: string; priceList: string | null }
  | { outcome: "expired" };

/**
 * The visitor opened their link: the reservation takes a place if its slot still has one. Taking the last
 * place tells every other visitor still waiting for that slot, at once, that it is full.
 */
export function confirmReservation(deps: AppDeps, key: string): Promise<ReservationConfirmation> {
  const expired: ReservationConfirmation = { outcome: "expired" };
  return inConfirmation(deps, key, expired, async (tx, keyHash, now) => {
    const [row] = await tx
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.confirmKeyHash, keyHash))
      .for("update");
    if (!row || row.status === FREES_PLACE) return { outcome: "expired" };
    const face = { slotId: row.preferredSlot, priceList: row.priceList };
    if (row.holdsPlace) return { outcome: "held", ...face };
    const slot = findBookableSlot(row.preferredSlot, now);
    if (!slot || !row.confirmBy || row.confirmBy <= now) return { outcome: "expired" };
    const taken = await lockSlotPlaces(tx, slot.id);
    if (taken >= SLOT_CAPACITY) return { outcome: "full", ...face };

    await tx
      .update(slotReservations)
      .set({ holdsPlace: true, emailConfirmedAt: now })
      .where(eq(slotReservations.id, row.id));
    await recordPlacesTaken(tx, slot.id, taken + 1);
    await queueEmails(tx, reservationConfirmedEmails(row, slot, deps.config));
    if (taken + 1 >= SLOT_CAPACITY) {
      const waiting = await tx
        .select({ id: slotReservations.id, name: slotReservations.name, email: slotReservations.email })
        .from(slotReservations)
        .where(
          and(
            eq(slotReservations.preferredSlot, slot.id),
            awaitingConfirmationCondition(now),
            ne(slotReservations.id, row.id),
          ),
        );
      await queueEmails(
        tx,
        waiting.map((other) => slotFilledEmail(other, slot, deps.config)),
      );
    }
    return { outcome: "held", ...face };
  });
}
