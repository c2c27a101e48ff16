import { companyAbout as content } from "#app/content/about";
import { CallToAction } from "../marketing-ui/call-to-action";
import { ArrowRight, CtaLink } from "../marketing-ui/cta-link";
import { LightFace } from "../marketing-ui/light-face";
import { PageHero } from "../marketing-ui/page-hero";
import { Section } from "../marketing-ui/section";

/** The company about page, `style=conservative`, light face (docs/product/public-site.md § About). */
export function CompanyAbout() {
  return (
    <LightFace>
      <PageHero tone="light" eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
        <CtaLink to="/contact" tone="light">
          Contact Us <ArrowRight />
        </CtaLink>
        <CtaLink to="/portfolio" tone="light" kind="secondary">
          View Our Portfolio
        </CtaLink>
      </PageHero>

      <section aria-label="Our track record" className="container-page">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {content.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse gap-1 rounded-2xl border border-slate-200 bg-slate-50 px-6 py-8"
            >
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="font-display text-4xl font-bold text-brand-700 sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section
        id="mission"
        tone="light"
        eyebrow="Why we exist"
        title={content.mission.title}
        lead={content.mission.text}
      />

      <Section
        id="values"
        tone="light"
        eyebrow="Core values"
        title="The principles behind every project"
        className="pt-0 sm:pt-0"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 p-6">
              <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-brand-600" />
              <h3 className="mt-5 font-display text-xl font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <div className="bg-slate-50">
        <Section
          id="expertise"
          tone="light"
          eyebrow="Expertise"
          title="Six disciplines, one accountable team"
          lead="Strategy, design and engineering under one roof, so your project moves quickly from idea to launch."
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {content.expertise.map((area, index) => (
              <li key={area.title} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-content-center rounded-xl bg-brand-50 font-display font-bold text-brand-700"
                >
                  {index + 1}
                </span>
                <h3 className="mt-5 font-display text-lg font-semibold text-slate-900">{area.title}</h3>
                <p className="mt-2 text-slate-600">{area.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      </div>

      <CallToAction id="about-cta" tone="light" title={content.closing.title} text={content.closing.text}>
        <CtaLink to="/contact" tone="light">
          Get in Touch <ArrowRight />
        </CtaLink>
        <CtaLink to="/portfolio" tone="light" kind="secondary">
          See Our Work
        </CtaLink>
      </CallToAction>
    </LightFace>
  );
}
