/**
 * Pay Now through Stripe Checkout (docs/product/client-area.md § Pay Now), with the official `stripe` package
 * talking to a stand-in for Stripe's API on loopback: a Checkout Session for the client's own pending invoice,
 * for its amount; the signed webhook marks it paid once, with one receipt, however often Stripe delivers it;
 * a forged one changes nothing.
 */
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clients, emailOutbox, invoices, paymentEvents, projectUpdates } from "#server/db/schema.ts";
import { type StripeStandIn, startStripeStandIn } from "#tests/support/stripe-stand-in";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { bearer, clientToken, seedClient } from "../client-area/portal-test-support.ts";
import { PAYMENT_BEING_CONFIRMED } from "./checkout.ts";
import { BAD_SIGNATURE } from "./webhook.ts";

const WEBHOOK_SECRET = "whsec_test_the_agency_endpoint";
const SITE = "https://agency.example";
let stand: StripeStandIn;
let t: TestApp;
let token: string;
let invoiceId: number;
let otherInvoiceId: number;
// Only for signing test events: generateTestHeaderString needs no key of its own.
const signer = new Stripe("sk_test_signer");

beforeAll(async () => {
  stand = await startStripeStandIn();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: "sk_test_agency_key",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stand.url,
      PUBLIC_SITE_URL: SITE,
    },
  });
  const seeded = await seedClient(t, "Payer");
  const other = await seedClient(t, "Neighbour");
  invoiceId = seeded.invoiceId;
  otherInvoiceId = other.invoiceId;
  token = await clientToken(t, seeded.email);
});
afterAll(async () => {
  await t.close();
  await stand.close();
});
beforeEach(async () => {
  stand.requests.length = 0;
  stand.answerWith(200);
  await t.database.db.delete(emailOutbox);
});

const checkout = (id: number | string, as = token) =>
  t.app.request(`/api/portal/invoices/${id}/checkout`, bearer(as, { method: "POST" }));

function completedEvent(id: string, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    id,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: "cs_test_paid",
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        amount_total: 198_050,
        currency: "usd",
        payment_intent: "pi_test_123",
        metadata: { invoiceId: String(invoiceId) },
        ...overrides,
      },
    },
  });
}

const deliver = (
  payload: string,
  signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) =>
  t.app.request("/api/payments/stripe/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature },
    body: payload,
  });

describe("Pay Now", () => {
  it("opens a Checkout Session for the invoice's amount, named by its number and description", async () => {
    const response = await checkout(invoiceId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: "https://checkout.stripe.test/c/pay/cs_test_1" });
    expect(stand.requests).toHaveLength(1);
    const [request] = stand.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    expect(request!.authorization).toBe("Bearer sk_test_agency_key");
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(request!.form).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      // $1,980.50 in cents.
      "line_items[0][price_data][unit_amount]": "198050",
      "line_items[0][price_data][product_data][name]": `Invoice ${invoice!.invoiceNumber}: ${invoice!.description}`,
      "metadata[invoiceId]": String(invoiceId),
      success_url: `${SITE}/client-portal?payment=paid&invoice=${invoiceId}`,
      cancel_url: `${SITE}/client-portal?payment=cancelled&invoice=${invoiceId}`,
      customer_email: "payer@example.com",
    });
  });

  it("opens the same page while it is open, a new one once it has lapsed, and none while a payment is confirmed", async () => {
    const again = (await (await checkout(invoiceId)).json()) as { url: string };
    expect(again.url).toBe("https://checkout.stripe.test/c/pay/cs_test_1");
    expect(stand.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "GET /v1/checkout/sessions/cs_test_1",
    ]);
    stand.setSessionStatus("cs_test_1", "expired");
    const fresh = (await (await checkout(invoiceId)).json()) as { url: string };
    expect(fresh.url).toBe("https://checkout.stripe.test/c/pay/cs_test_2");
    // Paid on Stripe's page, its webhook not here yet: no second page to pay.
    stand.setSessionStatus("cs_test_2", "complete");
    const paying = await checkout(invoiceId);
    expect(paying.status).toBe(409);
    expect(await paying.json()).toEqual({ error: PAYMENT_BEING_CONFIRMED });
    stand.setSessionStatus("cs_test_2", "open");
  });

  it("answers another client's invoice as one that does not exist, and asks Stripe nothing", async () => {
    const response = await checkout(otherInvoiceId);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Invoice not found" });
    expect((await checkout("99999999999")).status).toBe(404);
    expect((await t.app.request(`/api/portal/invoices/${invoiceId}/checkout`, { method: "POST" })).status).toBe(401);
    expect(stand.requests).toHaveLength(0);
  });

  it("says so plainly when Stripe cannot be reached", async () => {
    stand.answerWith(500);
    const response = await checkout(invoiceId, token);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: "The payment page could not be opened. Please try again in a minute.",
    });
  });
});

describe("Stripe's webhook", () => {
  it("refuses a forged or altered event and changes nothing", async () => {
    const payload = completedEvent("evt_forged");
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    for (const response of [
      await deliver(payload, forged),
      await deliver(payload, "t=1,v1=0000"),
      await deliver(
        payload.replace("198050", "1"),
        signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      ),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: BAD_SIGNATURE });
    }
    const noHeader = await t.app.request("/api/payments/stripe/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: payload,
    });
    expect(noHeader.status).toBe(400);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ status: "pending", paidAt: null, paymentId: null });
    expect(await t.database.db.select().from(paymentEvents)).toHaveLength(0);
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("ignores a payment whose amount is not the invoice's", async () => {
    const response = await deliver(completedEvent("evt_short", { amount_total: 100 }));
    expect(response.status).toBe(200);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice!.status).toBe("pending");
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("marks the invoice paid once, with one receipt and one notice, when Stripe delivers the event twice", async () => {
    const payload = completedEvent("evt_paid_once");
    const [first, second] = await Promise.all([deliver(payload), deliver(payload)]);
    expect([first!.status, second!.status]).toEqual([200, 200]);
    const outcomes = [(await first!.json()).outcome, (await second!.json()).outcome].sort();
    expect(outcomes).toEqual(["duplicate", "paid"]);
    expect((await (await deliver(payload)).json()).outcome).toBe("duplicate");

    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ status: "paid", paymentId: "pi_test_123" });
    expect(invoice!.paidAt).toBeInstanceOf(Date);

    const mails = await t.database.db.select().from(emailOutbox);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["invoice.paid", "invoice.receipt"]);
    const receipt = mails.find((mail) => mail.kind === "invoice.receipt")!;
    expect(receipt.toAddress).toBe("payer@example.com");
    expect(receipt.textBody).toContain(invoice!.invoiceNumber);
    expect(receipt.textBody).toContain("$1,980.50");
    expect(receipt.textBody).toContain("pi_test_123");
    const [client] = await t.database.db.select().from(clients).where(eq(clients.email, "payer@example.com"));
    const notice = mails.find((mail) => mail.kind === "invoice.paid")!;
    expect(notice.textBody).toContain(`${SITE}/admin/clients/${client!.id}`);

    const updates = await t.database.db.select().from(projectUpdates).where(eq(projectUpdates.updateType, "payment"));
    expect(updates).toHaveLength(1);
    expect(updates[0]!.title).toBe(`Invoice ${invoice!.invoiceNumber} paid`);

    // The portal shows it paid, and Pay Now is no longer offered for it.
    const again = await checkout(invoiceId);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "This invoice is already paid" });
  });
});

describe("without Stripe", () => {
  it("keeps the dialog: no checkout, and the webhook is not there", async () => {
    const plain = await createTestApp();
    try {
      const seeded = await seedClient(plain, "Plain");
      const plainToken = await clientToken(plain, seeded.email);
      const response = await plain.app.request(
        `/api/portal/invoices/${seeded.invoiceId}/checkout`,
        bearer(plainToken, { method: "POST" }),
      );
      expect(response.status).toBe(409);
      const hook = await plain.app.request("/api/payments/stripe/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=00" },
        body: "{}",
      });
      expect(hook.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
