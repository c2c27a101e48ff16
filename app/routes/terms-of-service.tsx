import { termsOfService } from "../content/legal";
import { LegalPage } from "../features/legal/legal-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Terms of Service",
    description:
      "Meridian Studio's terms for website projects: proposals, payment in three installments (33%, 33%, 34%), ownership, the 30-day warranty and use of this website.",
  });

export default function TermsOfServiceRoute() {
  return <LegalPage document={termsOfService} />;
}
