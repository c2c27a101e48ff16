/**
 * A booking holds its place only once its visitor has opened the link mailed to them
 * (docs/product/lead-capture.md § Confirmed by email): places go to people who can be reached, not to a script
 * with many addresses. The link's key is random; only its SHA-256 is stored, and it works for
 * CONFIRM_WITHIN_HOURS. A booking waiting for its link holds nothing, so it never blocks a real visitor: the
 * first to confirm takes the place.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import type { Transaction } from "#server/mail/outbox.ts";

export const CONFIRM_WITHIN_HOURS = 24;

/** A new link key and the digest the booking stores. */
export function newConfirmKey(): { key: string; hash: string } {
  const key = randomBytes(24).toString("base64url");
  return { key, hash: confirmKeyHash(key) };
}

export const confirmKeyHash = (key: string) => createHash("sha256").update(key).digest("hex");

/** Until when a link made now works. */
export const confirmDeadline = (now: Date) => new Date(now.getTime() + CONFIRM_WITHIN_HOURS * 3_600_000);

/**
 * What every new booking stores of who made it and of its link: why it looked automated (then no link), the
 * visitor's hash, and a person's link's digest and deadline.
 */
export const newBookingColumns = (
  automatedReason: string | null,
  visitorKey: string,
  confirmation: { hash: string },
  now: Date,
) => ({
  automatedReason,
  visitorKey,
  ...(automatedReason === null
    ? { confirmKeyHash: confirmation.hash, confirmBy: confirmDeadline(now) }
    : { confirmKeyHash: null, confirmBy: null }),
});

/** A key as links carry it: anything else is not looked up. */
export const isConfirmKey = (key: string) => /^[A-Za-z0-9_-]{32}$/.test(key);

/** The confirmation link of a booking (the API answers it with a redirect to the calendar's page). */
export const confirmLink = (siteUrl: string, calendar: "reserve-slot" | "consultations", key: string) =>
  `${siteUrl}/api/${calendar}/confirm?token=${key}`;

/**
 * Runs a link's confirmation in one transaction with the key's digest and the time; a string that cannot be a
 * key is answered `expired` at once, without a query.
 */
export async function inConfirmation<Result>(
  deps: { db: Database; now: () => Date },
  key: string,
  expired: Result,
  confirm: (tx: Transaction, keyHash: string, now: Date) => Promise<Result>,
): Promise<Result> {
  if (!isConfirmKey(key)) return expired;
  const now = deps.now();
  return deps.db.transaction((tx) => confirm(tx, confirmKeyHash(key), now));
}
