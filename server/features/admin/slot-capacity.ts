/**
 * A reservation's place in its slot when the admin changes its status
 * (DECISIONS.md § Server behaviour "Slot capacity": 2 per half-month slot,
 * enforced atomically). A cancelled reservation frees its place; moving it
 * back to any other status takes a place again, so it goes through the lock
 * a new reservation takes (server/features/reserve-slot/service.ts): the
 * slot's slot_capacity row, SELECT … FOR UPDATE, then a count of the slot's
 * reservations that hold a place. Concurrent public bookings and admin
 * changes of one slot, from any server process, queue on that row.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { findBookableSlot, SLOT_CAPACITY } from "../../../common/slots/calendar";
import type { Database } from "../../db/client.ts";
import { slotCapacity, slotReservations } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The status that frees a reservation's place (the public path counts every other one). */
const FREES_PLACE = "cancelled";

export const holdsPlace = (status: string) => status !== FREES_PLACE;

export function slotFullMessage(slotId: string, now: Date): string {
  const label = findBookableSlot(slotId, now)?.label ?? slotId;
  return `The ${label} slot is full: it already holds ${SLOT_CAPACITY} active reservations. Cancel one of them before re-opening this one.`;
}

async function lockSlot(tx: Transaction, slotId: string): Promise<number> {
  await tx.insert(slotCapacity).values({ slotId, reserved: 0 }).onConflictDoNothing();
  await tx.execute(
    sql`select ${slotCapacity.slotId} from ${slotCapacity} where ${slotCapacity.slotId} = ${slotId} for update`,
  );
  // Read after the lock: under READ COMMITTED this sees every booking committed before it.
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(slotReservations)
    .where(and(eq(slotReservations.preferredSlot, slotId), ne(slotReservations.status, FREES_PLACE)));
  return row?.count ?? 0;
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
  const taking = !holdsPlace(from) && holdsPlace(to);
  const freeing = holdsPlace(from) && !holdsPlace(to);
  if (!taking && !freeing) return async () => {};

  const [reservation] = await tx
    .select({ slotId: slotReservations.preferredSlot })
    .from(slotReservations)
    .where(eq(slotReservations.id, reservationId));
  if (!reservation) throw new HttpError(404, `No reservation with id ${reservationId}`);
  const { slotId } = reservation;

  const taken = await lockSlot(tx, slotId);
  if (taking && taken >= SLOT_CAPACITY) throw new HttpError(409, slotFullMessage(slotId, now));

  return async () => {
    await tx
      .update(slotCapacity)
      .set({ reserved: taking ? taken + 1 : Math.max(taken - 1, 0) })
      .where(eq(slotCapacity.slotId, slotId));
  };
}
