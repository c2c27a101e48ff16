/**
 * A calendar that takes more new bookings in an hour than people plausibly make alerts the agency by email
 * (docs/product/lead-capture.md § Confirmed by email): a script with many addresses shows up at once, and the
 * agency can release what it booked from the console. One alert per calendar an hour, however long it lasts.
 */
import { sql } from "drizzle-orm";
import type { Config } from "#server/config.ts";
import { type OutgoingEmail, queueEmails, type Transaction } from "#server/mail/outbox.ts";
import { renderEmail } from "#server/mail/render-email.ts";
import { agencyInbox } from "#server/mail/reply-to.ts";

/** New bookings in one calendar within an hour that make an alert. */
export const BOOKINGS_AN_HOUR_ALERT = 5;

const CALENDARS = {
  reservation: { table: "slot_reservations", label: "development slot reservations" },
  consultation: { table: "consultations", label: "consultation bookings" },
} as const;

export async function alertOnBookingBurst(
  tx: Transaction,
  config: Config,
  calendar: keyof typeof CALENDARS,
  now: Date,
): Promise<void> {
  const { table, label } = CALENDARS[calendar];
  const since = new Date(now.getTime() - 3_600_000).toISOString();
  const counted = await tx.execute<{ count: number }>(
    sql`select count(*)::int as count from ${sql.identifier(table)} where created_at > ${since}::timestamptz`,
  );
  const count = counted.rows[0]?.count ?? 0;
  if (count < BOOKINGS_AN_HOUR_ALERT) return;
  const kind = `${calendar}.burst-alert`;
  // One alert an hour: the calendar's lock-free check may let two concurrent bookings both send one, at worst.
  const alerted = await tx.execute(
    sql`select 1 from email_outbox where kind = ${kind} and created_at > ${since}::timestamptz limit 1`,
  );
  if (alerted.rows.length > 0) return;
  const alert: OutgoingEmail = {
    kind,
    to: agencyInbox(config),
    subject: `Unusual bookings: ${count} ${label} in the last hour`,
    ...renderEmail({
      heading: `${count} ${label} in the last hour`,
      blocks: [
        {
          paragraph: `More ${label} arrived in the last hour than people usually make. If they come from one script, open one of them in the console and use "Release this visitor's bookings"; bookings that no one confirms by email hold no place and lapse on their own.`,
        },
      ],
      action: { label: "Open the admin console", url: `${config.siteUrl}/admin` },
    }),
  };
  await queueEmails(tx, [alert]);
}
