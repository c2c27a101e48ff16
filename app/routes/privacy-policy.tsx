import { privacyPolicy } from "#common/content/legal";
import { LegalPage } from "../features/legal/legal-page";
import { pageMeta } from "../lib/page-meta";
import { STATIC_PAGE } from "../lib/static-page";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "What personal information Meridian Studio's forms, audit tool and chat collect, why, how long we keep it, and your rights over it.",
  });

/** Served without the framework: prerendered HTML and the static pages' script. */
export const handle = STATIC_PAGE;

export default function PrivacyPolicyRoute() {
  return <LegalPage document={privacyPolicy} />;
}
