import { TestimonialsPage } from "../features/testimonials/testimonials-page";
import { pageMeta } from "../lib/page-meta";
import { STATIC_PAGE } from "../lib/static-page";

export const meta = () =>
  pageMeta({
    title: "Client Testimonials",
    description:
      "What clients say about working with Meridian Studio: rated 5/5.0 based on 1 review, from a construction company whose new platform delivered a 165% efficiency gain.",
  });

/** Served without the framework: prerendered HTML and the static pages' script. */
export const handle = STATIC_PAGE;

export default function TestimonialsRoute() {
  return <TestimonialsPage />;
}
