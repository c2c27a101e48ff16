import type { ReactNode } from "react";
import { formatDollars } from "#common/catalog/money";
import type { PriceBreakdown } from "#common/catalog/pricing";

export interface SummaryLine {
  id: string;
  label: string;
  amount: number;
}

export interface PriceSummaryProps {
  title: string;
  base: SummaryLine;
  addOns: SummaryLine[];
  total: number;
  /** A monthly amount, shown apart and never added (docs/product/pricing.md § Totals). */
  monthly?: { label: string; amount: number; note: string };
  emptyText: string;
  children?: ReactNode;
}

/**
 * The summary's lines for a computed price: the package's base, each add-on,
 * the total, and the monthly amount (named by the page) only when there is one.
 */
export function breakdownLines(price: PriceBreakdown, baseName: string, monthlyLabel: string) {
  return {
    base: { id: "base", label: `${baseName} base`, amount: price.base },
    addOns: price.addOns.map((line) => ({ id: line.id, label: line.name, amount: line.price })),
    total: price.total,
    monthly:
      price.monthly > 0
        ? { label: monthlyLabel, amount: price.monthly, note: "Billed monthly after launch, not part of the total." }
        : undefined,
  };
}

/**
 * The itemised price calculator shared by the customizer and the quote
 * builder. Its total is the page's one polite live region, so a screen
 * reader hears the new total after every change (docs/product/pricing.md § Shareable configurations).
 */
export function PriceSummary({ title, base, addOns, total, monthly, emptyText, children }: PriceSummaryProps) {
  return (
    <section
      id="price-summary"
      aria-labelledby="price-summary-title"
      className="price-summary scroll-mt-6 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/90 p-6 shadow-[0_30px_80px_-40px] shadow-neon-cyan/30 backdrop-blur sm:p-7 print:p-5"
    >
      <h2
        id="price-summary-title"
        className="font-display text-sm font-semibold tracking-[0.25em] text-neon-cyan uppercase"
      >
        {title}
      </h2>
      <dl className="mt-5 space-y-3 text-sm print:mt-3 print:space-y-0.5 print:text-xs">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-medium text-ink-100">{base.label}</dt>
          <dd className="font-display font-semibold tabular-nums text-ink-100">{formatDollars(base.amount)}</dd>
        </div>
        {addOns.map((line) => (
          <div key={line.id} className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-300">{line.label}</dt>
            <dd className="font-display tabular-nums text-ink-200">+{formatDollars(line.amount)}</dd>
          </div>
        ))}
      </dl>
      {addOns.length === 0 ? <p className="mt-3 text-sm text-ink-400 print:hidden">{emptyText}</p> : null}
      {/* Desktop: when a long list makes the card scroll (it is never taller than the screen), the total and the
          actions stay pinned at its foot and the list scrolls under them. */}
      <div className="lg:sticky lg:bottom-0 lg:-mx-7 lg:-mb-7 lg:bg-ink-900 lg:px-7 lg:pb-7 print:static print:m-0 print:bg-transparent print:p-0">
        <div className="mt-6 border-t border-ink-700 pt-5 print:mt-4 print:break-inside-avoid print:pt-3">
          <p aria-live="polite" aria-atomic="true" className="flex items-baseline justify-between gap-4">
            <span className="font-display text-sm font-semibold tracking-[0.2em] text-ink-300 uppercase">Total</span>
            <span
              data-testid="price-total"
              className="font-display text-4xl font-bold tracking-tight tabular-nums text-gradient-neon"
            >
              {formatDollars(total)}
            </span>
          </p>
          {monthly ? (
            <div className="mt-3 rounded-xl border border-neon-lime/25 bg-neon-lime/[0.06] px-4 py-3">
              <p className="flex items-baseline justify-between gap-4 text-sm">
                <span className="text-ink-200">{monthly.label}</span>
                <span data-testid="price-monthly" className="font-display font-semibold tabular-nums text-neon-lime">
                  + {formatDollars(monthly.amount)}/month
                </span>
              </p>
              <p className="mt-1 text-xs text-ink-300">{monthly.note}</p>
            </div>
          ) : null}
          <p className="mt-3 text-xs text-ink-400">One-off project price in US dollars, before tax.</p>
        </div>
        {children ? <div className="mt-6 flex flex-col gap-3 print:hidden">{children}</div> : null}
      </div>
    </section>
  );
}
