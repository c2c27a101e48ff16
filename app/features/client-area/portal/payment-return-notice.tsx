import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleX, Clock, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import type { PortalOverview } from "#common/client-area/api";
import { PAYMENT_INVOICE_PARAM, PAYMENT_RETURN_PARAM, type PaymentReturn } from "#common/payments/checkout";
import { portalKey } from "../portal-query";

/** How long the portal waits for Stripe's confirmation before saying it will show later. */
const CONFIRMATION_CHECKS = 20;
const CHECK_EVERY_MS = 3_000;

function readReturn(): { result: PaymentReturn; invoiceId: number } | null {
  const params = new URLSearchParams(window.location.search);
  const result = params.get(PAYMENT_RETURN_PARAM);
  const invoiceId = Number(params.get(PAYMENT_INVOICE_PARAM));
  if ((result !== "paid" && result !== "cancelled") || !Number.isSafeInteger(invoiceId) || invoiceId < 1) return null;
  // Said once: a reload or a bookmark of the portal does not announce the payment again.
  params.delete(PAYMENT_RETURN_PARAM);
  params.delete(PAYMENT_INVOICE_PARAM);
  const query = params.toString();
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
  return { result, invoiceId };
}

/**
 * Back from Stripe Checkout (docs/product/client-area.md § Pay Now). Paid: the invoice turns paid when
 * Stripe's webhook arrives, usually within seconds, so the portal asks again every few seconds until it
 * shows; cancelled: nothing was charged.
 */
export function PaymentReturnNotice({ overview }: { overview: PortalOverview }) {
  const [returned, setReturned] = useState<ReturnType<typeof readReturn>>(null);
  const [checks, setChecks] = useState(0);
  const queryClient = useQueryClient();
  useEffect(() => {
    // Read once: a second run of this effect (React's development check) finds the address already cleared.
    const found = readReturn();
    if (found) setReturned(found);
  }, []);

  const invoice = returned
    ? overview.projects.flatMap((project) => project.invoices).find((item) => item.id === returned.invoiceId)
    : undefined;
  const confirmed = invoice?.status === "paid";
  const waiting = returned?.result === "paid" && !confirmed && checks < CONFIRMATION_CHECKS;

  // Each check schedules the next (it changes `checks`), until the invoice shows paid or the minute is over.
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => {
      setChecks(checks + 1);
      void queryClient.invalidateQueries({ queryKey: portalKey("/api/portal/overview") });
    }, CHECK_EVERY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, checks, queryClient]);

  // The live region is in the page from the start, so screen readers announce the text put into it.
  return (
    <div role="status" className="empty:hidden">
      {returned ? <ReturnText returned={returned} invoice={invoice} confirmed={confirmed} waiting={waiting} /> : null}
    </div>
  );
}

function ReturnText({
  returned,
  invoice,
  confirmed,
  waiting,
}: {
  returned: NonNullable<ReturnType<typeof readReturn>>;
  invoice: PortalOverview["projects"][number]["invoices"][number] | undefined;
  confirmed: boolean;
  waiting: boolean;
}) {
  const name = invoice ? `Invoice ${invoice.invoiceNumber}` : "Your invoice";
  const [Icon, tone, iconTone, text] =
    returned.result === "cancelled"
      ? [
          CircleX,
          "border-ink-600 bg-ink-900/60",
          "text-ink-300",
          `Payment cancelled: nothing was charged. ${name} is still open whenever you are ready.`,
        ]
      : confirmed
        ? [
            CircleCheck,
            "border-neon-lime/40 bg-neon-lime/[0.06]",
            "text-neon-lime",
            `Thank you: ${name} is paid. Your receipt is on its way by email.`,
          ]
        : waiting
          ? [
              LoaderCircle,
              "border-neon-cyan/30 bg-neon-cyan/[0.05]",
              "animate-spin text-neon-cyan motion-reduce:animate-none",
              `Thank you for your payment. We are confirming it with Stripe: ${name} shows as paid in a moment.`,
            ]
          : [
              Clock,
              "border-neon-cyan/30 bg-neon-cyan/[0.05]",
              "text-neon-cyan",
              `Thank you for your payment. Stripe has not confirmed it yet: ${name} shows as paid once it does, and your receipt comes by email.`,
            ];
  return (
    <p className={`flex items-start gap-3 rounded-2xl border px-4 py-3 text-sm text-ink-100 sm:px-5 ${tone}`}>
      <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${iconTone}`} />
      <span className="min-w-0 wrap-anywhere">{text}</span>
    </p>
  );
}
