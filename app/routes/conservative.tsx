import { AgencyHome } from "../features/home/agency-home";
import { pageMeta } from "../lib/page-meta";
import { STATIC_PAGE } from "../lib/static-page";

export const meta = () =>
  pageMeta({
    title: "Web Design Agency — Proven Results for Your Business",
    description:
      "Meridian Studio builds custom websites that earn trust and convert: 150+ projects delivered, 98% client satisfaction, a 5-star rating and replies within 24 hours.",
  });

/** Served without the framework: prerendered HTML and the static pages' script. */
export const handle = STATIC_PAGE;

/** /conservative: the agency home variant in the light face (docs/product/public-site.md § Agency home). */
export default function ConservativeRoute() {
  return <AgencyHome />;
}
