/**
 * A reservation's place in its slot when the admin changes its status
 * (docs/product/lead-capture.md § Capacity: 2 per half-month slot,
 * enforced atomically). A cancelled reservation frees its place; moving it
 * back to any other status takes a place again, so it goes through the same
 * lock and count as a new booking (server/features/reserve-slot/slot-places.ts).
 */
import { eq } from "drizzle-orm";
import { findBookableSlot, SLOT_CAPACITY } from "#common/slots/calendar";
import { slotReservations } from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import type { Transaction } from "#server/mail/outbox.ts";
import { FREES_PLACE, lockSlotPlaces, recordPlacesTaken } from "../reserve-slot/slot-places.ts";

export const holdsPlace = (status: string) => status !== FREES_PLACE;

export function slotFullMessage(slotId: string, now: Date): string {
  const label = findBookableSlot(slotId, now)?.label ?? slotId;
  return `The ${label} slot is full: it already holds ${SLOT_CAPACITY} active reservations. Cancel one of them before re-opening this one.`;
}

/**
 * Call inside the status change's transaction, with the reservation's row
 * already locked and before its status is written. Returns a function to
 * call after the write, which keeps slot_capacity.reserved equal to the
 * places held. A change that neither frees nor takes a place locks nothing.
 * Throws 409 when a place is taken in a full slot.
 */
export async function claimSlotPlace(
  tx: Transaction,
  reservationId: number,
  from: string,
  to: string,
  now: Date,
): Promise<() => Promise<void>> {
  const [reservation] = await tx
    .select({ slotId: slotReservations.preferredSlot, placeKept: slotReservations.holdsPlace })
    .from(slotReservations)
    .where(eq(slotReservations.id, reservationId));
  if (!reservation) throw new HttpError(404, `No reservation with id ${reservationId}`);
  const { slotId, placeKept } = reservation;
  // A booking that looked automated holds no place until the agency confirms it: confirming takes one.
  const holdingNow = holdsPlace(from) && placeKept;
  const holdingAfter = holdsPlace(to) && (placeKept || to === "confirmed");
  const taking = !holdingNow && holdingAfter;
  const freeing = holdingNow && !holdingAfter;
  if (!taking && !freeing) return async () => {};

  const taken = await lockSlotPlaces(tx, slotId);
  if (taking && taken >= SLOT_CAPACITY) throw new HttpError(409, slotFullMessage(slotId, now));

  return async () => {
    if (taking && !placeKept) {
      await tx.update(slotReservations).set({ holdsPlace: true }).where(eq(slotReservations.id, reservationId));
    }
    await recordPlacesTaken(tx, slotId, taken + (taking ? 1 : -1));
  };
}
