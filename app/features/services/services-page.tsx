import {
  CONSULTATION_STEPS,
  DEVELOPMENT_STEPS,
  ECOMMERCE_CARDS,
  SERVICE_CARDS,
  servicesIntro,
  strategySession,
} from "#app/content/services";
import { SiteLink } from "#app/lib/style-variant";
import { SERVICE_TIERS } from "#common/catalog";
import { CallToAction } from "../marketing-ui/call-to-action";
import { ArrowRight, CtaLink } from "../marketing-ui/cta-link";
import { PageHero } from "../marketing-ui/page-hero";
import { Section } from "../marketing-ui/section";
import { ServiceCard } from "./service-card";
import { TierCard } from "./tier-card";

/** Pricing tiers and service cards, default face (docs/product/public-site.md § Services). */
export function ServicesPage() {
  return (
    <main>
      <PageHero eyebrow={servicesIntro.eyebrow} title={servicesIntro.title} lead={servicesIntro.lead} />

      <section aria-labelledby="tiers-title" className="container-page pb-16 sm:pb-24">
        <h2 id="tiers-title" className="sr-only">
          Pricing tiers
        </h2>
        <div className="grid gap-8 pt-4 md:grid-cols-2 xl:grid-cols-4 xl:gap-5">
          {SERVICE_TIERS.map((tier) => (
            <TierCard key={tier.key} tier={tier} />
          ))}
        </div>
      </section>

      <Section
        id="services"
        eyebrow="What we build"
        title="Services for every stage of growth"
        lead="From a first website to a full digital platform, every service is designed, built and supported by the same senior team."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICE_CARDS.map((card, index) => (
            <ServiceCard
              key={card.id}
              card={card}
              lastAlone={
                index === SERVICE_CARDS.length - 1
                  ? { sm: SERVICE_CARDS.length % 2 === 1, lg: SERVICE_CARDS.length % 3 === 1 }
                  : undefined
              }
            />
          ))}
        </ul>
      </Section>

      <Section
        id="ecommerce"
        eyebrow="Specialized e-commerce"
        title="Commerce built around how you sell"
        lead="Beyond the standard online shop: four specialized commerce models we design and build end to end."
      >
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {ECOMMERCE_CARDS.map((card) => (
            <ServiceCard key={card.id} card={card} />
          ))}
        </ul>
      </Section>

      <Section id="development-process" eyebrow="Development process" title="Four steps from brief to launch">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {DEVELOPMENT_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-card border border-ink-700 bg-ink-900 p-6">
              <p aria-hidden="true" className="font-display text-sm font-bold tracking-widest text-neon-lime">
                STEP {String(index + 1).padStart(2, "0")}
              </p>
              <h3 className="mt-3 font-display text-xl font-semibold text-white">{step.title}</h3>
              <p className="mt-2 text-sm text-ink-300">{step.text}</p>
            </li>
          ))}
        </ol>
        <SiteLink
          to="/process"
          className="mt-8 inline-flex items-center gap-2 font-display font-semibold text-neon-cyan underline-offset-4 hover:underline"
        >
          See our detailed 7-step process <ArrowRight />
        </SiteLink>
      </Section>

      <Section
        id="consultation-process"
        eyebrow="Consultation process"
        title="How your free consultation works"
        lead="Straightforward, no pressure, and useful whether or not we end up working together."
      >
        <ol className="grid gap-6 md:grid-cols-3">
          {CONSULTATION_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-5 rounded-card border border-ink-700 bg-ink-900/70 p-6">
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-content-center rounded-full bg-neon-cyan font-display font-bold text-ink-950"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-display text-lg font-semibold text-white">{step.title}</h3>
                <p className="mt-2 text-sm text-ink-300">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <CallToAction id="strategy-session" title={strategySession.title} text={strategySession.text}>
        <CtaLink to="/contact">
          Ask for a Free Strategy Session <ArrowRight />
        </CtaLink>
        <CtaLink to="/portfolio" kind="secondary">
          View Our Work
        </CtaLink>
      </CallToAction>
    </main>
  );
}
