import { lazy, Suspense } from "react";
import { PortalLoading } from "../portal-loading";
import { SampleNotice } from "../sample-notice";
import { SAMPLE_OVERVIEW } from "../sample-overview";
import { SampleUnlessSignedIn } from "../signed-in-prepaint";
import { usePortalToken } from "../use-portal-token";
import { OnboardingView } from "./onboarding-view";

/** Loaded only for a signed-in client: visitors never download it. */
const SignedInOnboarding = lazy(() => import("./signed-in-onboarding"));

function SampleOnboarding() {
  return <OnboardingView overview={SAMPLE_OVERVIEW} notice={<SampleNotice />} title="Welcome to your project" />;
}

/**
 * /onboarding: the sample data for a visitor; a signed-in client's own steps,
 * and their questionnaire (docs/product/client-area.md § Sample portal and signed-in client).
 */
export function OnboardingPage() {
  const { token, forget } = usePortalToken();
  if (!token)
    return (
      <SampleUnlessSignedIn eyebrow="Client Onboarding">
        <SampleOnboarding />
      </SampleUnlessSignedIn>
    );
  return (
    <Suspense fallback={<PortalLoading eyebrow="Client Onboarding" />}>
      <SignedInOnboarding onSignedOut={forget} />
    </Suspense>
  );
}
