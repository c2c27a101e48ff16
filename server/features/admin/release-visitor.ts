/**
 * "Release this visitor's bookings" (docs/product/admin-console.md § Lead page): from one reservation or
 * consultation, cancel every booking in both calendars made by the same visitor (the same visitor hash,
 * server/features/spam/one-hold-each.ts) that still holds or awaits a place, in one transaction, with no mail
 * to anyone: a script that took places with many mailboxes from one connection loses them in one action.
 * Each is recorded on its lead's timeline as a status change by the admin.
 */
import { and, eq, notInArray } from "drizzle-orm";
import type { BookingKind, ReleaseResult } from "#common/admin/lead-page.ts";
import type { Database } from "#server/db/client.ts";
import { consultations, leadEvents, slotReservations } from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import type { Actor } from "./lead.ts";
import { applyStatusChange } from "./service.ts";

const DONE = ["cancelled", "completed"];
export const NO_VISITOR_MESSAGE =
  "This booking no longer records who made it (it holds no place), so there is nothing more to release.";

export async function releaseVisitorBookings(
  db: Database,
  kind: BookingKind,
  id: number,
  actor: Actor,
  now: Date,
): Promise<ReleaseResult> {
  return db.transaction(async (tx) => {
    const table = kind === "reservation" ? slotReservations : consultations;
    const [row] = await tx.select({ visitorKey: table.visitorKey }).from(table).where(eq(table.id, id));
    if (!row) throw new HttpError(404, `No ${kind} with id ${id}`);
    if (!row.visitorKey) throw new HttpError(409, NO_VISITOR_MESSAGE);
    const [reservations, calls] = await Promise.all([
      tx
        .select({ id: slotReservations.id })
        .from(slotReservations)
        .where(and(eq(slotReservations.visitorKey, row.visitorKey), notInArray(slotReservations.status, DONE))),
      tx
        .select({ id: consultations.id })
        .from(consultations)
        .where(and(eq(consultations.visitorKey, row.visitorKey), notInArray(consultations.status, DONE))),
    ]);
    const released = [
      ...reservations.map((booking) => ({ kind: "reservation" as const, id: booking.id })),
      ...calls.map((booking) => ({ kind: "consultation" as const, id: booking.id })),
    ];
    for (const booking of released) {
      await applyStatusChange(tx, booking.kind, booking.id, "cancelled", now, actor);
      await tx.insert(leadEvents).values({
        leadKind: booking.kind,
        leadId: booking.id,
        kind: "released",
        body: `Released with the visitor's other bookings (${released.length} in all)`,
        actorId: actor.adminId,
        actorName: actor.username,
        createdAt: now,
      });
    }
    return { released };
  });
}
