/**
 * Fixed-window rate limits whose counters live in PostgreSQL, so every server
 * process behind a load balancer counts against the same numbers
 * (docs/decisions/014-rate-limits.md). One upsert per rule per request.
 */
import { lt } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimitCounters } from "../db/schema.ts";

export interface RateLimitRule {
  windowMs: number;
  max: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Public writes: 10 a minute and 50 an hour per client address (docs/product/lead-capture.md § Rate limits). */
export const PUBLIC_WRITE_LIMITS: RateLimitRule[] = [
  { windowMs: 60_000, max: 10 },
  { windowMs: 3_600_000, max: 50 },
];

export function windowOf(rule: RateLimitRule, now: Date) {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return { start: new Date(start), end: new Date(start + rule.windowMs) };
}

/** A rule's maximum under RATE_LIMIT_FACTOR (never below 1). */
export function scaledMax(rule: RateLimitRule, factor: number) {
  return Math.max(1, Math.floor(rule.max * factor));
}

/**
 * A named statement (parsed and planned once per pooled connection), sent
 * straight to the pool: it runs on every public write, so it skips the query
 * builder (docs/product/operations.md § Performance design).
 */
const CONSUME_STATEMENT = {
  name: "rate-limit-consume",
  text: `insert into rate_limit_counters (key, window_start, count, expires_at)
    select hit.key, hit.window_start, 1, hit.expires_at
      from unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) as hit(key, window_start, expires_at)
           cross join (select set_config('synchronous_commit', 'off', true)) as async_commit
    on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
    returning key, count`,
};

/**
 * Counts one hit against every rule; refuses when any rule's window is already full.
 *
 * One statement upserts the counters of all rules and turns synchronous_commit
 * off for its own implicit transaction (set_config(..., true) lasts until that
 * commit). Every request from one address updates the same rows: a commit that
 * waited for the disk flush while holding their row locks would queue all of
 * them behind fsync (measured here: 2.9 ms per update against 0.3 ms;
 * docs/product/operations.md § Rate limits). Losing the last few increments in a database crash only lets a few
 * requests more through. A single statement also keeps the row lock out of
 * any round trip to this process.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rules: readonly RateLimitRule[],
  now: Date,
  factor = 1,
): Promise<RateLimitResult> {
  if (rules.length === 0) return { allowed: true };
  const windows = rules.map((rule) => ({ rule, key: `${key}:${rule.windowMs}`, window: windowOf(rule, now) }));
  const result = await db.$client.query<{ key: string; count: number }>({
    ...CONSUME_STATEMENT,
    values: [
      windows.map(({ key }) => key),
      windows.map(({ window }) => window.start.toISOString()),
      windows.map(({ window }) => window.end.toISOString()),
    ],
  });
  let retryAfterSeconds = 0;
  for (const { rule, key: ruleKey, window } of windows) {
    const count = Number(result.rows.find((row) => row.key === ruleKey)?.count ?? 0);
    if (count > scaledMax(rule, factor)) {
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((window.end.getTime() - now.getTime()) / 1000));
    }
  }
  if (Math.random() < 0.01) void purgeExpired(db, now).catch(() => {});
  return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
}

export async function purgeExpired(db: Database, now: Date) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
}
