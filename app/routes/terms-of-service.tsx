import { termsOfService } from "#common/content/legal";
import { LegalPage } from "../features/legal/legal-page";
import { pageMeta } from "../lib/page-meta";
import { STATIC_PAGE } from "../lib/static-page";

export const meta = () =>
  pageMeta({
    title: "Terms of Service",
    description:
      "Meridian Studio's terms for website projects: proposals, payment in three installments (33%, 33%, 34%), ownership, the 30-day warranty and use of this website.",
  });

/** Served without the framework: prerendered HTML and the static pages' script. */
export const handle = STATIC_PAGE;

export default function TermsOfServiceRoute() {
  return <LegalPage document={termsOfService} />;
}
