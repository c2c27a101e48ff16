import { PROCESS_STEPS, processCta, processIntro } from "#app/content/process";
import { CallToAction } from "../marketing-ui/call-to-action";
import { ArrowRight, CtaLink } from "../marketing-ui/cta-link";
import { PageHero } from "../marketing-ui/page-hero";

/** The seven-step process (docs/product/public-site.md § Process). */
export function ProcessPage() {
  return (
    <main>
      <PageHero eyebrow={processIntro.eyebrow} title={processIntro.title} lead={processIntro.lead} />

      <section aria-labelledby="steps-title" className="container-page pb-8">
        <h2 id="steps-title" className="sr-only">
          The seven steps
        </h2>
        <ol className="relative space-y-6 before:absolute before:top-4 before:bottom-4 before:left-[1.375rem] before:w-px before:bg-gradient-to-b before:from-neon-cyan before:via-ink-600 before:to-neon-lime sm:before:left-[1.875rem]">
          {PROCESS_STEPS.map((step, index) => (
            <li key={step.id} className="relative grid grid-cols-[auto_1fr] gap-4 sm:gap-8">
              <span
                aria-hidden="true"
                className="relative z-10 grid size-11 place-content-center rounded-full border border-neon-cyan/50 bg-ink-950 font-display font-bold text-neon-cyan sm:size-15 sm:text-xl"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <article
                aria-labelledby={`step-${step.id}`}
                className="rounded-card border border-ink-700 bg-ink-900/80 p-6 sm:p-8"
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h3 id={`step-${step.id}`} className="font-display text-2xl font-semibold text-white">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="rounded-full border border-neon-lime/40 px-3 py-1 text-sm font-medium text-neon-lime">
                    <span className="sr-only">Duration: </span>
                    {step.duration}
                  </p>
                </div>
                <p className="mt-4 max-w-3xl text-ink-300">{step.description}</p>
                <h4 className="mt-6 text-sm font-semibold tracking-wide text-ink-100 uppercase">Deliverables</h4>
                <ul className="mt-3 grid gap-2 text-sm text-ink-200 sm:grid-cols-2">
                  {step.deliverables.map((item) => (
                    <li key={item} className="flex gap-2">
                      <span aria-hidden="true" className="text-neon-cyan">
                        ▸
                      </span>
                      {item}
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ol>
      </section>

      <CallToAction id="process-cta" title={processCta.title} text={processCta.text}>
        <CtaLink to="/book-consultation">
          Book Your Discovery Call <ArrowRight />
        </CtaLink>
        <CtaLink to="/portfolio" kind="secondary">
          See the Results
        </CtaLink>
      </CallToAction>
    </main>
  );
}
