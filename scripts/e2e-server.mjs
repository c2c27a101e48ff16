// Starts the production server for the end-to-end tests: a throwaway embedded
// database under the system temporary folder, rate limits raised, SKIP_BUILD
// because the test command has just built the site.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-"));
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? "4173";
process.env.HOST = "127.0.0.1";
process.env.RATE_LIMIT_FACTOR ??= "1000";
// Every test's browser is the one loopback visitor: let it hold many places (the rule is unit-tested).
process.env.HELD_BOOKINGS_PER_VISITOR ??= "1000";
// The audit e2e tests audit fixture sites on loopback (tests/e2e/audit.spec.ts);
// the forgery rules with the flag off are unit-tested (server/features/audit).
process.env.AUDIT_ALLOW_PRIVATE_HOSTS ??= "true";
process.env.LOG_LEVEL ??= "warn";
process.env.SKIP_BUILD = "1";
// The tests that post to the API directly sign their form tokens with it (tests/support/form-token.ts).
process.env.FORM_TOKEN_SECRET ??= "test-only-form-token-secret-0123456789";
process.env.ADMIN_USERNAME ??= "admin";
process.env.ADMIN_PASSWORD ??= "e2e-admin-password-123";
// Pay Now through Stripe Checkout, always against a stand-in for Stripe's API on loopback, with the tests' own
// key and webhook secret (tests/e2e/client-portal-account.spec.ts): never a key from the environment.
{
  const { startStripeStandIn } = await import("../tests/support/stripe-stand-in.ts");
  const { E2E_STRIPE } = await import("../tests/e2e/support/stripe.ts");
  const stripe = await startStripeStandIn();
  process.env.STRIPE_API_BASE = stripe.url;
  process.env.STRIPE_SECRET_KEY = E2E_STRIPE.secretKey;
  process.env.STRIPE_WEBHOOK_SECRET = E2E_STRIPE.webhookSecret;
  // Where Stripe sends the client back: this server.
  process.env.PUBLIC_SITE_URL = `http://127.0.0.1:${process.env.PORT}`;
}
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.on("exit", cleanup);
await import("./start.mjs");
