import { ArrowRight, Clock } from "lucide-react";
import { usePriceList } from "#app/lib/price-list";
import { SiteLink } from "#app/lib/style-variant";
import { offerPriceText, offersOf } from "#common/catalog/price-lists";
import { primaryAction, secondaryAction, tertiaryAction } from "../pricing-tools/action-styles";

/**
 * The customizer opened without a package (docs/product/pricing.md § Customizer screen): the face's three
 * websites to choose from, each opening the customizer on itself, rather than a dead end.
 */
export function PackageChooser() {
  const priceList = usePriceList();
  return (
    <main className="container-page py-16 sm:py-24">
      <p className="font-display text-xs font-semibold tracking-[0.3em] text-neon-cyan uppercase">Package customizer</p>
      <h1 className="mt-4 max-w-3xl font-display text-[clamp(2.25rem,6vw,4.5rem)] leading-[0.95] font-bold tracking-tight">
        Choose a package to customize
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-ink-300">
        Start from the website that fits, then add what your project needs. The price updates as you choose.
      </p>
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {offersOf(priceList).map((offer) => (
          <li key={offer.id}>
            <article
              aria-labelledby={`choose-${offer.id}`}
              className="flex h-full flex-col rounded-3xl border border-ink-700 bg-ink-900/70 p-7"
            >
              <div className="flex flex-wrap items-center gap-3">
                <h2 id={`choose-${offer.id}`} className="font-display text-2xl font-bold">
                  {offer.name}
                </h2>
                {offer.highlight ? (
                  <span className="rounded-full bg-neon-lime px-3 py-1 font-display text-[0.7rem] font-bold tracking-[0.16em] text-ink-950 uppercase">
                    {offer.highlight}
                  </span>
                ) : null}
              </div>
              <p className="mt-4 font-display text-3xl font-bold tracking-tight">{offerPriceText(priceList, offer)}</p>
              <p className="mt-2 inline-flex items-center gap-2 text-sm text-ink-300">
                <Clock aria-hidden="true" className="size-4" /> {offer.timeline}
              </p>
              <p className="mt-4 text-ink-200">{offer.description}</p>
              <div className="mt-auto pt-8">
                {/* The card names the package; the button's name says it again for a screen reader's list of links. */}
                <SiteLink
                  to={`/customize-package?package=${offer.id}`}
                  aria-label={`Customize ${offer.name}`}
                  className={`w-full ${offer.popular ? primaryAction : secondaryAction}`}
                >
                  Customize <ArrowRight aria-hidden="true" className="size-4" />
                </SiteLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <SiteLink to="/services" className={tertiaryAction}>
          Compare the packages in full
        </SiteLink>
      </p>
    </main>
  );
}
