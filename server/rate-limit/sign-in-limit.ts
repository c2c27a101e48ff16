/**
 * The sign-in limit of the admin console and the client portal: one mechanism,
 * keyed per realm so an admin username and a client email never share counters.
 *
 * Every attempt is counted BEFORE its password is hashed, in the one statement
 * that checks the limits, so attempts sent at once cannot all read "4 of 5
 * used" and all be evaluated. A sign-in that succeeds gives its attempt back,
 * so what stays counted are the failures (and the attempts still in flight):
 *
 * - 5 per account and address in 15 minutes, then 429 until the window ends.
 *   Keying the hard block on the pair is what keeps strangers from locking the
 *   owner out: their failures block their own addresses, not the owner's.
 * - 10 per address in 15 minutes across all accounts (one address spraying
 *   many usernames), then 429 until the window ends.
 * - Per account across all addresses, 10 in 15 minutes go through freely;
 *   beyond that, an attempt goes through only once a growing delay has passed
 *   since the last one that did (1 s, 2 s, 4 s … at most 60 s), otherwise 429
 *   with the time left: strangers make the account wait for its next opening,
 *   a minute at most, however many addresses they guess from, and the delay
 *   starts over with the next window. An address that signed in to the
 *   account in the last 30 days skips this delay (its own 5 per 15 minutes
 *   still apply), so an attacker who claims every opening as it comes still
 *   cannot keep the owner out of their usual address.
 *
 * The counts scale with RATE_LIMIT_FACTOR like every other limit; the delays
 * do not. Counters are rows of rate_limit_counters, so the limits hold across
 * server processes. Usernames are stored only as hashes in the counter keys.
 */
import { createHash } from "node:crypto";
import type { AppDeps } from "../deps.ts";
import { purgeExpired, type RateLimitRule, scaledMax, windowOf } from "./rate-limiter.ts";

const WINDOW_MS = 15 * 60_000;

export const SIGN_IN_LIMITS = {
  perAccountAndAddress: { windowMs: WINDOW_MS, max: 5 },
  perAddress: { windowMs: WINDOW_MS, max: 10 },
  perAccountWithoutDelay: { windowMs: WINDOW_MS, max: 10 },
  maxDelaySeconds: 60,
  knownAddressMs: 30 * 24 * 3_600_000,
} satisfies Record<string, RateLimitRule | number>;

export type SignInRealm = "admin" | "client";

interface SignInKeys {
  pair: string;
  address: string;
  account: string;
  knownAddress: string;
}

/** An attempt that was counted; give it back with signInSucceeded when the password was right. */
export interface SignInAttempt {
  keys: SignInKeys;
  windowStart: Date;
}

export type SignInCheck = { allowed: true; attempt: SignInAttempt } | { allowed: false; retryAfterSeconds: number };

function hash(text: string) {
  return createHash("sha256").update(text).digest("base64url");
}

function keysOf(realm: SignInRealm, username: string, address: string): SignInKeys {
  const account = username.trim().toLowerCase();
  const pair = hash(`${account}\n${address}`);
  return {
    pair: `sign-in:${realm}:pair:${pair}`,
    address: `sign-in:${realm}:address:${address}`,
    account: `sign-in:${realm}:account:${hash(account)}`,
    knownAddress: `sign-in:${realm}:known:${pair}`,
  };
}

/** Remembered addresses are one row each, outside the 15-minute windows. */
const KNOWN_ADDRESS_WINDOW = new Date(0);

/**
 * Checks and counts in one statement. The account's gate is taken first, and
 * only when the pair and address counts read below their limits (so an
 * address already blocked cannot use up the account's openings); the pair and
 * address counters are then incremented only for an attempt that passed the
 * gate, and the counts they return decide. An attempt refused by the gate
 * counts nowhere, so the owner's retries during a delay do not use up their
 * own 5. (Attempts racing from one address at its limit can pass the gate and
 * then be refused by their pair or address count: they used an opening, which
 * only slows the account down.) synchronous_commit is off for this statement's transaction, as in
 * consumeRateLimit (rate-limiter.ts): the row locks are not held across a
 * disk flush, and a crash only forgets a few attempts.
 */
const COUNT_STATEMENT = {
  name: "sign-in-count",
  text: `with seen as (
      select
        coalesce(max(c.count) filter (where c.key = $1::text), 0) as pair_count,
        coalesce(max(c.count) filter (where c.key = $2::text), 0) as address_count,
        coalesce(max(c.count) filter (where c.key = $3::text), 0) as account_count,
        max(c.last_counted_at) filter (where c.key = $3::text) as account_last,
        coalesce(bool_or(c.key = $4::text and c.expires_at > $7::timestamptz), false) as known_address,
        (select set_config('synchronous_commit', 'off', true)) as async_commit
      from rate_limit_counters c
      where (c.key in ($1::text, $2::text, $3::text) and c.window_start = $5::timestamptz)
         or (c.key = $4::text and c.window_start = $12::timestamptz)
    ),
    account_gate as (
      insert into rate_limit_counters as c (key, window_start, count, expires_at, last_counted_at)
      select $3::text, $5::timestamptz, 1, $6::timestamptz, $7::timestamptz from seen
       where seen.pair_count < $8::int and seen.address_count < $9::int
      on conflict (key, window_start) do update set count = c.count + 1, last_counted_at = excluded.last_counted_at
       where c.count < $10::int
          or (select known_address from seen)
          or coalesce(c.last_counted_at, '-infinity') <= $7::timestamptz
             - least($11::float8, power(2, least(c.count - $10::int, 16))) * interval '1 second'
      returning c.count
    ),
    limits as (
      insert into rate_limit_counters as c (key, window_start, count, expires_at)
      select hit.key, $5::timestamptz, 1, $6::timestamptz
        from account_gate cross join (values ($1::text), ($2::text)) as hit(key)
      on conflict (key, window_start) do update set count = c.count + 1
      returning c.key, c.count
    )
    select seen.pair_count, seen.address_count, seen.account_count, seen.account_last,
           (select count from account_gate) as account_counted,
           (select count from limits where key = $1::text) as pair_counted,
           (select count from limits where key = $2::text) as address_counted
      from seen`,
};

interface CountRow {
  pair_count: number;
  address_count: number;
  account_count: number;
  account_last: Date | null;
  account_counted: number | null;
  pair_counted: number | null;
  address_counted: number | null;
}

/** Seconds the account's gate stays shut after its last opening, once `count` attempts are counted. */
function accountDelaySeconds(count: number, withoutDelay: number) {
  if (count < withoutDelay) return 0;
  return Math.min(SIGN_IN_LIMITS.maxDelaySeconds, 2 ** Math.min(count - withoutDelay, 16));
}

/**
 * Counts one sign-in attempt of `username` from `address`; refuses it with the
 * seconds to wait when a limit is reached. Call before hashing the password.
 */
export async function countSignInAttempt(
  deps: AppDeps,
  realm: SignInRealm,
  username: string,
  address: string,
): Promise<SignInCheck> {
  const now = deps.now();
  const factor = deps.config.RATE_LIMIT_FACTOR;
  // The three rules share one window.
  const window = windowOf(SIGN_IN_LIMITS.perAccountAndAddress, now);
  const pairMax = scaledMax(SIGN_IN_LIMITS.perAccountAndAddress, factor);
  const addressMax = scaledMax(SIGN_IN_LIMITS.perAddress, factor);
  const withoutDelay = scaledMax(SIGN_IN_LIMITS.perAccountWithoutDelay, factor);
  const keys = keysOf(realm, username, address);

  const result = await deps.db.$client.query<CountRow>({
    ...COUNT_STATEMENT,
    values: [
      keys.pair,
      keys.address,
      keys.account,
      keys.knownAddress,
      window.start.toISOString(),
      window.end.toISOString(),
      now.toISOString(),
      pairMax,
      addressMax,
      withoutDelay,
      SIGN_IN_LIMITS.maxDelaySeconds,
      KNOWN_ADDRESS_WINDOW.toISOString(),
    ],
  });
  if (Math.random() < 0.01) void purgeExpired(deps.db, now).catch(() => {});
  const row = result.rows[0];
  const untilWindowEnds = Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 1000));
  if (!row) return { allowed: false, retryAfterSeconds: untilWindowEnds };

  if (row.account_counted === null) {
    if (row.pair_count >= pairMax || row.address_count >= addressMax) {
      return { allowed: false, retryAfterSeconds: untilWindowEnds };
    }
    // The gate was shut. The figures read at the statement's start can be a
    // little behind the row the gate saw: they only size the Retry-After hint.
    const opensAt =
      (row.account_last?.getTime() ?? now.getTime()) + accountDelaySeconds(row.account_count, withoutDelay) * 1000;
    const wait = Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000));
    return { allowed: false, retryAfterSeconds: Math.min(wait, untilWindowEnds) };
  }
  if ((row.pair_counted ?? 0) > pairMax || (row.address_counted ?? 0) > addressMax) {
    return { allowed: false, retryAfterSeconds: untilWindowEnds };
  }
  return { allowed: true, attempt: { keys, windowStart: window.start } };
}

const SUCCEEDED_STATEMENT = {
  name: "sign-in-succeeded",
  text: `with given_back as (
      update rate_limit_counters set count = greatest(count - 1, 0)
       where key in ($1::text, $2::text, $3::text) and window_start = $5::timestamptz
    )
    insert into rate_limit_counters (key, window_start, count, expires_at)
    values ($4::text, $6::timestamptz, 1, $7::timestamptz)
    on conflict (key, window_start) do update set expires_at = excluded.expires_at`,
};

/**
 * The password was right: gives the attempt back to every counter (a client
 * who signs in often is never blocked) and remembers the address for the
 * account, so it skips the per-account delay for the next 30 days.
 */
export async function signInSucceeded(deps: AppDeps, attempt: SignInAttempt): Promise<void> {
  const now = deps.now();
  const { keys } = attempt;
  await deps.db.$client.query({
    ...SUCCEEDED_STATEMENT,
    values: [
      keys.pair,
      keys.address,
      keys.account,
      keys.knownAddress,
      attempt.windowStart.toISOString(),
      KNOWN_ADDRESS_WINDOW.toISOString(),
      new Date(now.getTime() + SIGN_IN_LIMITS.knownAddressMs).toISOString(),
    ],
  });
}
