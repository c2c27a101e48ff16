/**
 * Failed admin sign-ins are limited per client address and per username
 * (issue 6 §1): 5 failures in 15 minutes, then 429 with Retry-After until the
 * window ends. Counters live in PostgreSQL, so the limit holds across server
 * processes; RATE_LIMIT_FACTOR scales it like every other limit.
 */
import type { AppDeps } from "../../app.ts";
import { consumeRateLimit, peekRateLimit, type RateLimitRule } from "../../rate-limit/rate-limiter.ts";

export const SIGN_IN_FAILURE_LIMITS: RateLimitRule[] = [{ windowMs: 15 * 60_000, max: 5 }];

function keys(address: string, username: string) {
  return [`admin-login:address:${address}`, `admin-login:user:${username.trim().toLowerCase()}`];
}

/** Seconds to wait when either key has used up its failures; 0 when a try is allowed. */
export async function signInBlockedFor(deps: AppDeps, address: string, username: string): Promise<number> {
  let wait = 0;
  for (const key of keys(address, username)) {
    const result = await peekRateLimit(deps.db, key, SIGN_IN_FAILURE_LIMITS, deps.now(), deps.config.RATE_LIMIT_FACTOR);
    if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds);
  }
  return wait;
}

export async function recordSignInFailure(deps: AppDeps, address: string, username: string): Promise<void> {
  for (const key of keys(address, username)) {
    await consumeRateLimit(deps.db, key, SIGN_IN_FAILURE_LIMITS, deps.now(), deps.config.RATE_LIMIT_FACTOR);
  }
}
