import { PACKAGE_PROCESS, packagesCta, packagesIntro } from "#app/content/services";
import { formatDollars, PACKAGE_COMPARISON, PACKAGE_IDS, WEBSITE_PACKAGES } from "#common/catalog";
import { CallToAction } from "../marketing-ui/call-to-action";
import { ArrowRight, CtaLink } from "../marketing-ui/cta-link";
import { LightFace } from "../marketing-ui/light-face";
import { PageHero } from "../marketing-ui/page-hero";
import { Section } from "../marketing-ui/section";
import { CheckIcon } from "./check-icon";

/** Comparison table cells: compact on phones, so the four columns fit 390 px without scrolling sideways. */
const cellPadding = "px-2 py-3 sm:px-6 sm:py-4";

/** The Packages page, `style=conservative`, light face (docs/product/public-site.md § Packages page). */
export function PackagesPage() {
  return (
    <LightFace>
      <PageHero tone="light" eyebrow={packagesIntro.eyebrow} title={packagesIntro.title} lead={packagesIntro.lead} />

      <section aria-labelledby="packages-title" className="container-page pb-16 sm:pb-24">
        <h2 id="packages-title" className="sr-only">
          Packages
        </h2>
        <div className="grid gap-8 pt-4 lg:grid-cols-3">
          {WEBSITE_PACKAGES.map((pkg) => (
            <article
              key={pkg.id}
              aria-labelledby={`package-${pkg.id}`}
              className={`relative flex flex-col rounded-2xl bg-white p-8 ${
                pkg.popular ? "shadow-xl ring-2 ring-brand-600" : "shadow-sm ring-1 ring-slate-200"
              }`}
            >
              {pkg.popular && (
                <p className="absolute -top-3.5 left-8 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
                  Most Popular
                </p>
              )}
              <h3 id={`package-${pkg.id}`} className="font-display text-2xl font-bold text-slate-900">
                {pkg.name}
              </h3>
              <p className="mt-3 text-slate-600">{pkg.description}</p>
              <p className="mt-6 font-display text-4xl font-bold tracking-tight text-slate-900">
                {formatDollars(pkg.basePrice)}
              </p>
              {pkg.monthlyPrice !== undefined && (
                <p className="mt-1 font-semibold text-brand-700">+ {formatDollars(pkg.monthlyPrice)}/month</p>
              )}
              <p className="mt-2 text-sm text-slate-600">
                Delivered in <span className="font-semibold text-slate-900">{pkg.duration}</span>
              </p>
              <ul className="mt-6 space-y-3 border-t border-slate-200 pt-6 text-slate-700">
                {pkg.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <CheckIcon className="mt-0.5 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-8">
                <CtaLink
                  to={`/customize-package?package=${pkg.id}`}
                  tone="light"
                  kind={pkg.popular ? "primary" : "secondary"}
                  className="w-full"
                >
                  Customize Package
                </CtaLink>
              </div>
            </article>
          ))}
        </div>
      </section>

      <div className="bg-slate-50">
        <Section
          id="comparison"
          tone="light"
          eyebrow="Compare"
          title="Feature comparison"
          lead="What each package includes, side by side."
        >
          {/* On a phone the table is compact enough to fit (a tick stands for "Included"); if a very narrow screen still
              needs it to scroll sideways, keyboard users reach it with Tab and scroll it with the arrows. */}
          <div
            role="region"
            aria-label="Feature comparison (scrolls sideways on small screens)"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
            tabIndex={0}
            className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            <table className="w-full text-left text-sm sm:min-w-[36rem] sm:text-base">
              <caption className="sr-only">Features included in each website package</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className={`${cellPadding} text-sm font-semibold text-slate-600`}>
                    Feature
                  </th>
                  {WEBSITE_PACKAGES.map((pkg) => (
                    <th key={pkg.id} scope="col" className={`${cellPadding} font-display font-semibold text-slate-900`}>
                      {pkg.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {PACKAGE_COMPARISON.map((row) => (
                  <tr key={row.feature} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className={`${cellPadding} font-medium text-slate-900`}>
                      {row.feature}
                    </th>
                    {PACKAGE_IDS.map((id) => {
                      const value = row.values[id];
                      return (
                        <td key={id} className={`${cellPadding} text-slate-700`}>
                          {typeof value === "string" ? (
                            value
                          ) : value ? (
                            <span className="inline-flex items-center gap-2 text-brand-700">
                              <CheckIcon />
                              <span className="max-sm:sr-only">Included</span>
                            </span>
                          ) : (
                            <span className="text-slate-500">
                              <span aria-hidden="true">—</span>
                              <span className="sr-only">Not included</span>
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      </div>

      <Section id="package-process" tone="light" eyebrow="Development process" title="How we deliver your website">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PACKAGE_PROCESS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <span
                aria-hidden="true"
                className="grid size-10 place-content-center rounded-full bg-brand-600 font-display font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 font-display text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CallToAction id="packages-cta" tone="light" title={packagesCta.title} text={packagesCta.text}>
        <CtaLink to="/book-consultation" tone="light">
          Schedule Free Consultation <ArrowRight />
        </CtaLink>
        <CtaLink to="/tools" tone="light" kind="secondary">
          Get Free Website Audit
        </CtaLink>
      </CallToAction>
    </LightFace>
  );
}
