import { START_PROJECT } from "#app/components/layout/start-project";
import {
  LIGHT_PORTFOLIO_METRICS,
  lightPortfolioCta,
  lightPortfolioIntro,
  selectedWorkSection,
} from "#app/content/portfolio";
import { figuresOf, type PortfolioProject, PROJECTS, TESTIMONIALS } from "#app/content/projects";
import { packageById } from "#common/catalog";
import { CallToAction } from "../marketing-ui/call-to-action";
import { ArrowRight, CtaLink } from "../marketing-ui/cta-link";
import { LightFace } from "../marketing-ui/light-face";
import { PageHero } from "../marketing-ui/page-hero";
import { Section } from "../marketing-ui/section";
import { CaseStudyLink } from "./case-study-link";
import { ProjectPreview } from "./project-preview";
import { StarRating } from "./star-rating";

/** The preview's widths: a third of the page from 1280 px, half from 768 px, the card's width below. */
const PREVIEW_SIZES = {
  desktop: "(min-width: 1280px) 320px, (min-width: 768px) 42vw, 78vw",
  phone: "(min-width: 1280px) 80px, (min-width: 768px) 11vw, 21vw",
};

/** The clients' words on this page: the testimonials that are not the Testimonials page's published review. */
const CLIENT_WORDS = TESTIMONIALS.filter((testimonial) => !testimonial.review);

/**
 * The package a client project started from and its whole timeline, side by
 * side and labelled as such: the timeline (3 to 10 weeks, docs/product/public-site.md § Portfolio) covers
 * content, add-ons and review rounds, so it is longer than the package's own
 * build time on /services — shown here too so the two never read as a clash.
 */
function ProjectTerms({ timeline, package: packageId }: Pick<PortfolioProject, "timeline" | "package">) {
  const pkg = packageById(packageId);
  return (
    <div className="mt-auto pt-5">
      <dl className="grid grid-cols-2 gap-4 border-t border-slate-200 pt-5 text-sm">
        {pkg && (
          <div>
            <dt className="text-slate-600">Starting package</dt>
            <dd className="font-semibold text-slate-900">{pkg.name}</dd>
            <dd className="text-slate-600">package alone: {pkg.duration}</dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">Kickoff to launch</dt>
          <dd className="font-semibold text-slate-900">{timeline}</dd>
          <dd className="text-slate-600">incl. content and review rounds</dd>
        </div>
      </dl>
    </div>
  );
}

/** The light portfolio, `style=conservative` (docs/product/public-site.md § Portfolio). */
export function LightPortfolio() {
  return (
    <LightFace>
      <PageHero
        tone="light"
        eyebrow={lightPortfolioIntro.eyebrow}
        title={lightPortfolioIntro.title}
        lead={lightPortfolioIntro.lead}
      >
        <CtaLink to={START_PROJECT.href} tone="light">
          {START_PROJECT.label} <ArrowRight />
        </CtaLink>
        <CtaLink to="/services" tone="light" kind="secondary">
          View Packages
        </CtaLink>
      </PageHero>

      <section aria-label="Our track record" className="container-page">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {LIGHT_PORTFOLIO_METRICS.map((metric) => (
            <div
              key={metric.label}
              className="flex flex-col-reverse rounded-2xl bg-slate-50 px-6 py-7 ring-1 ring-slate-200"
            >
              <dt className="mt-1 text-sm text-slate-600">{metric.label}</dt>
              <dd className="font-display text-4xl font-bold text-brand-700">{metric.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section
        id="projects"
        tone="light"
        eyebrow={selectedWorkSection.eyebrow}
        title={selectedWorkSection.title}
        lead={selectedWorkSection.lead}
      >
        <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {PROJECTS.map((project) => (
            <li
              key={project.id}
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <div className="p-4 pb-0">
                <ProjectPreview
                  projectId={project.id}
                  title={project.title}
                  url={project.site}
                  sizes={PREVIEW_SIZES}
                  dark={false}
                />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <span className="self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
                  {project.category}
                </span>
                <h3 className="mt-4 font-display text-xl font-semibold text-slate-900">{project.title}</h3>
                <p className="mt-2 text-slate-600">{project.summary}</p>
                {figuresOf(project).length > 0 && (
                  <dl className="mt-5 grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center">
                    {figuresOf(project).map((figure) => (
                      <div key={figure.label} className="flex flex-col-reverse">
                        <dt className="text-xs text-slate-600">{figure.label}</dt>
                        <dd className="font-display text-lg font-bold text-emerald-700">{figure.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                <ul className="mt-5 flex flex-wrap gap-2">
                  {project.technologies.map((tech) => (
                    <li key={tech} className="rounded-md bg-slate-100 px-2.5 py-1 text-xs text-slate-700">
                      {tech}
                    </li>
                  ))}
                </ul>
                <ProjectTerms timeline={project.timeline} package={project.package} />
                <CaseStudyLink
                  id={project.id}
                  title={project.title}
                  className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 hover:text-brand-800"
                />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <div className="bg-slate-50">
        <Section id="testimonials" tone="light" eyebrow="Testimonials" title="What our clients say">
          <ul className="grid gap-6 lg:grid-cols-3">
            {CLIENT_WORDS.map((testimonial) => (
              <li
                key={testimonial.name}
                className="flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
              >
                <StarRating rating={testimonial.rating} className="text-amber-500" />
                <blockquote className="mt-4 flex-1 text-slate-700">“{testimonial.text}”</blockquote>
                <p className="mt-6 font-semibold text-slate-900">{testimonial.name}</p>
                <p className="text-sm text-slate-600">
                  {testimonial.role}, {testimonial.company}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      </div>

      <CallToAction id="portfolio-cta" tone="light" title={lightPortfolioCta.title} text={lightPortfolioCta.text}>
        <CtaLink to="/contact" tone="light">
          Get in Touch <ArrowRight />
        </CtaLink>
        <CtaLink to="/services" tone="light" kind="secondary">
          Explore Our Packages
        </CtaLink>
      </CallToAction>
    </LightFace>
  );
}
