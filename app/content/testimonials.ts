/**
 * Testimonials page (docs/product/public-site.md § Testimonials): the published reviews (the testimonials
 * marked `review: true` in app/content/testimonials/) and their aggregate "5/5.0 based on 1 review". Each is shown
 * with its project and that project's results, read from the project's record.
 */
import { PUBLISHED_REVIEWS } from "#common/company/facts";
import type { PortfolioProjectId } from "#common/content/portfolio-projects";
import type { Testimonial } from "#common/content/testimonial";
import { projectById, resultsLine, TESTIMONIALS } from "./projects";

export const testimonialsIntro = {
  eyebrow: "Testimonials",
  title: "What our clients say",
  lead: "In a client's own words: what they told us after launch, and the rating they gave us.",
};

export interface ShownTestimonial extends Testimonial {
  projectId: PortfolioProjectId;
  /** What the project was: its subtitle, or its category. */
  projectName: string;
  results: string;
}

export function shownTestimonial(testimonial: Testimonial): ShownTestimonial {
  const project = projectById(testimonial.project as PortfolioProjectId);
  return {
    ...testimonial,
    projectId: project.id,
    projectName: project.subtitle ?? project.category,
    results: resultsLine(project),
  };
}

export const REVIEWS: readonly ShownTestimonial[] = TESTIMONIALS.filter((testimonial) => testimonial.review).map(
  shownTestimonial,
);

export const testimonialsAggregate = {
  rating: PUBLISHED_REVIEWS.average,
  summary: `based on ${PUBLISHED_REVIEWS.count} review${PUBLISHED_REVIEWS.count === 1 ? "" : "s"}`,
};

export const testimonialsCta = {
  title: "Become our next success story",
  text: "Tell us about your project, or see exactly how we work from first call to launch.",
};
