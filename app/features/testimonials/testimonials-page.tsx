import { START_PROJECT } from "#app/components/layout/start-project";
import { REVIEWS, testimonialsAggregate, testimonialsCta, testimonialsIntro } from "#app/content/testimonials";
import { SiteLink } from "#app/lib/style-variant";
import { caseStudyPath } from "#common/content/portfolio-projects";
import { CallToAction } from "../marketing-ui/call-to-action";
import { ArrowRight, CtaLink } from "../marketing-ui/cta-link";
import { PageHero } from "../marketing-ui/page-hero";
import { StarRating } from "../portfolio/star-rating";

/** One testimonial and the aggregate rating (docs/product/public-site.md § Testimonials). */
export function TestimonialsPage() {
  return (
    <main>
      <PageHero eyebrow={testimonialsIntro.eyebrow} title={testimonialsIntro.title} lead={testimonialsIntro.lead} />

      <section aria-labelledby="reviews-title" className="container-page pb-8">
        <h2 id="reviews-title" className="sr-only">
          Client reviews
        </h2>
        <div className="mb-10 flex flex-wrap items-center gap-4 rounded-card border border-ink-700 bg-ink-900 px-6 py-5">
          <StarRating rating={5} className="text-neon-lime" />
          <p className="text-ink-200">
            <span className="font-display text-2xl font-bold text-white">{testimonialsAggregate.rating}</span>{" "}
            {testimonialsAggregate.summary}
          </p>
        </div>
        <ul className="grid gap-8">
          {REVIEWS.map((testimonial) => (
            <li
              key={testimonial.name}
              className="relative overflow-hidden rounded-[2rem] border border-ink-700 bg-gradient-to-br from-ink-850 to-ink-900 p-8 sm:p-12"
            >
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-2 right-8 font-display text-[10rem] leading-none text-neon-cyan/15"
              >
                “
              </span>
              <StarRating rating={testimonial.rating} className="text-neon-lime" />
              <figure className="mt-6">
                <blockquote className="max-w-4xl font-display text-xl leading-relaxed text-white sm:text-2xl">
                  <p>“{testimonial.text}”</p>
                </blockquote>
                <figcaption className="mt-8 flex flex-wrap items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="grid size-12 place-content-center rounded-full bg-neon-cyan font-display font-bold text-ink-950"
                  >
                    {testimonial.name
                      .split(" ")
                      .map((part) => part[0])
                      .join("")}
                  </span>
                  <span>
                    <span className="block font-semibold text-white">{testimonial.name}</span>
                    <span className="block text-sm text-ink-300">
                      {testimonial.role}, {testimonial.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
              <dl className="mt-8 grid gap-4 border-t border-ink-700 pt-6 sm:grid-cols-2">
                <div>
                  <dt className="text-xs font-semibold tracking-widest text-ink-300 uppercase">Project</dt>
                  <dd className="mt-1 text-ink-100">
                    <SiteLink
                      to={caseStudyPath(testimonial.projectId)}
                      className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 hover:text-neon-cyan"
                    >
                      {testimonial.projectName}
                    </SiteLink>
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold tracking-widest text-ink-300 uppercase">Results</dt>
                  <dd className="mt-1 text-neon-lime">{testimonial.results}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <CallToAction id="testimonials-cta" title={testimonialsCta.title} text={testimonialsCta.text}>
        <CtaLink to={START_PROJECT.href}>
          {START_PROJECT.label} <ArrowRight />
        </CtaLink>
        <CtaLink to="/process" kind="secondary">
          See Our Process
        </CtaLink>
      </CallToAction>
    </main>
  );
}
