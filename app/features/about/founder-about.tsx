import { START_PROJECT } from "#app/components/layout/start-project";
import { founderAbout as content } from "#app/content/about";
import { CallToAction } from "../marketing-ui/call-to-action";
import { ArrowRight, CtaLink } from "../marketing-ui/cta-link";
import { PageHero } from "../marketing-ui/page-hero";
import { Section } from "../marketing-ui/section";

/** The founder about page, default face (docs/product/public-site.md § About). */
export function FounderAbout() {
  return (
    <main>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
        <CtaLink to="/contact">
          Start a Conversation <ArrowRight />
        </CtaLink>
        <CtaLink to="/portfolio" kind="secondary">
          View My Work
        </CtaLink>
      </PageHero>

      <section aria-label="At a glance" className="container-page">
        <dl className="grid gap-px overflow-hidden rounded-card border border-ink-700 bg-ink-700 sm:grid-cols-3">
          {content.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1 bg-ink-900 px-6 py-8">
              <dt className="text-sm text-ink-300">{stat.label}</dt>
              <dd className="font-display text-5xl font-bold text-gradient-neon">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="story" eyebrow="My story" title="From measuring processors to building websites that perform">
        <ol className="relative grid gap-6 lg:grid-cols-5">
          {content.story.map((step, index) => (
            <li key={step.title} className="rounded-card border border-ink-700 bg-ink-900/80 p-6">
              <span
                aria-hidden="true"
                className="grid size-10 place-content-center rounded-full border border-neon-cyan/40 font-display font-bold text-neon-cyan"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-5 font-display text-lg font-semibold text-white">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-3 text-sm leading-relaxed text-ink-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="technologies"
        eyebrow="Core technologies"
        title="A modern, proven toolkit"
        lead="Chosen for speed, reliability and long-term maintainability — never for hype."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {content.technologies.map((tech) => (
            <li key={tech.name} className="rounded-2xl border border-ink-700 bg-ink-900/60 px-5 py-4">
              <p className="font-display font-semibold text-white">{tech.name}</p>
              <p className="mt-1 text-sm text-ink-300">{tech.use}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="philosophy" eyebrow="Philosophy" title="What I believe about great websites">
        <ul className="grid gap-6 md:grid-cols-2">
          {content.philosophy.map((card, index) => (
            <li
              key={card.title}
              className="rounded-card border border-ink-700 bg-gradient-to-br from-ink-850 to-ink-900 p-8"
            >
              <span
                aria-hidden="true"
                className={`block h-1 w-12 rounded-full ${index % 2 === 0 ? "bg-neon-cyan" : "bg-neon-lime"}`}
              />
              <h3 className="mt-6 font-display text-2xl font-semibold text-white">{card.title}</h3>
              <p className="mt-3 text-ink-300">{card.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="work-process" eyebrow="How I work" title="Three steps from idea to impact">
        <ol className="grid gap-6 md:grid-cols-3">
          {content.workProcess.map((step, index) => (
            <li key={step.title} className="relative rounded-card border border-ink-700 bg-ink-900 p-8">
              <p aria-hidden="true" className="font-display text-6xl font-bold text-ink-700">
                {index + 1}
              </p>
              <h3 className="mt-4 font-display text-2xl font-semibold text-neon-cyan">{step.title}</h3>
              <p className="mt-3 text-ink-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CallToAction id="about-cta" title={content.closing.title} text={content.closing.text}>
        <CtaLink to={START_PROJECT.href}>
          {START_PROJECT.label} <ArrowRight />
        </CtaLink>
        <CtaLink to="/portfolio" kind="secondary">
          View Portfolio
        </CtaLink>
      </CallToAction>
    </main>
  );
}
