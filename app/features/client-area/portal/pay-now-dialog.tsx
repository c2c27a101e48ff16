import { CreditCard, Landmark, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { CtaLink } from "#app/features/marketing-ui/cta-link";
import type { PortalProjectDetail } from "#common/client-area/api";
import { formatDate, formatMoney } from "../format";

export const payNowButtonClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full bg-neon-cyan px-5 font-display text-sm font-semibold text-ink-950 shadow-[0_0_28px_-10px] shadow-neon-cyan transition-colors hover:bg-neon-lime aria-disabled:cursor-wait aria-disabled:opacity-70";

/**
 * Pay Now where the site takes no card (no Stripe key, or the sample portal; docs/product/client-area.md
 * § Pay Now): it explains how invoices are paid (bank transfer or a secure card link sent by the team) and
 * offers a way to ask.
 */
export function PayNowDialog({
  invoice,
  sample,
}: {
  invoice: PortalProjectDetail["invoices"][number];
  sample: boolean;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={payNowButtonClass}>
        <CreditCard aria-hidden="true" className="size-4" />
        Pay Now
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-90 bg-ink-950/80 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-90 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] border border-ink-700 bg-ink-900 p-6 text-ink-100 shadow-2xl sm:p-8">
          <Dialog.Title className="pr-10 font-display text-2xl font-bold text-white">
            Pay invoice {invoice.invoiceNumber}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-300">
            {formatMoney(invoice.amount)} due {formatDate(invoice.dueDate)}. Your project lead sends both ways to pay
            with every invoice, so you never type card details into this site.
          </Dialog.Description>
          <ul className="mt-6 grid gap-3">
            <li className="flex gap-4 rounded-2xl border border-ink-700 bg-ink-950/50 p-4">
              <Landmark aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-neon-cyan" />
              <div>
                <p className="font-semibold text-white">Bank transfer</p>
                <p className="mt-1 text-sm text-ink-300">
                  Our bank details come with the invoice email; quote the invoice number as the reference.
                </p>
              </div>
            </li>
            <li className="flex gap-4 rounded-2xl border border-ink-700 bg-ink-950/50 p-4">
              <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-neon-cyan" />
              <div>
                <p className="font-semibold text-white">Card payment link</p>
                <p className="mt-1 text-sm text-ink-300">A secure link from our payment provider, sent by email.</p>
              </div>
            </li>
          </ul>
          {sample && <p className="mt-5 text-sm text-ink-300">This is a sample invoice, so there is nothing to pay.</p>}
          <div className="mt-6 flex flex-wrap gap-3">
            <CtaLink to="/contact">Ask About Payment</CtaLink>
            <Dialog.Close className="inline-flex min-h-12 items-center rounded-full border border-ink-600 px-6 font-display font-semibold text-ink-100 transition-colors hover:border-neon-cyan hover:text-neon-cyan">
              Close
            </Dialog.Close>
          </div>
          <Dialog.Close
            aria-label="Close dialog"
            className="absolute top-4 right-4 grid size-11 place-content-center rounded-full text-ink-300 transition-colors hover:bg-ink-800 hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
