/**
 * Who a view is from, without knowing who (docs/product/analytics.md § Counting): a hash of the day's salt, the
 * address and the browser. The salt is random, made once a day, shared by every server process through the
 * database and deleted the next day, so a visitor cannot be followed from one day to the next, and nothing
 * the hash was made from is kept. Past an address's day's share of browsers, a new one counts as the
 * address's "other browser" (./beacon-limit.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "#server/db/client.ts";
import { analyticsSalts } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { clientLimitKey } from "#server/http/client-address.ts";
import { beaconLimitFor } from "./beacon-limit.ts";
import { notCountedBecause } from "./not-counted.ts";

/** "2026-11-29": the day a salt belongs to, on the server's UTC clock. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

const cached = new WeakMap<Database, { day: string; salt: string }>();

/** The day's salt, made by the first process that needs it; yesterday's are deleted then. */
export async function daySalt(db: Database, now: Date, { create = true } = {}): Promise<string | undefined> {
  const day = dayOf(now);
  const known = cached.get(db);
  if (known?.day === day) return known.salt;
  if (create) {
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString("hex") })
      .onConflictDoNothing();
    await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  }
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(sql`${analyticsSalts.day} = ${day}`);
  if (row) cached.set(db, { day, salt: row.salt });
  return row?.salt;
}

export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${address}\n${userAgent}`).digest("hex").slice(0, 32);
}

/**
 * The visitor a request is from, as the beacon counts them, or undefined when it is not counted (a robot,
 * Global Privacy Control: ./not-counted.ts) or, with `create: false`, when no view was counted today.
 */
export async function visitorOf(
  deps: Pick<AppDeps, "db" | "config">,
  c: Context,
  now: Date,
  { create }: { create: boolean },
): Promise<string | undefined> {
  const userAgent = c.req.header("user-agent") ?? "";
  if (notCountedBecause({ userAgent, secGpc: c.req.header("sec-gpc") })) return undefined;
  const salt = await daySalt(deps.db, now, { create });
  if (!salt) return undefined;
  const address = clientLimitKey(c, deps.config);
  const browser = beaconLimitFor(deps.db).browserOf(address, userAgent, dayOf(now), { record: create });
  return visitorHash(salt, address, browser);
}
