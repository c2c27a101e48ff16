/**
 * At most one held place in each calendar per e-mail address, and at most
 * HELD_BOOKINGS_PER_VISITOR per visitor
 * (docs/product/lead-capture.md § One place each).
 * A script cannot fill the development slots or a day's
 * consultation times by changing the address it types, nor by changing
 * addresses within its network: a visitor is an IPv4 address, or an IPv6 /48 (a site's whole allocation,
 * so a new /64 per booking is still the same visitor).
 *
 * The visitor is stored on the booking as a keyed hash, never the address itself, and the key is kept outside
 * the database (FORM_TOKEN_SECRET, else a file in DATA_DIR): a copy of the database cannot be turned back
 * into addresses. The hash is cleared once the booking no longer holds a place. Each calendar's service checks
 * its own holds inside the booking's transaction, after lockHolders: two bookings of one address or one
 * visitor, from any server process, then queue behind each other.
 */
import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray, isNotNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import { bookableSlots } from "#common/slots/calendar";
import type { Database } from "#server/db/client.ts";
import { consultations, slotReservations } from "#server/db/schema.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { HttpError } from "#server/http/errors.ts";
import { limitKey } from "#server/http/limit-key.ts";
import type { TrustProxy } from "#server/http/trust-proxy.ts";
import type { Logger } from "#server/logger.ts";
import type { Transaction } from "#server/mail/outbox.ts";

/** The IPv6 prefix a booking counts as one visitor: a /48, or the rate limits' prefix when that is wider. */
const BOOKING_IPV6_PREFIX = 48;
const KEY_FILE = "visitor-key";

/** The visitor a booking counts: the address, an IPv6 one by its /48. */
export function bookingVisitor(
  c: Context,
  config: { TRUST_PROXY: TrustProxy; RATE_LIMIT_IPV6_PREFIX: number },
): string {
  return limitKey(clientAddress(c, config.TRUST_PROXY), Math.min(BOOKING_IPV6_PREFIX, config.RATE_LIMIT_IPV6_PREFIX));
}

const fileKeys = new Map<string, Buffer>();

/**
 * The visitor hash's key, never in the database: FORM_TOKEN_SECRET when set (every instance shares it), else
 * a random key made once in DATA_DIR/visitor-key (mode 600; a backup of the database does not hold it).
 */
export function visitorHashKey(config: { FORM_TOKEN_SECRET?: string; dataDir: string }): Buffer {
  if (config.FORM_TOKEN_SECRET) return Buffer.from(config.FORM_TOKEN_SECRET, "utf8");
  const file = path.join(config.dataDir, KEY_FILE);
  let key = fileKeys.get(file);
  if (!key) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "utf8");
    fileKeys.set(file, key);
  }
  return key;
}

/** The visitor as a booking stores them: an HMAC of bookingVisitor's key, with a key outside the database. */
export function visitorKeyOf(config: { FORM_TOKEN_SECRET?: string; dataDir: string }, visitor: string): string {
  return createHmac("sha256", visitorHashKey(config)).update(`visitor ${visitor}`).digest("hex").slice(0, 32);
}

/**
 * Clears the visitor hash of every booking that no longer holds a place: cancelled or completed, a slot no
 * longer offered, a consultation whose time has passed. Run at start and every hour (main.ts).
 */
export async function forgetVisitorsWithoutPlace(db: Database, now: Date): Promise<number> {
  const offered = bookableSlots(now).map((slot) => slot.id);
  const reservations = await db
    .update(slotReservations)
    .set({ visitorKey: null })
    .where(
      and(
        isNotNull(slotReservations.visitorKey),
        or(
          inArray(slotReservations.status, ["cancelled", "completed"]),
          offered.length > 0 ? notInArray(slotReservations.preferredSlot, offered) : undefined,
        ),
      ),
    )
    .returning({ id: slotReservations.id });
  const calls = await db
    .update(consultations)
    .set({ visitorKey: null })
    .where(
      and(
        isNotNull(consultations.visitorKey),
        or(inArray(consultations.status, ["cancelled", "completed"]), lt(consultations.preferredDate, now)),
      ),
    )
    .returning({ id: consultations.id });
  return reservations.length + calls.length;
}

/** Clears one booking's visitor hash, in the transaction that takes its place away. */
export async function forgetVisitorOf(tx: Transaction, calendar: Calendar, id: number): Promise<void> {
  if (calendar === "reserve-slot") {
    await tx.update(slotReservations).set({ visitorKey: null }).where(eq(slotReservations.id, id));
  } else {
    await tx.update(consultations).set({ visitorKey: null }).where(eq(consultations.id, id));
  }
}

export type Calendar = "reserve-slot" | "consultation";

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

/** Clears the visitor hashes of bookings without a place at start and every hour; a failure is logged. */
export function startVisitorKeySweep(deps: { db: Database; logger: Logger }): { stop(): void } {
  const sweep = () =>
    forgetVisitorsWithoutPlace(deps.db, new Date()).then(
      (count) => {
        if (count > 0) deps.logger.info("visitor keys cleared from bookings without a place", { count });
      },
      (error: Error) => deps.logger.warn("visitor key sweep failed", { error: error.message }),
    );
  void sweep();
  const timer = setInterval(sweep, 60 * 60 * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
