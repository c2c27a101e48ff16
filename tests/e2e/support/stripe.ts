/**
 * Stripe in the end-to-end server (scripts/e2e-server.mjs): its API is the loopback stand-in of
 * tests/support/stripe-stand-in.ts, and its webhook secret is this one, so a test can sign the event Stripe
 * would send.
 */
export const E2E_STRIPE = {
  secretKey: "sk_test_e2e_only",
  webhookSecret: "whsec_e2e_only_webhook_secret",
} as const;
