/**
 * Stripe's webhook (docs/product/client-area.md § Pay Now): POST /api/payments/stripe/webhook. The
 * `Stripe-Signature` header is checked on the raw body with STRIPE_WEBHOOK_SECRET by the package's own
 * check: a forged or altered event is answered 400 and changes nothing. A paid Checkout Session
 * (`checkout.session.completed`, or `checkout.session.async_payment_succeeded` for a payment that settles
 * later) marks its invoice paid — paid at, the payment's id — posts an update on the project, and queues the
 * client's receipt and the agency's notice, all in one transaction with the event's id recorded: an event
 * delivered twice is handled once. Any other event is acknowledged and ignored.
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { amountInCents, centsText } from "#common/payments/checkout.ts";
import { invoices, paymentEvents, projectUpdates } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { HttpError } from "#server/http/errors.ts";
import { queueEmails, type Transaction } from "#server/mail/outbox.ts";
import { agencyInbox, visitorReplyTo } from "#server/mail/reply-to.ts";
import { invoiceToPay } from "./invoice-to-pay.ts";
import { paymentEmails } from "./payment-emails.ts";
import type { StripeClient } from "./stripe-client.ts";

export const BAD_SIGNATURE = "The Stripe-Signature header does not match this body";
export const WEBHOOK_OFF = "No payment provider is set up";

const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

export type WebhookOutcome = "paid" | "duplicate" | "ignored";

export async function handleStripeWebhook(
  deps: Pick<AppDeps, "db" | "config" | "logger" | "now">,
  stripe: StripeClient | null,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) throw new HttpError(404, WEBHOOK_OFF);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? "", secret);
  } catch {
    throw new HttpError(400, BAD_SIGNATURE);
  }
  if (!PAID_EVENTS.has(event.type)) return "ignored";
  const session = event.data.object as Stripe.Checkout.Session;
  // A payment method that settles later completes the session unpaid; its success comes as its own event.
  if (session.payment_status !== "paid") return "ignored";
  return deps.db.transaction(async (tx) => {
    const invoiceId = Number(session.metadata?.invoiceId);
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        eventId: event.id,
        type: event.type,
        invoiceId: Number.isSafeInteger(invoiceId) ? invoiceId : null,
        receivedAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return "duplicate";
    return markPaid(tx, deps, session, invoiceId);
  });
}

async function markPaid(
  tx: Transaction,
  deps: Pick<AppDeps, "config" | "logger" | "now">,
  session: Stripe.Checkout.Session,
  invoiceId: number,
): Promise<WebhookOutcome> {
  const invoice = Number.isSafeInteger(invoiceId) ? await invoiceToPay(tx, invoiceId, { lock: true }) : undefined;
  const context = { sessionId: session.id, invoiceId: Number.isSafeInteger(invoiceId) ? invoiceId : null };
  if (!invoice) {
    deps.logger.warn("stripe payment for no known invoice", context);
    return "ignored";
  }
  if (invoice.status === "paid") {
    // A second Checkout for the same invoice, paid in another tab: the agency refunds it from Stripe.
    deps.logger.warn("stripe payment for an invoice already paid", context);
    return "ignored";
  }
  const cents = amountInCents(invoice.amount);
  if (session.currency !== "usd" || cents === null || session.amount_total !== cents) {
    deps.logger.error("stripe payment does not match its invoice", {
      ...context,
      paid: session.amount_total,
      currency: session.currency,
      due: cents,
    });
    return "ignored";
  }
  const paidAt = deps.now();
  const paymentId =
    (typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id) ?? session.id;
  await tx.update(invoices).set({ status: "paid", paidAt, paymentId }).where(eq(invoices.id, invoice.id));
  await tx.insert(projectUpdates).values({
    projectId: invoice.projectId,
    title: `Invoice ${invoice.invoiceNumber} paid`,
    message: `Paid online by card: ${centsText(cents)}. Payment reference ${paymentId}.`,
    updateType: "payment",
    createdBy: "Stripe",
    createdAt: paidAt,
  });
  await queueEmails(
    tx,
    paymentEmails(
      {
        invoiceNumber: invoice.invoiceNumber,
        description: invoice.description,
        cents,
        paidAt,
        paymentId,
        projectName: invoice.projectName,
        clientId: invoice.clientId,
        clientEmail: invoice.clientEmail,
        clientName: invoice.firstName,
      },
      { siteUrl: deps.config.siteUrl, replyTo: visitorReplyTo(deps.config), notifyTo: agencyInbox(deps.config) },
    ),
  );
  deps.logger.info("invoice paid online", { invoiceId: invoice.id, paymentId });
  return "paid";
}
