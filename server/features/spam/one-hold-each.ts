/**
 * At most one held place in each calendar per e-mail address, and at most
 * HELD_BOOKINGS_PER_VISITOR per visitor
 * (docs/product/lead-capture.md § One place each).
 * A script cannot fill the development slots or a day's
 * consultation times by changing the address it types, nor by changing
 * addresses within its network (IPv6 counted by its prefix, as the rate limits
 * count it).
 *
 * The visitor is stored on the booking as a keyed hash of that limit key, never
 * the address itself. Each calendar's service checks its own holds inside the
 * booking's transaction, after lockHolders: two bookings of one address or one
 * visitor, from any server process, then queue behind each other.
 */
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { HttpError } from "#server/http/errors.ts";
import type { Transaction } from "#server/mail/outbox.ts";
import { formTokenKey } from "./form-token.ts";

export type Calendar = "reserve-slot" | "consultation";

/** The visitor as a booking stores them: an HMAC of their limit key (address, IPv6 by its prefix). */
export async function visitorKeyOf(
  deps: { db: Database; config: { FORM_TOKEN_SECRET?: string } },
  limitKey: string,
): Promise<string> {
  const key = await formTokenKey(deps.db, deps.config.FORM_TOKEN_SECRET);
  return createHmac("sha256", key).update(`visitor ${limitKey}`).digest("hex").slice(0, 32);
}

/**
 * Holds, until the transaction ends, the locks of one address and one visitor
 * in `calendar`: always the address's first, so two bookings never wait on
 * each other in a circle.
 */
export async function lockHolders(tx: Transaction, calendar: Calendar, email: string, visitorKey: string) {
  const address = holderAddress(email);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${calendar} email ${address}`}, 0))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${calendar} visitor ${visitorKey}`}, 0))`);
}

/** The address as holds are compared: the lower(email) the calendars' indexes hold. */
export const holderAddress = (email: string) => email.trim().toLowerCase();

/**
 * The rule itself, over the places a calendar found held by the booking's address or visitor: 409 when the
 * address holds one (the message also on the email field), or when the visitor holds `visitorLimit`.
 */
export function refuseSecondHold<Held extends { sameEmail: boolean; sameVisitor: boolean }>(
  held: readonly Held[],
  visitorLimit: number,
  messages: { byEmail: (row: Held) => string; byVisitor: string },
): void {
  const byEmail = held.find((row) => row.sameEmail);
  if (byEmail) {
    const message = messages.byEmail(byEmail);
    throw new HttpError(409, message, { email: message });
  }
  if (held.filter((row) => row.sameVisitor).length >= visitorLimit) throw new HttpError(409, messages.byVisitor);
}
