import { START_PROJECT } from "#app/components/layout/start-project";
import { flagshipCta, flagshipIntro, flagshipResults, moreWorkSection } from "#app/content/portfolio";
import { FLAGSHIP_PROJECTS, figuresOf, OTHER_PROJECTS } from "#app/content/projects";
import { SiteLink } from "#app/lib/style-variant";
import { CallToAction } from "../marketing-ui/call-to-action";
import { ArrowRight, CtaLink } from "../marketing-ui/cta-link";
import { PageHero } from "../marketing-ui/page-hero";
import { Section } from "../marketing-ui/section";
import { CaseStudyLink } from "./case-study-link";
import { ProjectPreview } from "./project-preview";

/** The preview's widths: half the article from 1024 px, the article's width below. */
const PREVIEW_SIZES = {
  desktop: "(min-width: 1280px) 490px, (min-width: 1024px) 38vw, 80vw",
  phone: "(min-width: 1280px) 125px, (min-width: 1024px) 10vw, 21vw",
};

/** A card's preview: a third of the page from 1280 px, half from 768 px, the card's width below. */
const CARD_PREVIEW_SIZES = {
  desktop: "(min-width: 1280px) 380px, (min-width: 768px) 44vw, 82vw",
  phone: "(min-width: 1280px) 95px, (min-width: 768px) 11vw, 21vw",
};

const FOOTER_LINKS = [
  { to: "/home", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
];

/** The flagship portfolio, default face (docs/product/public-site.md § Portfolio). */
export function FlagshipPortfolio() {
  return (
    <main>
      <PageHero eyebrow={flagshipIntro.eyebrow} title={flagshipIntro.title} lead={flagshipIntro.lead} />

      <section aria-labelledby="projects-title" className="container-page pb-8">
        <h2 id="projects-title" className="sr-only">
          Flagship projects
        </h2>
        <div className="grid gap-10">
          {FLAGSHIP_PROJECTS.map((project, index) => {
            const accent = index % 2 === 0 ? "text-neon-cyan" : "text-neon-lime";
            return (
              <article
                key={project.id}
                aria-labelledby={`project-${project.id}`}
                className="grid items-center gap-8 rounded-[2rem] border border-ink-700 bg-ink-900/80 p-6 sm:p-10 lg:grid-cols-2 lg:gap-14"
              >
                <div className={index % 2 === 1 ? "lg:order-2" : ""}>
                  <ProjectPreview
                    projectId={project.id}
                    title={project.title}
                    url={project.site}
                    sizes={PREVIEW_SIZES}
                    eager={index === 0}
                  />
                </div>
                <div>
                  <p className={`font-display text-xs font-semibold tracking-[0.25em] uppercase ${accent}`}>
                    {project.category}
                  </p>
                  <h3
                    id={`project-${project.id}`}
                    className="mt-3 font-display text-3xl font-bold tracking-tight text-white sm:text-4xl"
                  >
                    {project.title}
                  </h3>
                  {project.subtitle && <p className="mt-1 text-lg text-ink-200">{project.subtitle}</p>}
                  <p className="mt-5 text-ink-300">{project.summary}</p>
                  {/* Below sm three tiles share ~300 px: slimmer padding and gap
                      keep the longest label word ("Performance") inside its tile. */}
                  <dl className="mt-7 grid grid-cols-3 gap-2 sm:gap-3">
                    {figuresOf(project).map((metric) => (
                      <div
                        key={metric.label}
                        className="flex min-w-0 flex-col-reverse rounded-2xl border border-ink-700 bg-ink-950/60 px-2 py-3 sm:p-4"
                      >
                        <dt className="mt-1 text-xs text-ink-300 sm:text-sm">{metric.label}</dt>
                        <dd className={`font-display text-2xl font-bold sm:text-3xl ${accent}`}>{metric.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <h4 className="mt-7 text-sm font-semibold text-white">Key features</h4>
                  <ul className="mt-3 grid gap-2 text-sm text-ink-300 sm:grid-cols-2">
                    {project.built.slice(0, 4).map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <span aria-hidden="true" className={accent}>
                          ▸
                        </span>
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <h4 className="mt-6 text-sm font-semibold text-white">Built with</h4>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {project.technologies.map((tech) => (
                      <li key={tech} className="rounded-full border border-ink-600 px-3 py-1 text-xs text-ink-200">
                        {tech}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-8 flex flex-wrap items-center gap-3">
                    <CaseStudyLink
                      id={project.id}
                      title={project.title}
                      className="inline-flex min-h-12 items-center gap-2 rounded-full border border-ink-600 px-6 py-3 font-display font-semibold text-white transition-colors hover:border-neon-cyan hover:text-neon-cyan"
                    />
                    {project.live && (
                      <a
                        href={project.live}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-neon-cyan px-6 py-3 font-display font-semibold text-ink-950 transition-colors hover:bg-neon-lime"
                      >
                        View Live
                        <span className="sr-only">: {project.title} (opens in a new tab)</span>
                        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 20 20" fill="none">
                          <path
                            d="M8 4H4v12h12v-4M11 3h6v6m0-6-8 8"
                            stroke="currentColor"
                            strokeWidth="2"
                            strokeLinecap="round"
                            strokeLinejoin="round"
                          />
                        </svg>
                      </a>
                    )}
                  </div>
                </div>
              </article>
            );
          })}
        </div>
      </section>

      <Section
        id="more-work"
        eyebrow={moreWorkSection.eyebrow}
        title={moreWorkSection.title}
        lead={moreWorkSection.lead}
      >
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {OTHER_PROJECTS.map((project) => (
            <li key={project.id} className="flex flex-col rounded-card border border-ink-700 bg-ink-900/80 p-4">
              <ProjectPreview
                projectId={project.id}
                title={project.title}
                url={project.site}
                sizes={CARD_PREVIEW_SIZES}
              />
              <div className="flex flex-1 flex-col p-3 pt-6">
                <p className="font-display text-xs font-semibold tracking-[0.25em] text-neon-cyan uppercase">
                  {project.category}
                </p>
                <h3 className="mt-3 font-display text-xl font-semibold text-white">{project.title}</h3>
                <p className="mt-2 flex-1 text-ink-300">{project.summary}</p>
                <CaseStudyLink
                  id={project.id}
                  title={project.title}
                  className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-neon-cyan hover:text-neon-lime"
                />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="results" eyebrow="Results" title={flagshipResults.title} lead={flagshipResults.lead}>
        <dl className="grid gap-6 sm:grid-cols-3">
          {flagshipResults.metrics.map((metric) => (
            <div
              key={metric.label}
              className="flex flex-col-reverse rounded-card border border-ink-700 bg-ink-900 p-8 text-center"
            >
              <dt className="mt-2 text-ink-300">{metric.label}</dt>
              <dd className="font-display text-6xl font-bold text-gradient-neon">{metric.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <CallToAction id="portfolio-cta" title={flagshipCta.title} text={flagshipCta.text}>
        <CtaLink to={START_PROJECT.href}>
          {START_PROJECT.label} <ArrowRight />
        </CtaLink>
        <CtaLink to="/services" kind="secondary">
          Explore Services
        </CtaLink>
      </CallToAction>

      <nav aria-label="Portfolio footer" className="container-page pb-16">
        <ul className="flex flex-wrap items-center justify-center gap-x-8 gap-y-3 border-t border-ink-700 pt-8">
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <SiteLink
                to={link.to}
                className="inline-block py-2 font-display text-ink-300 transition-colors hover:text-neon-cyan"
              >
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
