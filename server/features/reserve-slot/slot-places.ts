/**
 * The one rule for a slot's places (docs/product/lead-capture.md § Capacity:
 * 2 per half-month slot, enforced atomically), shared by a
 * visitor's booking and the admin's status changes: take the slot's
 * slot_capacity row with SELECT … FOR UPDATE, then count the reservations
 * holding a place. Concurrent bookings and status changes of one slot, from
 * any server process, queue on that row.
 */
import { and, eq, gt, isNotNull, ne, sql } from "drizzle-orm";
import { slotCapacity, slotReservations } from "#server/db/schema.ts";
import type { Transaction } from "#server/mail/outbox.ts";

/** The status that frees a reservation's place; every other status holds one. */
export const FREES_PLACE = "cancelled";

/**
 * SQL condition: the reservation holds a place in its slot — not cancelled, and not a booking that looked
 * automated and that the agency has not confirmed (`holds_place`).
 */
export const holdsPlaceCondition = and(ne(slotReservations.status, FREES_PLACE), eq(slotReservations.holdsPlace, true));

/**
 * SQL condition: the reservation waits for its visitor to open the link mailed to them, and the link still
 * works (docs/product/lead-capture.md § Confirmed by email). It holds no place, but counts as the address's
 * and the visitor's booking, so neither can ask for a second one meanwhile.
 */
export const awaitingConfirmationCondition = (now: Date) =>
  and(
    ne(slotReservations.status, FREES_PLACE),
    eq(slotReservations.holdsPlace, false),
    isNotNull(slotReservations.confirmKeyHash),
    gt(slotReservations.confirmBy, now),
  );

/** Locks the slot's row (creating it on first use) and returns how many places are taken. */
export async function lockSlotPlaces(tx: Transaction, slotId: string): Promise<number> {
  await tx.insert(slotCapacity).values({ slotId, reserved: 0 }).onConflictDoNothing();
  await tx.execute(
    sql`select ${slotCapacity.slotId} from ${slotCapacity} where ${slotCapacity.slotId} = ${slotId} for update`,
  );
  // Read after the lock: under READ COMMITTED this sees every reservation committed before it.
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(slotReservations)
    .where(and(eq(slotReservations.preferredSlot, slotId), holdsPlaceCondition));
  return row?.count ?? 0;
}

/** Keeps slot_capacity.reserved equal to the places held (call with the slot locked). */
export async function recordPlacesTaken(tx: Transaction, slotId: string, taken: number) {
  await tx
    .update(slotCapacity)
    .set({ reserved: Math.max(taken, 0) })
    .where(eq(slotCapacity.slotId, slotId));
}
