import { Check } from "lucide-react";
import { formatDollars } from "#common/catalog/money";
import { type PriceList, quoteBasesOf } from "#common/catalog/price-lists";
import type { QuoteBaseId } from "#common/catalog/quote";

/**
 * Step 1: the base package (docs/product/pricing.md § Quote packages), as the face's price list has it.
 * Native radio buttons in a fieldset, so arrow keys move the choice and a screen reader hears "1 of 3".
 */
export function PackageStep({
  priceList,
  value,
  onChange,
}: {
  priceList: PriceList;
  value: QuoteBaseId;
  onChange: (id: QuoteBaseId) => void;
}) {
  const bases = quoteBasesOf(priceList);
  return (
    <fieldset aria-labelledby="quote-base-package" className="min-w-0">
      <StepHeading id="quote-base-package" step={1} title="Choose your base package" />
      {/* Four bases (the default face's, the Landing Page first) sit two by two; four across leave each too narrow. */}
      <div className={`mt-6 grid grid-cols-1 gap-4 ${bases.length === 4 ? "md:grid-cols-2" : "md:grid-cols-3"}`}>
        {bases.map((item) => {
          const checked = item.id === value;
          const label = item.highlight;
          return (
            <label
              key={item.id}
              className={`relative flex cursor-pointer flex-col rounded-2xl border p-5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-neon-cyan ${
                checked
                  ? "border-neon-cyan/80 bg-neon-cyan/[0.07] shadow-[0_0_32px_-12px] shadow-neon-cyan/60"
                  : "border-ink-700 bg-ink-900/70 hover:border-ink-600"
              }`}
            >
              <input
                type="radio"
                name="base-package"
                value={item.id}
                checked={checked}
                onChange={() => onChange(item.id)}
                // Named by package and price, described by its summary and timeline (the whole card was one long name).
                aria-labelledby={`quote-package-${item.id}-name quote-package-${item.id}-price`}
                aria-describedby={`quote-package-${item.id}-description quote-package-${item.id}-timeline`}
                className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-2xl opacity-0"
              />
              <span className="flex items-start justify-between gap-3">
                {/* Two lines kept for every name from md, so the three prices line up whatever a face calls them. */}
                <span id={`quote-package-${item.id}-name`} className="font-display text-xl font-bold md:min-h-[2lh]">
                  {item.name}
                </span>
                <span
                  aria-hidden="true"
                  className={`grid size-6 shrink-0 place-items-center rounded-full border ${
                    checked ? "border-neon-cyan bg-neon-cyan text-ink-950" : "border-ink-600 text-transparent"
                  }`}
                >
                  <Check className="size-3.5" strokeWidth={3} />
                </span>
              </span>
              {/* Every card keeps the badge's row, so the three prices line up. */}
              <span
                className={`mt-2 w-fit rounded-full px-2.5 py-0.5 font-display text-[0.7rem] font-semibold tracking-[0.14em] uppercase ${
                  label ? "bg-neon-lime/15 text-neon-lime" : "invisible max-md:hidden"
                }`}
              >
                {label ?? "\u00a0"}
              </span>
              <span id={`quote-package-${item.id}-description`} className="mt-3 text-sm text-ink-300 md:min-h-[3lh]">
                {item.description}
              </span>
              <span id={`quote-package-${item.id}-price`} className="mt-4 font-display text-3xl font-bold tabular-nums">
                {formatDollars(item.basePrice)}
                {item.monthlyPrice ? (
                  <span className="block text-base font-semibold">+ {formatDollars(item.monthlyPrice)}/month</span>
                ) : null}
              </span>
              <span id={`quote-package-${item.id}-timeline`} className="text-xs text-ink-400">
                {item.timeline}
              </span>
              <ul className="mt-4 space-y-1.5 text-sm text-ink-200">
                {item.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-neon-lime" strokeWidth={3} />
                    {feature}
                  </li>
                ))}
              </ul>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A numbered step heading; without a number it marks an optional extra. */
export function StepHeading({ id, step, title }: { id: string; step?: number; title: string }) {
  return (
    <h2 id={id} className="flex items-center gap-4 font-display text-2xl font-bold tracking-tight sm:text-3xl">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full border border-neon-cyan/60 font-display text-base text-neon-cyan"
      >
        {step ?? "+"}
      </span>
      <span>
        {step ? <span className="sr-only">Step {step}: </span> : null}
        {title}
      </span>
    </h2>
  );
}
