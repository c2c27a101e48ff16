import { ChevronDown } from "lucide-react";
import { formatDollars } from "#common/catalog/money";

/**
 * Phones: the running total floats at the bottom of the screen, between the
 * scroll-to-top button (bottom left) and the chat launcher (bottom right),
 * and jumps to the itemised summary. Not a live region: the summary's total
 * already announces changes, and two would speak twice.
 */
export function MobileTotalBar({ total, monthly }: { total: number; monthly?: number }) {
  return (
    <a
      href="#price-summary"
      className="fixed bottom-4 left-1/2 z-40 flex w-[calc(100%-11.5rem)] max-w-xs -translate-x-1/2 items-center justify-between gap-2 rounded-2xl border border-neon-cyan/40 bg-ink-900/95 py-2 pr-3 pl-4 shadow-[0_10px_40px_-10px] shadow-neon-cyan/40 backdrop-blur lg:hidden print:hidden"
    >
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="font-display text-[0.65rem] font-semibold tracking-[0.2em] text-ink-300 uppercase">Total</span>
        <span className="font-display text-xl font-bold tabular-nums text-ink-100">{formatDollars(total)}</span>
        {monthly ? (
          <span className="text-xs font-semibold tabular-nums text-neon-lime">+ {formatDollars(monthly)}/month</span>
        ) : null}
        <span className="sr-only">, review your selection</span>
      </span>
      <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-neon-cyan" />
    </a>
  );
}
