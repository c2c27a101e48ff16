import { Clock, CodeXml, Gauge, Target } from "lucide-react";
import { HOME } from "#app/content/home";
import { CtaLink } from "../marketing-ui/cta-link";

const ICONS = [CodeXml, Target, Gauge, Clock];

/** Why Choose, with Learn More About Us to /about (docs/product/public-site.md § Home). */
export function WhyChoose() {
  const { why } = HOME;
  return (
    <section aria-labelledby="why-choose" className="container-page py-20 lg:py-28">
      <div className="grid gap-14 lg:grid-cols-[1fr_1.3fr] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <p className="font-display text-sm font-medium tracking-[0.22em] text-neon-lime uppercase">{why.eyebrow}</p>
          <h2
            id="why-choose"
            className="mt-4 font-display text-[clamp(2rem,4.2vw,3.25rem)] leading-tight font-bold tracking-tight text-balance"
          >
            {why.title}
          </h2>
          <p className="mt-5 text-lg text-ink-300">{why.intro}</p>
          <div className="mt-9">
            <CtaLink to={why.action.href} kind="secondary" size="large" arrow>
              {why.action.label}
            </CtaLink>
          </div>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {why.reasons.map((reason, index) => {
            const Icon = ICONS[index] ?? CodeXml;
            return (
              <li key={reason.title} className="rounded-card border border-white/10 bg-ink-900/60 p-7 backdrop-blur-sm">
                <Icon aria-hidden="true" className="size-6 text-neon-lime" />
                <h3 className="mt-5 font-display text-xl font-bold">{reason.title}</h3>
                <p className="mt-2.5 text-ink-300">{reason.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
