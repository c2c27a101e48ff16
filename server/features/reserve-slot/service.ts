/**
 * Slot reservations with the capacity enforced in the database
 * (docs/decisions/016-slot-capacity.md): each reservation locks its slot and
 * counts its places (slot-places.ts) and inserts only below SLOT_CAPACITY,
 * all in one transaction with the outbox emails. Concurrent requests, from one process or many, queue on that row
 * lock, so a slot never holds more than its capacity.
 */
import { and, inArray } from "drizzle-orm";
import type { ReserveSlotPayload } from "#common/forms/reserve-slot";
import { bookableSlots, findBookableSlot, SLOT_CAPACITY } from "#common/slots/calendar";
import { slotReservations } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { HttpError } from "#server/http/errors.ts";
import { queueEmails } from "#server/mail/outbox.ts";
import { formSubmissionReason } from "../spam/automated-submission.ts";
import { reservationEmails } from "./emails.ts";
import { holdsPlaceCondition, lockSlotPlaces, recordPlacesTaken } from "./slot-places.ts";

export const SLOT_UNAVAILABLE_MESSAGE = "This slot is not available for booking. Please choose one of the slots shown.";
export const SLOT_FULL_MESSAGE = "This slot is fully booked. Please choose another.";

/** One `{preferredSlot}` per reservation of the bookable slots: no personal data (public). */
export async function slotAvailability(deps: AppDeps): Promise<Array<{ preferredSlot: string }>> {
  const ids = bookableSlots(deps.now()).map((slot) => slot.id);
  return deps.db
    .select({ preferredSlot: slotReservations.preferredSlot })
    .from(slotReservations)
    .where(and(inArray(slotReservations.preferredSlot, ids), holdsPlaceCondition))
    .orderBy(slotReservations.id);
}

export async function reserveSlot(deps: AppDeps, input: ReserveSlotPayload): Promise<{ message: string }> {
  const slot = findBookableSlot(input.preferredSlot, deps.now());
  if (!slot) throw new HttpError(400, SLOT_UNAVAILABLE_MESSAGE, { preferredSlot: SLOT_UNAVAILABLE_MESSAGE });
  await deps.db.transaction(async (tx) => {
    const taken = await lockSlotPlaces(tx, slot.id);
    if (taken >= SLOT_CAPACITY) throw new HttpError(409, SLOT_FULL_MESSAGE, { preferredSlot: SLOT_FULL_MESSAGE });
    // After the capacity check: a full slot's 409 leaves the visitor's form token unused for another slot.
    const automated = await formSubmissionReason(deps, tx, "reserve-slot", input);
    // A booking that looks automated is kept for the agency but takes no place (docs/product/lead-capture.md
    // § Capacity): a script cannot fill the calendar; the agency gives it a place by confirming it.
    const holdsPlace = automated === null;

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
      })
      .returning({ id: slotReservations.id });
    if (!row) throw new Error("reservation insert returned no row");
    if (holdsPlace) await recordPlacesTaken(tx, slot.id, taken + 1);
    await queueEmails(tx, reservationEmails(input, slot, deps.config, { id: row.id, automatedReason: automated }));
  });

  return {
    message: `Your ${slot.label} slot is reserved. We'll contact you within 24 hours to confirm it, and kick off within 48 hours of confirmation.`,
  };
}
