import { OnboardingPage } from "../features/client-area/onboarding/onboarding-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Client Onboarding",
    description:
      "Your project onboarding: six steps from welcome to portal access, and the Growth Engine journey ahead.",
    noindex: true,
  });

export default function OnboardingRoute() {
  return <OnboardingPage />;
}
