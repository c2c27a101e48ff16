/**
 * Pay Now through Stripe Checkout (docs/product/client-area.md § Pay Now): what the portal asks and hears,
 * and the address Stripe sends the client back to.
 */
import { formatDollars } from "../catalog/money";

/** POST /api/portal/invoices/:id/checkout → 200: the Checkout page to send the client to. */
export interface CheckoutStarted {
  url: string;
}

/** The portal's address after Checkout: `?payment=paid` or `?payment=cancelled`, and the invoice's id. */
export const PAYMENT_RETURN_PARAM = "payment";
export const PAYMENT_INVOICE_PARAM = "invoice";
export type PaymentReturn = "paid" | "cancelled";

export const paymentReturnPath = (result: PaymentReturn, invoiceId: number) =>
  `/client-portal?${PAYMENT_RETURN_PARAM}=${result}&${PAYMENT_INVOICE_PARAM}=${invoiceId}`;

/** Dollars as a decimal string ("1155.00") → whole cents, as Stripe takes them; null for an amount it cannot take. */
export function amountInCents(amount: string): number | null {
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  return cents >= 50 ? cents : null;
}

/** Cents as a price: "$1,155" for whole dollars, "$1,155.50" otherwise. */
export function centsText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? formatDollars(whole) : `${formatDollars(whole)}.${String(rest).padStart(2, "0")}`;
}
