/**
 * Testimonials page (docs/product/public-site.md § Testimonials): one published review and its
 * aggregate "5/5.0 based on 1 review".
 */
import { PUBLISHED_REVIEWS } from "#common/company/facts";
import type { Testimonial } from "./portfolio";

export const testimonialsIntro = {
  eyebrow: "Testimonials",
  title: "What our clients say",
  lead: "In a client's own words: what they told us after launch, and the rating they gave us.",
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Sarah Mitchell",
    company: "Keystone Buildworks",
    role: "Operations Director",
    rating: 5,
    text: "Before Meridian Studio, our bids, schedules and change orders lived in a dozen email threads. Now clients and site managers see everything in one fast, simple platform that works on a phone in the middle of a job site. The team listened, explained every decision in plain English and delivered exactly what they promised. It has changed how we run projects.",
    project: "Construction project platform",
    results: "165% efficiency gain and a 98% performance score",
  },
];

export const testimonialsAggregate = {
  rating: PUBLISHED_REVIEWS.average,
  summary: `based on ${PUBLISHED_REVIEWS.count} review${PUBLISHED_REVIEWS.count === 1 ? "" : "s"}`,
};

export const testimonialsCta = {
  title: "Become our next success story",
  text: "Tell us about your project, or see exactly how we work from first call to launch.",
};
