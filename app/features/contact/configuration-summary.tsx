import { TriangleAlert } from "lucide-react";
import { usePriceList } from "#app/lib/price-list";
import { CUSTOMIZER_ADD_ONS, formatDollars, PRICE_LIST_LABELS } from "#common/catalog";
import type { Tone } from "../marketing-ui/cta-link";
import type { HandedOverConfiguration } from "./pricing-configuration";

function IdList({ ids, dark }: { ids: string[]; dark: boolean }) {
  return ids.map((id, index) => (
    <span key={id}>
      {index > 0 ? ", " : null}
      <code
        className={`rounded px-1.5 py-0.5 font-mono text-xs ${dark ? "bg-ink-800 text-ink-100" : "bg-white text-slate-900 ring-1 ring-slate-300"}`}
      >
        {id}
      </code>
    </span>
  ));
}

/**
 * Add-ons of the link that were left out, in the pricing pages' words
 * (customizer-page.tsx, quote-builder-page.tsx: "… could not be added", "is
 * not in our list", "is not offered with …"), so a visitor who came from
 * either reads the same thing here.
 */
function DroppedAddOns({ configuration, dark }: { configuration: HandedOverConfiguration; dark: boolean }) {
  const { dropped, priced } = configuration;
  // Only the customizer has add-ons a package does not offer; the quote builder offers all of its own.
  const notOffered =
    priced.source === "customizer" ? dropped.filter((id) => CUSTOMIZER_ADD_ONS.some((addOn) => addOn.id === id)) : [];
  const unknown = dropped.filter((id) => !notOffered.includes(id));
  const verb = (ids: string[]) => (ids.length === 1 ? "is" : "are");
  return (
    <div
      className={`mt-4 flex items-start gap-3 rounded-xl border p-3 text-sm ${
        dark
          ? "border-neon-magenta/40 bg-neon-magenta/[0.08] text-ink-200"
          : "border-amber-300 bg-amber-50 text-amber-950"
      }`}
    >
      <TriangleAlert
        aria-hidden="true"
        className={`mt-0.5 size-4 shrink-0 ${dark ? "text-neon-magenta" : "text-amber-700"}`}
      />
      <p>
        <strong className={`block font-semibold ${dark ? "text-ink-100" : ""}`}>
          {dropped.length === 1 ? "One add-on" : `${dropped.length} add-ons`} from the link could not be added
        </strong>
        {notOffered.length === 0 ? (
          <>
            <IdList ids={unknown} dark={dark} /> {verb(unknown)} not in our list, so{" "}
            {dropped.length === 1 ? "it was" : "they were"} left out.
          </>
        ) : (
          <>
            <IdList ids={notOffered} dark={dark} /> {verb(notOffered)} not offered with {priced.packageName}.{" "}
            {unknown.length > 0 ? (
              <>
                <IdList ids={unknown} dark={dark} /> {verb(unknown)} not in our list.{" "}
              </>
            ) : null}
            {dropped.length === 1 ? "It was" : "They were"} left out.
          </>
        )}
      </p>
    </div>
  );
}

/**
 * "Your configuration": what the visitor built in the customizer or the quote
 * builder (docs/product/pricing.md § Hand-over to the contact form), names and prices from the catalog.
 */
export function ConfigurationSummary({ configuration, tone }: { configuration: HandedOverConfiguration; tone: Tone }) {
  const { priced } = configuration;
  const dark = tone === "dark";
  // A configuration priced in the other face's list keeps its prices, and says which list they are.
  const otherList = priced.list !== usePriceList();
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
          {otherList ? <> · priced on our {PRICE_LIST_LABELS[priced.list].toLowerCase()}</> : null}
        </p>
      </div>
      {configuration.dropped.length > 0 && <DroppedAddOns configuration={configuration} dark={dark} />}
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
        {/* Never charged twice (docs/product/pricing.md § What an offer includes). */}
        {priced.included.map((addOn) => (
          <div key={addOn.id} className="flex justify-between gap-4">
            <dt>+ {addOn.name}</dt>
            <dd>Included</dd>
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
