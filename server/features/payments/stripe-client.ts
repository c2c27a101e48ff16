/**
 * The official `stripe` package, set up from the environment (docs/product/client-area.md § Pay Now): null
 * without STRIPE_SECRET_KEY (Pay Now then opens its dialog). STRIPE_API_BASE points it at another address (a
 * proxy; the tests' stand-in on loopback). The key is never logged.
 */
import Stripe from "stripe";
import type { Config } from "#server/config.ts";

export type StripeClient = Stripe;

export function createStripeClient(config: Pick<Config, "STRIPE_SECRET_KEY" | "STRIPE_API_BASE">): StripeClient | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    // One retry, with the idempotency key the package adds: a client waiting on Pay Now should not wait long.
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}
