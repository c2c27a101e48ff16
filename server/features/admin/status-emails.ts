/**
 * What the visitor hears when the agency changes a lead's status in the
 * console (docs/product/lead-capture.md § Emails): a reservation confirmed or
 * cancelled, a consultation cancelled (with the .ics that takes it out of
 * their calendar). Queued in the status change's own transaction, so nothing
 * is sent for a change that fails, and a change never fails because mail is
 * down (docs/decisions/013-email-outbox.md). A lead marked as spam is never
 * written to.
 */

import { eq } from "drizzle-orm";
import type { StatusEntity } from "#common/admin/statuses.ts";
import { consultationType } from "#common/consultation/schedule";
import { findBookableSlot } from "#common/slots/calendar";
import { MONTH_NAMES } from "#common/time/zoned";
import type { Config } from "#server/config.ts";
import { consultations, slotReservations } from "#server/db/schema.ts";
import { queueEmails, type Transaction } from "#server/mail/outbox.ts";
import { consultationCancelledEmail } from "../consultation/emails.ts";
import { reservationStatusEmail } from "../reserve-slot/emails.ts";
import { callNoticeColumns, invitationChanges } from "./call-notice.ts";

export interface StatusChange {
  id: number;
  status: string;
  previousStatus: string;
}

/** "december-late-2026" → "December 16–31, 2026", also for a slot no longer bookable. */
function slotLabel(id: string): string {
  const match = /^([a-z]+)-(early|late)-(\d{4})$/.exec(id);
  const month = match ? MONTH_NAMES.findIndex((name) => name.toLowerCase() === match[1]) : -1;
  if (!match || month < 0) return id;
  // The 10th at noon UTC is inside the early half in every time zone: both halves are still bookable then.
  return findBookableSlot(id, new Date(Date.UTC(Number(match[3]), month, 10, 12)))?.label ?? id;
}

async function reservationNotice(tx: Transaction, change: StatusChange, config: Config) {
  if (change.status !== "confirmed" && change.status !== "cancelled") return [];
  const [row] = await tx
    .select({
      name: slotReservations.name,
      email: slotReservations.email,
      preferredSlot: slotReservations.preferredSlot,
      spamAt: slotReservations.spamAt,
    })
    .from(slotReservations)
    .where(eq(slotReservations.id, change.id));
  if (!row?.email || row.spamAt) return [];
  return [
    reservationStatusEmail(
      {
        id: change.id,
        name: row.name ?? "there",
        email: row.email,
        slotLabel: slotLabel(row.preferredSlot),
        status: change.status,
      },
      config,
    ),
  ];
}

async function consultationNotice(tx: Transaction, change: StatusChange, config: Config, now: Date) {
  if (change.status !== "cancelled") return [];
  const [row] = await tx.select(callNoticeColumns).from(consultations).where(eq(consultations.id, change.id));
  if (!row?.start || row.spamAt) return [];
  // Every status change so far, this one included, and every move of its time: higher than the invitation's
  // SEQUENCE:0, than any earlier cancellation's (reopened and cancelled again) and than any reschedule's.
  const changed = await invitationChanges(tx, change.id);
  const minutes = consultationType(row.consultationType)?.minutes ?? 30;
  return [
    consultationCancelledEmail(
      {
        id: change.id,
        consultationType: row.consultationType,
        name: row.name,
        email: row.email,
        start: row.start,
        end: new Date(row.start.getTime() + minutes * 60_000),
        // This change is among the status changes counted (it was recorded before the notice).
        sequence: Math.max(1, changed.statusChanges + changed.moves),
      },
      config,
      now,
    ),
  ];
}

/** Queues the visitor's email about a status change, if that change warrants one. */
export async function queueStatusEmails(
  tx: Transaction,
  entity: StatusEntity,
  change: StatusChange,
  config: Config,
  now: Date,
): Promise<void> {
  if (change.status === change.previousStatus) return;
  if (entity === "reservation") await queueEmails(tx, await reservationNotice(tx, change, config));
  if (entity === "consultation") await queueEmails(tx, await consultationNotice(tx, change, config, now));
}
