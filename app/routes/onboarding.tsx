import { OnboardingPage } from "../features/client-area/onboarding/onboarding-page";
import { sampleDay } from "../features/client-area/use-sample-overview";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/onboarding";

export const meta = () =>
  pageMeta({
    title: "Client Onboarding",
    description:
      "Your project onboarding: six steps from welcome to portal access, and the Growth Engine journey ahead.",
    noindex: true,
  });

/** The day the sample is dated from: the build's for the prerendered page, the request's otherwise. */
export function loader() {
  return { shownOn: sampleDay() };
}

export default function OnboardingRoute({ loaderData }: Route.ComponentProps) {
  return <OnboardingPage shownOn={loaderData.shownOn} />;
}
