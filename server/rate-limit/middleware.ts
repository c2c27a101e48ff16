import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../deps.ts";
import { clientLimitKey } from "../http/client-address.ts";
import { consumeRateLimit, PUBLIC_WRITE_LIMITS, type RateLimitRule } from "./rate-limiter.ts";

export function tooManyRequestsBody(retryAfterSeconds: number) {
  const wait =
    retryAfterSeconds >= 120 ? `${Math.ceil(retryAfterSeconds / 60)} minutes` : `${retryAfterSeconds} seconds`;
  return { error: `Too many requests. Please try again in ${wait}.` };
}

/**
 * Per-client-address limit for a route: 429 with Retry-After and a JSON error
 * the forms show as a toast. Limits scale with RATE_LIMIT_FACTOR.
 */
export function rateLimitByAddress(
  deps: AppDeps,
  name: string,
  rules: readonly RateLimitRule[] = PUBLIC_WRITE_LIMITS,
): MiddlewareHandler {
  return async (c, next) => {
    const address = clientLimitKey(c, deps.config);
    const result = await consumeRateLimit(
      deps.db,
      `${name}:${address}`,
      rules,
      deps.now(),
      deps.config.RATE_LIMIT_FACTOR,
    );
    if (!result.allowed) {
      return c.json(tooManyRequestsBody(result.retryAfterSeconds), 429, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    }
    await next();
  };
}
