import { formatDollars } from "../../../common/catalog";
import type { Tone } from "../marketing-ui/cta-link";
import type { HandedOverConfiguration } from "./pricing-configuration";

/**
 * "Your configuration": what the visitor built in the customizer or the quote
 * builder (spec 000 §2), names and prices from the catalog.
 */
export function ConfigurationSummary({ configuration, tone }: { configuration: HandedOverConfiguration; tone: Tone }) {
  const { priced } = configuration;
  const dark = tone === "dark";
  return (
    <section
      aria-labelledby="configuration-title"
      className={
        dark
          ? "rounded-2xl border border-neon-lime/30 bg-neon-lime/[0.04] p-5 sm:p-6"
          : "rounded-2xl border border-brand-600/20 bg-brand-50 p-5 sm:p-6"
      }
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="configuration-title"
          className={
            dark
              ? "font-display text-sm font-semibold tracking-[0.2em] text-neon-lime uppercase"
              : "font-semibold text-slate-900"
          }
        >
          Your configuration
        </h2>
        <p className={dark ? "text-xs text-ink-300" : "text-xs text-slate-600"}>
          From the {priced.source === "quote" ? "custom quote builder" : "package customizer"}, sent with your inquiry
        </p>
      </div>
      <dl className={`mt-4 grid gap-2 text-sm ${dark ? "text-ink-200" : "text-slate-700"}`}>
        <div className="flex justify-between gap-4">
          <dt className={dark ? "font-semibold text-white" : "font-semibold text-slate-900"}>{priced.packageName}</dt>
          <dd className="tabular-nums">{formatDollars(priced.base)}</dd>
        </div>
        {priced.addOns.map((addOn) => (
          <div key={addOn.id} className="flex justify-between gap-4">
            <dt>+ {addOn.name}</dt>
            <dd className="tabular-nums">{formatDollars(addOn.price)}</dd>
          </div>
        ))}
        <div
          className={`mt-2 flex justify-between gap-4 border-t pt-3 font-display text-base font-bold ${
            dark ? "border-ink-700 text-white" : "border-slate-300 text-slate-900"
          }`}
        >
          <dt>Estimated total</dt>
          <dd className="tabular-nums">{formatDollars(priced.total)}</dd>
        </div>
        {priced.monthly > 0 && (
          <div className="flex justify-between gap-4">
            <dt>Plus monthly</dt>
            <dd className="tabular-nums">{formatDollars(priced.monthly)}/month</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
