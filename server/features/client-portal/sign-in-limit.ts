/**
 * Failed client sign-ins are limited like the admin's
 * (server/features/admin-auth/sign-in-limit.ts): 5 failures in 15 minutes per
 * client address and per email, then 429 with Retry-After until the window
 * ends. Only failures count, so a client who signs in often is never blocked.
 */
import type { AppDeps } from "../../app.ts";
import { consumeRateLimit, peekRateLimit, type RateLimitRule } from "../../rate-limit/rate-limiter.ts";

export const CLIENT_SIGN_IN_FAILURE_LIMITS: RateLimitRule[] = [{ windowMs: 15 * 60_000, max: 5 }];

function keys(address: string, email: string) {
  return [`client-login:address:${address}`, `client-login:email:${email.trim().toLowerCase()}`];
}

/** Seconds to wait when either key has used up its failures; 0 when a try is allowed. */
export async function clientSignInBlockedFor(deps: AppDeps, address: string, email: string): Promise<number> {
  let wait = 0;
  for (const key of keys(address, email)) {
    const result = await peekRateLimit(
      deps.db,
      key,
      CLIENT_SIGN_IN_FAILURE_LIMITS,
      deps.now(),
      deps.config.RATE_LIMIT_FACTOR,
    );
    if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds);
  }
  return wait;
}

export async function recordClientSignInFailure(deps: AppDeps, address: string, email: string): Promise<void> {
  for (const key of keys(address, email)) {
    await consumeRateLimit(deps.db, key, CLIENT_SIGN_IN_FAILURE_LIMITS, deps.now(), deps.config.RATE_LIMIT_FACTOR);
  }
}
