import { Hono } from "hono";
import type { CheckoutStarted } from "#common/payments/checkout.ts";
import type { AppDeps } from "#server/deps.ts";
import { pathId } from "#server/http/path-id.ts";
import { rateLimitByAddress } from "#server/rate-limit/middleware.ts";
import type { ClientEnv } from "../client-area/accounts/require-client.ts";
import { INVOICE_NOT_FOUND, startCheckout } from "./checkout.ts";
import type { StripeClient } from "./stripe-client.ts";
import { handleStripeWebhook } from "./webhook.ts";

/**
 * POST /api/portal/invoices/:id/checkout → {url} (docs/product/client-area.md § Pay Now), behind the portal's
 * requireClient: 404 for an invoice that is not the client's, 409 for one already paid or when online
 * payment is off, 503 when Stripe cannot be reached.
 */
export function portalPaymentRoutes(deps: AppDeps, stripe: StripeClient | null) {
  return new Hono<ClientEnv>().post("/invoices/:id/checkout", rateLimitByAddress(deps, "checkout"), async (c) => {
    const invoiceId = pathId(c.req.param("id"), INVOICE_NOT_FOUND);
    const url = await startCheckout(deps, stripe, c.get("clientId"), invoiceId);
    return c.json({ url } satisfies CheckoutStarted);
  });
}

/** POST /api/payments/stripe/webhook → 200 {received: true}; 400 for a bad signature, 404 when Stripe is off. */
export function stripeWebhookRoutes(deps: AppDeps, stripe: StripeClient | null) {
  return new Hono().post("/stripe/webhook", async (c) => {
    const outcome = await handleStripeWebhook(deps, stripe, await c.req.text(), c.req.header("stripe-signature"));
    return c.json({ received: true, outcome });
  });
}
