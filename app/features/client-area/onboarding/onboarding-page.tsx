import { lazy, Suspense } from "react";
import { PortalLoading } from "../portal-loading";
import { SampleNotice } from "../sample-notice";
import { SampleUnlessSignedIn } from "../signed-in-prepaint";
import { usePortalToken } from "../use-portal-token";
import { useSampleOverview } from "../use-sample-overview";
import { OnboardingView } from "./onboarding-view";

/** Loaded only for a signed-in client: visitors never download it. */
const SignedInOnboarding = lazy(() => import("./signed-in-onboarding"));

function SampleOnboarding({ shownOn }: { shownOn: string }) {
  const overview = useSampleOverview(shownOn);
  return <OnboardingView overview={overview} notice={<SampleNotice />} title="Welcome to your project" />;
}

/**
 * /onboarding: the sample data for a visitor; a signed-in client's own steps,
 * and their questionnaire (docs/product/client-area.md § Sample portal and signed-in client).
 */
export function OnboardingPage({ shownOn }: { shownOn: string }) {
  const { token, forget } = usePortalToken();
  if (!token)
    return (
      <SampleUnlessSignedIn eyebrow="Client Onboarding">
        <SampleOnboarding shownOn={shownOn} />
      </SampleUnlessSignedIn>
    );
  return (
    <Suspense fallback={<PortalLoading eyebrow="Client Onboarding" />}>
      <SignedInOnboarding onSignedOut={forget} />
    </Suspense>
  );
}
