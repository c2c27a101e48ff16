/**
 * The two emails of an invoice paid online (docs/product/client-area.md § Pay Now): the client's receipt and
 * the agency's notice. Sent through the outbox in the transaction that marks the invoice paid, so a payment
 * Stripe reports twice sends each once. HTML and plain text from the same content (server/mail/render-email.ts).
 */

import { brand } from "#common/brand.ts";
import { centsText } from "#common/payments/checkout.ts";
import { formatAgencyDay } from "#common/time/calendar-text.ts";
import type { OutgoingEmail } from "#server/mail/outbox.ts";
import { renderEmail } from "#server/mail/render-email.ts";

export interface PaidInvoice {
  invoiceNumber: string;
  description: string;
  cents: number;
  paidAt: Date;
  paymentId: string;
  projectName: string;
  clientId: number;
  clientEmail: string;
  clientName: string;
}

export function paymentEmails(
  paid: PaidInvoice,
  options: { siteUrl: string; replyTo: string; notifyTo: string },
): OutgoingEmail[] {
  const facts = [
    ["Invoice", paid.invoiceNumber],
    ["For", paid.description],
    ["Project", paid.projectName],
    ["Amount paid", `${centsText(paid.cents)} (USD)`],
    ["Paid on", formatAgencyDay(paid.paidAt)],
    ["Payment reference", paid.paymentId],
  ] as const;
  const receipt: OutgoingEmail = {
    kind: "invoice.receipt",
    to: paid.clientEmail,
    replyTo: options.replyTo,
    subject: `Receipt for invoice ${paid.invoiceNumber} - ${brand.name}`,
    ...renderEmail({
      heading: "Thank you for your payment",
      blocks: [
        { paragraph: `Hello ${paid.clientName},` },
        {
          paragraph: `We have received your card payment for invoice ${paid.invoiceNumber}. It is marked as paid in your client portal.`,
        },
        { facts },
        { paragraph: "Your card statement shows the payment from our payment provider, Stripe." },
      ],
      action: { label: "Open your client portal", url: `${options.siteUrl}/client-portal` },
      footer: [
        `Questions about this payment? Just reply to this email or write to ${brand.email}.`,
        `The ${brand.name} team`,
      ],
    }),
  };
  const notice: OutgoingEmail = {
    kind: "invoice.paid",
    to: options.notifyTo,
    replyTo: paid.clientEmail,
    subject: `Invoice ${paid.invoiceNumber} paid online: ${centsText(paid.cents)}`,
    ...renderEmail({
      heading: "An invoice was paid online",
      blocks: [
        { paragraph: `${paid.clientName} paid invoice ${paid.invoiceNumber} through Stripe Checkout.` },
        { facts: [...facts, ["Client", `${paid.clientName} <${paid.clientEmail}>`]] },
      ],
      action: { label: "Open the client in the console", url: `${options.siteUrl}/admin/clients/${paid.clientId}` },
      footer: ["Reply to this email to write to the client."],
    }),
  };
  return [receipt, notice];
}
