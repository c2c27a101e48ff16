/**
 * Pay Now (docs/product/client-area.md § Pay Now): a Stripe Checkout Session for one of the signed-in
 * client's own pending invoices — one line named by the invoice's number and description, its amount in
 * cents, in US dollars, the invoice's id in the metadata — and the address of the Stripe page to send the
 * client to. The invoice becomes paid only when Stripe's webhook says so (./webhook.ts), never on the way back.
 */
import { eq } from "drizzle-orm";
import { amountInCents, paymentReturnPath } from "#common/payments/checkout.ts";
import { invoices } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { HttpError } from "#server/http/errors.ts";
import { invoiceToPay } from "./invoice-to-pay.ts";
import type { StripeClient } from "./stripe-client.ts";

export const INVOICE_NOT_FOUND = "Invoice not found";
export const INVOICE_ALREADY_PAID = "This invoice is already paid";
export const ONLINE_PAYMENT_OFF = "Online payment is not available: see the invoice email for how to pay";
export const CHECKOUT_UNAVAILABLE = "The payment page could not be opened. Please try again in a minute.";
export const PAYMENT_BEING_CONFIRMED = "Your payment for this invoice is being confirmed: it shows as paid in a moment";

/** Stripe's limit on a product's name. */
const LINE_NAME_MAX = 250;

export function checkoutLineName(invoiceNumber: string, description: string): string {
  const name = `Invoice ${invoiceNumber}: ${description.replace(/\s+/g, " ").trim()}`;
  return name.length <= LINE_NAME_MAX ? name : `${name.slice(0, LINE_NAME_MAX - 1).trimEnd()}…`;
}

/** Why Stripe could not be asked, logged without the key or the client's data. */
async function askStripe<T>(deps: Pick<AppDeps, "logger">, invoiceId: number, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    deps.logger.error("stripe checkout session failed", {
      invoiceId,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new HttpError(503, CHECKOUT_UNAVAILABLE);
  }
}

/**
 * One payable page per invoice: while the invoice's last Checkout Session is open, Pay Now (a second tab,
 * Back from Stripe) opens that one again rather than a second page the client could pay as well. The
 * invoice's row is locked meanwhile, so two presses at once make one session.
 */
export async function startCheckout(
  deps: Pick<AppDeps, "db" | "config" | "logger">,
  stripe: StripeClient | null,
  clientId: number,
  invoiceId: number,
): Promise<string> {
  if (!stripe) throw new HttpError(409, ONLINE_PAYMENT_OFF);
  return deps.db.transaction(async (tx) => {
    const found = await invoiceToPay(tx, invoiceId, { lock: true });
    const invoice = found?.clientId === clientId ? found : undefined;
    // Another client's invoice is answered like one that does not exist.
    if (!invoice) throw new HttpError(404, INVOICE_NOT_FOUND);
    if (invoice.status !== "pending") throw new HttpError(409, INVOICE_ALREADY_PAID);
    const cents = amountInCents(invoice.amount);
    if (cents === null) throw new HttpError(409, "This invoice's amount cannot be paid online: please contact us");
    if (invoice.checkoutSessionId) {
      const sessionId = invoice.checkoutSessionId;
      const last = await askStripe(deps, invoice.id, () => stripe.checkout.sessions.retrieve(sessionId));
      if (last.status === "open" && last.url) return last.url;
      if (last.status === "complete") throw new HttpError(409, PAYMENT_BEING_CONFIRMED);
    }
    const session = await askStripe(deps, invoice.id, () =>
      stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "usd",
              unit_amount: cents,
              product_data: { name: checkoutLineName(invoice.invoiceNumber, invoice.description) },
            },
          },
        ],
        customer_email: invoice.clientEmail,
        client_reference_id: String(invoice.id),
        metadata: { invoiceId: String(invoice.id), invoiceNumber: invoice.invoiceNumber },
        payment_intent_data: { metadata: { invoiceId: String(invoice.id), invoiceNumber: invoice.invoiceNumber } },
        success_url: `${deps.config.siteUrl}${paymentReturnPath("paid", invoice.id)}`,
        cancel_url: `${deps.config.siteUrl}${paymentReturnPath("cancelled", invoice.id)}`,
      }),
    );
    if (!session.url) throw new HttpError(503, CHECKOUT_UNAVAILABLE);
    await tx.update(invoices).set({ checkoutSessionId: session.id }).where(eq(invoices.id, invoice.id));
    return session.url;
  });
}
