import { Wrench } from "lucide-react";
import { formatDollars } from "#common/catalog/money";
import type { Offer } from "#common/catalog/price-lists";
import { MAINTENANCE_MONTHLY_PRICE } from "#common/catalog/quote";
import { StepHeading } from "./package-step";

/**
 * Optional maintenance, $200/month, never added to the one-off total (docs/product/pricing.md § Maintenance).
 * An offer with monthly care of its own (Custom Enterprise) includes it: said instead of offered.
 */
export function MaintenanceToggle({
  on,
  includedIn,
  onToggle,
}: {
  on: boolean;
  includedIn?: Pick<Offer, "name" | "monthlyPrice">;
  onToggle: () => void;
}) {
  if (includedIn?.monthlyPrice) {
    return (
      <section aria-labelledby="quote-maintenance">
        <StepHeading id="quote-maintenance" title="Maintenance" />
        <p className="mt-6 flex items-center gap-5 rounded-2xl border border-ink-700 bg-ink-900/70 p-5 text-ink-200">
          <Wrench aria-hidden="true" className="size-6 shrink-0 text-neon-lime" />
          <span>
            Included: {includedIn.name} comes with monthly updates and care for {formatDollars(includedIn.monthlyPrice)}
            /month.
          </span>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="quote-maintenance">
      <StepHeading id="quote-maintenance" title="Optional maintenance" />
      <button
        type="button"
        aria-pressed={on}
        onClick={onToggle}
        className={`mt-6 flex w-full flex-wrap items-center gap-x-5 gap-y-3 rounded-2xl border p-5 text-left transition-colors ${
          on
            ? "border-neon-lime/80 bg-neon-lime/[0.07] shadow-[0_0_32px_-12px] shadow-neon-lime/60"
            : "border-ink-700 bg-ink-900/70 hover:border-ink-600"
        }`}
      >
        <Wrench aria-hidden="true" className={`size-6 shrink-0 ${on ? "text-neon-lime" : "text-ink-300"}`} />
        <span className="min-w-48 flex-1">
          <span className="block font-display text-lg font-semibold">Monthly maintenance</span>
          <span className="mt-1 block text-sm text-ink-300">
            Updates, security patches, backups and small content changes every month.
          </span>
        </span>
        <span className="font-display text-xl font-bold whitespace-nowrap tabular-nums">
          {formatDollars(MAINTENANCE_MONTHLY_PRICE)}/month
        </span>
        <span
          aria-hidden="true"
          className={`relative h-7 w-12 shrink-0 rounded-full transition-colors ${on ? "bg-neon-lime" : "bg-ink-700"}`}
        >
          <span
            className={`absolute top-1 size-5 rounded-full bg-ink-950 transition-[left] ${on ? "left-6" : "left-1"}`}
          />
        </span>
      </button>
    </section>
  );
}
