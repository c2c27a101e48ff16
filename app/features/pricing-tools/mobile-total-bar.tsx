import { ChevronDown } from "lucide-react";
import { formatDollars } from "#common/catalog/money";

/**
 * Phones and tablets: the running total in a strip across the bottom of the
 * screen that jumps to the itemised summary. A full-width strip: the page
 * scrolls under its ground instead of under a floating card, and the footer
 * leaves room for it at the end (docs/product/public-site.md § Fixed elements). Not a live region: the
 * summary's total already announces changes, and two would speak twice.
 */
export function MobileTotalBar({ total, monthly }: { total: number; monthly?: number }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-neon-cyan/30 bg-ink-950/90 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur-md md:pl-22 lg:hidden print:hidden light:border-slate-200 light:bg-white/95">
      <a
        href="#price-summary"
        className="mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl border border-neon-cyan/40 bg-ink-900/95 py-2 pr-3 pl-4"
      >
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="font-display text-[0.65rem] font-semibold tracking-[0.2em] text-ink-300 uppercase">
            Total
          </span>
          <span className="font-display text-xl font-bold tabular-nums text-ink-100">{formatDollars(total)}</span>
          {monthly ? (
            <span className="text-xs font-semibold tabular-nums text-neon-lime">+ {formatDollars(monthly)}/month</span>
          ) : null}
          <span className="sr-only">, review your selection</span>
        </span>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-neon-cyan" />
      </a>
    </div>
  );
}
