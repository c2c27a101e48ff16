import { Check, Clock } from "lucide-react";
import { formatDollars } from "#common/catalog/money";
import type { Offer } from "#common/catalog/price-lists";

/**
 * The package header: name, description, badges, prices, duration (docs/product/pricing.md § Customizer screen),
 * all from the face's offer, so they read as the face's Services page does.
 */
export function PackageHeader({ offer }: { offer: Offer }) {
  const { displayName, description, features, basePrice, monthlyPrice, timeline, highlight } = offer;
  // Monthly care goes on after launch: its duration says so.
  const duration = monthlyPrice ? `${timeline} + ongoing` : timeline;
  return (
    <header className="relative">
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-display text-xs font-semibold tracking-[0.3em] text-neon-cyan uppercase">
          Package customizer
        </p>
        {highlight ? (
          <span className="rounded-full bg-neon-lime px-3 py-1 font-display text-[0.7rem] font-bold tracking-[0.16em] text-ink-950 uppercase">
            {highlight}
          </span>
        ) : null}
      </div>
      <h1 className="mt-4 font-display text-[clamp(2.5rem,7vw,5rem)] leading-[0.95] font-bold tracking-tight print:mt-2 print:text-3xl">
        {displayName}
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-ink-200 print:mt-2 print:text-sm">{description}</p>
      <ul className="mt-6 flex flex-wrap gap-2 print:mt-3 print:gap-x-4 print:gap-y-1" aria-label="Included features">
        {features.map((feature) => (
          <li
            key={feature}
            className="inline-flex items-center gap-1.5 rounded-full border border-ink-700 bg-ink-900/80 px-3 py-1.5 text-sm text-ink-200 print:border-0 print:p-0 print:text-xs"
          >
            <Check aria-hidden="true" className="size-3.5 text-neon-lime" strokeWidth={3} />
            {feature}
          </li>
        ))}
      </ul>
      <dl className="mt-8 grid max-w-2xl grid-cols-2 gap-4 sm:grid-cols-3 print:mt-4 print:grid-cols-3 print:gap-2">
        <div className="rounded-2xl border border-ink-700 bg-ink-900/70 p-4 print:p-2">
          <dt className="text-xs font-semibold tracking-[0.18em] text-ink-300 uppercase">Base price</dt>
          <dd className="mt-1 font-display text-lg font-bold tabular-nums sm:text-2xl print:text-base">
            {formatDollars(basePrice)}
          </dd>
        </div>
        {monthlyPrice ? (
          <div className="order-last col-span-2 rounded-2xl border border-ink-700 bg-ink-900/70 p-4 sm:order-none sm:col-span-1 print:order-none print:col-span-1 print:p-2">
            <dt className="text-xs font-semibold tracking-[0.18em] text-ink-300 uppercase">Monthly</dt>
            {/* "/month" in small type: the full "+ $1,500/month" at card size overran its third of the row. */}
            <dd className="mt-1 font-display text-lg font-bold whitespace-nowrap tabular-nums text-neon-lime sm:text-xl lg:text-2xl print:text-base">
              + {formatDollars(monthlyPrice)}
              <span className="text-sm font-semibold">/month</span>
            </dd>
          </div>
        ) : null}
        <div className="rounded-2xl border border-ink-700 bg-ink-900/70 p-4 print:p-2">
          <dt className="text-xs font-semibold tracking-[0.18em] text-ink-300 uppercase">Duration</dt>
          <dd className="mt-1 flex items-center gap-2 font-display text-lg font-bold sm:text-2xl print:text-base">
            <Clock aria-hidden="true" className="size-5 text-neon-cyan" />
            {duration}
          </dd>
        </div>
      </dl>
    </header>
  );
}
