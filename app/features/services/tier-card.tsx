import type { ServiceTier } from "#common/catalog";
import { CtaLink } from "../marketing-ui/cta-link";
import { ACCENT_BG, ACCENT_BORDER, ACCENT_TEXT } from "./accent";
import { CheckIcon } from "./check-icon";

/** One pricing tier (docs/product/pricing.md § Service tiers); every figure comes from the catalog. */
export function TierCard({ tier }: { tier: ServiceTier }) {
  const highlighted = tier.popular;
  return (
    <article
      aria-labelledby={`tier-${tier.key}`}
      className={`relative flex flex-col rounded-card border p-7 ${
        highlighted
          ? "border-neon-magenta/60 bg-gradient-to-b from-ink-800 to-ink-900 shadow-[0_0_60px_-20px] shadow-neon-magenta/60"
          : `bg-ink-900 ${ACCENT_BORDER[tier.color]}`
      }`}
    >
      {tier.label && (
        <p
          className={`absolute -top-3.5 left-7 rounded-full px-3 py-1 font-display text-xs font-bold tracking-wider text-ink-950 uppercase ${ACCENT_BG[tier.color]}`}
        >
          {tier.label}
        </p>
      )}
      {/* From md the cards stand side by side: every card keeps room for a
          two-line name plus subtitle (2 × 2rem + 1.5rem) and for the price's
          "starting at" line, so a wrapped name ("Landing Page Package") does
          not push its price row below the others. */}
      <div className="md:min-h-[5.5rem]">
        <h3 id={`tier-${tier.key}`} className="font-display text-2xl font-bold text-white">
          {tier.name}
        </h3>
        {tier.subtitle && <p className={`mt-1 text-sm font-medium ${ACCENT_TEXT[tier.color]}`}>{tier.subtitle}</p>}
      </div>
      <PriceText text={tier.priceText} />
      <p className="mt-2 text-sm text-ink-300">
        Timeline: <span className="font-semibold text-ink-100">{tier.timeline}</span>
      </p>
      <p className="mt-5 text-ink-300">{tier.description}</p>
      <p className={`mt-3 text-sm font-semibold ${ACCENT_TEXT[tier.color]}`}>{tier.value}</p>
      <ul className="mt-6 space-y-3 border-t border-ink-700 pt-6 text-sm text-ink-200">
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon className={ACCENT_TEXT[tier.color]} />
            {feature}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-ink-300">
        <span className="font-semibold text-ink-100">Best for:</span> {tier.bestFor}
      </p>
      <p className="mt-2 text-sm text-ink-300">
        <span className="font-semibold text-ink-100">Popular add-ons:</span> {tier.addOns.join(", ")}
      </p>
      <div className="mt-auto flex flex-col gap-3 pt-8">
        <CtaLink to={`/contact?package=${tier.key}`} kind={highlighted ? "primary" : "secondary"}>
          {/* Four cards to a row leave room for one word a line: the tier's name goes on its own line there, so
              the four buttons stay the same height and in line. */}
          <span>
            Ask about <span className="xl:block">{tier.name.replace(/ Package$/, "")}</span>
          </span>
        </CtaLink>
        <CtaLink to={`/custom-quote?package=${tier.key}`} kind="secondary" className="border-transparent">
          Get Detailed Quote
        </CtaLink>
      </div>
    </article>
  );
}

/** "starting at $1,000+" reads as a small prefix over a large figure. */
function PriceText({ text }: { text: string }) {
  const match = /^(starting at)\s+(.*)$/i.exec(text);
  return (
    <p className="mt-6 font-display text-4xl font-bold tracking-tight text-white md:flex md:min-h-[3.75rem] md:flex-col md:justify-end">
      {match ? (
        <>
          <span className="block font-sans text-sm font-medium tracking-normal text-ink-300">{match[1]}</span>{" "}
          {match[2]}
        </>
      ) : (
        text
      )}
    </p>
  );
}
