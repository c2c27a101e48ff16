import { START_PROJECT } from "#app/components/layout/start-project";
import { ResponsiveImage } from "#app/components/responsive-image";
import { figuresOf, projectById, testimonialOf } from "#app/content/projects";
import { usePriceList } from "#app/lib/price-list";
import { SiteLink } from "#app/lib/style-variant";
import { offerOf } from "#common/catalog/price-lists";
import { PROMISES } from "#common/company/facts";
import { caseStudyPath, PORTFOLIO_PROJECT_IDS, type PortfolioProjectId } from "#common/content/portfolio-projects";
import { CallToAction } from "../marketing-ui/call-to-action";
import { ArrowRight, CtaLink } from "../marketing-ui/cta-link";
import { PageHero } from "../marketing-ui/page-hero";
import { Section } from "../marketing-ui/section";
import { ProjectPreview, projectImages } from "./project-preview";
import { StarRating } from "./star-rating";

/** The project after this one, the last leading back to the first. */
function nextProject(id: PortfolioProjectId): PortfolioProjectId {
  const index = PORTFOLIO_PROJECT_IDS.indexOf(id);
  return PORTFOLIO_PROJECT_IDS[(index + 1) % PORTFOLIO_PROJECT_IDS.length] ?? id;
}

/**
 * The page is designed in the dark face; on the light variant the shell shows it in light tones (the
 * `tone-light` colours in app.css), as every page without a light design of its own.
 */
const LOOK = {
  card: "rounded-2xl border border-ink-700 bg-ink-900/80 p-6",
  heading: "font-display text-lg font-semibold text-white",
  text: "text-ink-300",
  value: "font-display text-4xl font-bold text-neon-cyan",
  marker: "text-neon-lime",
  note: "text-sm text-ink-400",
  link: "text-neon-cyan hover:text-neon-lime",
  chip: "rounded-full border border-ink-600 px-3 py-1 text-xs text-ink-200",
};

/**
 * A project's case study (docs/product/public-site.md § Case studies), all of it from the project's record: the
 * problem, what was built, its results, the client's words where it has a testimonial, its live site where it
 * has one, its timeline, the desktop and phone views, the next project and a call to action. One page per
 * project, in both faces.
 */
export function CaseStudyPage({ id }: { id: PortfolioProjectId }) {
  const study = projectById(id);
  const next = projectById(nextProject(id));
  const figures = figuresOf(study);
  const outcomes = study.results.flatMap((result) => (result.kind === "outcome" ? [result.text] : []));
  const testimonial = testimonialOf(id);
  // The starting offer in the visitor's face's own list: one name and one timeline per offer on each face.
  const offer = offerOf(usePriceList(), study.package);
  const { desktop, phone } = projectImages(id);
  return (
    <main>
      <PageHero eyebrow={`Case study · ${study.category}`} title={study.title} lead={study.summary}>
        <div className="flex flex-wrap items-center gap-x-8 gap-y-2">
          <SiteLink to="/portfolio" className={`inline-flex min-h-11 items-center font-semibold ${LOOK.link}`}>
            ← All projects
          </SiteLink>
          {study.live && (
            <a
              href={study.live}
              target="_blank"
              rel="noopener noreferrer"
              className={`inline-flex min-h-11 items-center gap-2 font-semibold ${LOOK.link}`}
            >
              Visit {study.site}
              <span className="sr-only"> (opens in a new tab)</span>
              <span aria-hidden="true">↗</span>
            </a>
          )}
        </div>
      </PageHero>

      <section aria-label="The project at a glance" className="container-page">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <ProjectPreview
            projectId={id}
            title={study.title}
            url={study.site}
            eager
            sizes={{
              desktop: "(min-width: 1280px) 680px, (min-width: 1024px) 55vw, 88vw",
              phone: "(min-width: 1280px) 170px, (min-width: 1024px) 14vw, 22vw",
            }}
          />
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <div className={LOOK.card}>
              <dt className={LOOK.note}>Kickoff to launch</dt>
              <dd className={LOOK.heading}>{study.timeline}</dd>
            </div>
            {offer && (
              <div className={LOOK.card}>
                <dt className={LOOK.note}>Starting package</dt>
                <dd className={LOOK.heading}>{offer.name}</dd>
                <dd className={LOOK.note}>package alone: {offer.timeline}</dd>
              </div>
            )}
            <div className={`${LOOK.card} sm:col-span-2 lg:col-span-1`}>
              <dt className={LOOK.note}>Built with</dt>
              <dd>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {study.technologies.map((technology) => (
                    <li key={technology} className={LOOK.chip}>
                      {technology}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <Section id="problem" eyebrow="The problem" title="What the client needed">
        {study.problem.map((paragraph) => (
          <p key={paragraph} className={`mt-4 max-w-3xl text-lg first:mt-0 ${LOOK.text}`}>
            {paragraph}
          </p>
        ))}
      </Section>

      <Section id="built" eyebrow="The work" title="What we built">
        <ul className="grid gap-4 sm:grid-cols-2">
          {study.built.map((item) => (
            <li key={item} className={`flex gap-3 ${LOOK.card}`}>
              <span aria-hidden="true" className={LOOK.marker}>
                ▸
              </span>
              <span className={LOOK.text}>{item}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="results" eyebrow="Results" title="What changed after launch">
        {figures.length > 0 && (
          <dl className="grid gap-4 sm:grid-cols-3">
            {figures.map((result) => (
              <div key={result.label} className={`flex flex-col-reverse ${LOOK.card}`}>
                <dt className={`mt-2 ${LOOK.text}`}>{result.label}</dt>
                <dd className={LOOK.value}>{result.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {outcomes.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-3">
            {outcomes.map((outcome) => (
              <li key={outcome} className={`flex gap-3 ${LOOK.card}`}>
                <span aria-hidden="true" className={LOOK.marker}>
                  ✓
                </span>
                <span className={LOOK.text}>{outcome}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {testimonial && (
        <Section id="client-words" eyebrow="In the client's words" title={`What ${testimonial.name} told us`}>
          <figure className={`max-w-4xl ${LOOK.card} p-8 sm:p-10`}>
            <StarRating rating={testimonial.rating} className={LOOK.marker} />
            <blockquote className="mt-5 font-display text-xl leading-relaxed text-white sm:text-2xl">
              <p>“{testimonial.text}”</p>
            </blockquote>
            <figcaption className={`mt-6 ${LOOK.text}`}>
              <span className="block font-semibold text-white">{testimonial.name}</span>
              {testimonial.role}, {testimonial.company}
            </figcaption>
          </figure>
        </Section>
      )}

      <Section id="timeline" eyebrow="Timeline" title={`${study.timeline} from kickoff to launch`}>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {study.phases.map((phase) => (
            <li key={phase.phase} className={LOOK.card}>
              <p className={`font-semibold ${LOOK.marker}`}>{phase.weeks}</p>
              <p className={`mt-1 ${LOOK.text}`}>{phase.phase}</p>
            </li>
          ))}
        </ol>
      </Section>

      {desktop && phone && (
        <Section id="views" eyebrow="Every screen" title="On a desktop and on a phone">
          <div className="grid items-end gap-8 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
            <figure>
              <ResponsiveImage
                image={desktop}
                alt={`${study.title} on a desktop screen`}
                sizes="(min-width: 1280px) 830px, (min-width: 640px) 70vw, 90vw"
                className={`block h-auto w-full rounded-xl ring-1 ring-ink-700`}
              />
              <figcaption className={`mt-3 ${LOOK.note}`}>Desktop, 1440 px wide</figcaption>
            </figure>
            <figure className="mx-auto w-3/5 sm:w-full">
              <ResponsiveImage
                image={phone}
                alt={`${study.title} on a phone`}
                sizes="(min-width: 1280px) 275px, (min-width: 640px) 23vw, 54vw"
                className={`block h-auto w-full rounded-[1.5rem] ring-1 ring-ink-700`}
              />
              <figcaption className={`mt-3 ${LOOK.note}`}>Phone, 390 px wide</figcaption>
            </figure>
          </div>
        </Section>
      )}

      <nav aria-label="Next project" className="container-page pb-6">
        <SiteLink
          to={caseStudyPath(nextProject(id))}
          className={`flex items-center justify-between gap-4 ${LOOK.card} font-display text-xl font-semibold ${LOOK.link}`}
        >
          <span>
            <span className={`block text-sm font-normal ${LOOK.note}`}>Next project</span>
            {next.title}
          </span>
          <ArrowRight />
        </SiteLink>
      </nav>

      <CallToAction
        id="case-study-cta"
        title="Want results like these?"
        text={`Tell us what your website has to achieve. We reply within ${PROMISES.responseHours} hours with the package, timeline and price that fit.`}
      >
        <CtaLink to={START_PROJECT.href}>
          {START_PROJECT.label} <ArrowRight />
        </CtaLink>
        <CtaLink to="/book-consultation" kind="secondary">
          Book a Call
        </CtaLink>
      </CallToAction>
    </main>
  );
}
