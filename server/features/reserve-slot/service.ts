/**
 * Slot reservations with the capacity enforced in the database
 * (docs/decisions/016-slot-capacity.md): each reservation locks its slot and
 * counts its places (slot-places.ts) and inserts only below SLOT_CAPACITY,
 * all in one transaction with the outbox emails. Concurrent requests, from one process or many, queue on that row
 * lock, so a slot never holds more than its capacity.
 */
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { ReserveSlotPayload } from "#common/forms/reserve-slot";
import { bookableSlots, findBookableSlot, SLOT_CAPACITY } from "#common/slots/calendar";
import { slotReservations } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { HttpError } from "#server/http/errors.ts";
import { queueEmails, type Transaction } from "#server/mail/outbox.ts";
import { formSubmissionReason } from "../spam/automated-submission.ts";
import { holderAddress, lockHolders, refuseSecondHold, visitorKeyOf } from "../spam/one-hold-each.ts";
import { reservationEmails } from "./emails.ts";
import { holdsPlaceCondition, lockSlotPlaces, recordPlacesTaken } from "./slot-places.ts";

export const SLOT_UNAVAILABLE_MESSAGE = "This slot is not available for booking. Please choose one of the slots shown.";
export const SLOT_FULL_MESSAGE = "This slot is fully booked. Please choose another.";
export const PLACE_HELD_BY_EMAIL_MESSAGE = (slotLabel: string) =>
  `You already hold a place in the ${slotLabel} slot. To change it, reply to your confirmation email.`;
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
      sameEmail: sql<boolean>`lower(${slotReservations.email}) = ${address}`,
      sameVisitor: sql<boolean>`${slotReservations.visitorKey} = ${visitorKey}`,
    })
    .from(slotReservations)
    .where(
      and(
        holdsPlaceCondition,
        inArray(slotReservations.preferredSlot, upcoming),
        or(sql`lower(${slotReservations.email}) = ${address}`, eq(slotReservations.visitorKey, visitorKey)),
      ),
    );
  refuseSecondHold(held, deps.config.HELD_BOOKINGS_PER_VISITOR, {
    byEmail: (row) => PLACE_HELD_BY_EMAIL_MESSAGE(findBookableSlot(row.slot, deps.now())?.label ?? row.slot),
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

export async function reserveSlot(
  deps: AppDeps,
  input: ReserveSlotPayload,
  /** The visitor as bookings count them (server/features/spam/one-hold-each.ts bookingVisitor). */
  visitor: string,
): Promise<{ message: string; id: number }> {
  const slot = findBookableSlot(input.preferredSlot, deps.now());
  if (!slot) throw new HttpError(400, SLOT_UNAVAILABLE_MESSAGE, { preferredSlot: SLOT_UNAVAILABLE_MESSAGE });
  const visitorKey = visitorKeyOf(deps.config, visitor);
  const id = await deps.db.transaction(async (tx) => {
    const taken = await lockSlotPlaces(tx, slot.id);
    if (taken >= SLOT_CAPACITY) throw new HttpError(409, SLOT_FULL_MESSAGE, { preferredSlot: SLOT_FULL_MESSAGE });
    // After the capacity check: a full slot's 409 leaves the visitor's form token unused for another slot.
    const automated = await formSubmissionReason(deps, tx, "reserve-slot", input);
    // A booking that looks automated is kept for the agency but takes no place (docs/product/lead-capture.md
    // § Capacity): a script cannot fill the calendar; the agency gives it a place by confirming it.
    const holdsPlace = automated === null;
    if (holdsPlace) await refuseSecondPlace(tx, deps, input.email, visitorKey);

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
        automatedReason: automated,
        holdsPlace,
        visitorKey,
      })
      .returning({ id: slotReservations.id });
    if (!row) throw new Error("reservation insert returned no row");
    if (holdsPlace) await recordPlacesTaken(tx, slot.id, taken + 1);
    await queueEmails(tx, reservationEmails(input, slot, deps.config, { id: row.id, automatedReason: automated }));
    return row.id;
  });

  return {
    id,
    message: `Your ${slot.label} slot is reserved. We'll contact you within 24 hours to confirm it, and kick off within 48 hours of confirmation.`,
  };
}
