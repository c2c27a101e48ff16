/**
 * Slot reservations with the capacity enforced in the database (DECISIONS §
 * Server behaviour "Slot capacity"): each reservation locks its slot's
 * slot_capacity row (SELECT … FOR UPDATE), counts the slot's reservations and
 * inserts only below SLOT_CAPACITY, all in one transaction with the outbox
 * emails. Concurrent requests, from one process or many, queue on that row
 * lock, so a slot never holds more than its capacity.
 */
import { and, inArray, ne, sql } from "drizzle-orm";
import type { ReserveSlotPayload } from "../../../common/forms/reserve-slot";
import { bookableSlots, findBookableSlot, SLOT_CAPACITY } from "../../../common/slots/calendar";
import type { AppDeps } from "../../app.ts";
import { slotCapacity, slotReservations } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { queueEmails } from "../../mail/outbox.ts";
import { reservationEmails } from "./emails.ts";

export const SLOT_UNAVAILABLE_MESSAGE = "This slot is not available for booking. Please choose one of the slots shown.";
export const SLOT_FULL_MESSAGE = "This slot is fully booked. Please choose another.";

/** Reservations that hold a place (a cancelled one frees it). */
const holdsPlace = ne(slotReservations.status, "cancelled");

/** One `{preferredSlot}` per reservation of the bookable slots: no personal data (public). */
export async function slotAvailability(deps: AppDeps): Promise<Array<{ preferredSlot: string }>> {
  const ids = bookableSlots(deps.now()).map((slot) => slot.id);
  return deps.db
    .select({ preferredSlot: slotReservations.preferredSlot })
    .from(slotReservations)
    .where(and(inArray(slotReservations.preferredSlot, ids), holdsPlace))
    .orderBy(slotReservations.id);
}

export async function reserveSlot(deps: AppDeps, input: ReserveSlotPayload): Promise<{ message: string }> {
  const slot = findBookableSlot(input.preferredSlot, deps.now());
  if (!slot) throw new HttpError(400, SLOT_UNAVAILABLE_MESSAGE, { preferredSlot: SLOT_UNAVAILABLE_MESSAGE });

  await deps.db.transaction(async (tx) => {
    await tx.insert(slotCapacity).values({ slotId: slot.id, reserved: 0 }).onConflictDoNothing();
    await tx.execute(
      sql`select ${slotCapacity.slotId} from ${slotCapacity} where ${slotCapacity.slotId} = ${slot.id} for update`,
    );
    // Read after the lock: under READ COMMITTED this statement sees every reservation committed before it.
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(slotReservations)
      .where(and(sql`${slotReservations.preferredSlot} = ${slot.id}`, holdsPlace));
    const taken = row?.count ?? 0;
    if (taken >= SLOT_CAPACITY) throw new HttpError(409, SLOT_FULL_MESSAGE, { preferredSlot: SLOT_FULL_MESSAGE });

    await tx.insert(slotReservations).values({
      name: input.name,
      email: input.email,
      package: input.package,
      preferredSlot: slot.id,
      business: input.business ?? null,
      phone: input.phone ?? null,
      projectDetails: input.projectDetails,
      budget: input.budget ?? null,
      timeline: input.timeline ?? null,
    });
    await tx
      .update(slotCapacity)
      .set({ reserved: taken + 1 })
      .where(sql`${slotCapacity.slotId} = ${slot.id}`);
    await queueEmails(tx, reservationEmails(input, slot, deps.config));
  });

  return {
    message: `Your ${slot.label} slot is reserved. We'll contact you within 24 hours to confirm it, and kick off within 48 hours of confirmation.`,
  };
}
