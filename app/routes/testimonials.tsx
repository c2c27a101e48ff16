import { TestimonialsPage } from "../features/testimonials/testimonials-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Client Testimonials",
    description:
      "What clients say about working with Meridian Studio: rated 5/5.0 based on 1 review, from a construction company whose new platform delivered a 165% efficiency gain.",
  });

export default function TestimonialsRoute() {
  return <TestimonialsPage />;
}
