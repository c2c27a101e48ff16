import { ArrowRight } from "lucide-react";
import { lazy, Suspense } from "react";
import { currentStep } from "../../../common/client-area/progress";
import { SAMPLE_PORTAL } from "../../../common/client-area/sample-portal";
import { CtaLink } from "../marketing-ui/cta-link";
import { ClientAreaHero } from "./client-area-hero";
import { OnboardingSteps } from "./onboarding-steps";
import { PortalLoading } from "./portal-loading";
import { SampleNotice } from "./sample-notice";
import { ServiceOverview } from "./service-overview";
import { SampleUnlessSignedIn } from "./signed-in-prepaint";
import { usePortalToken } from "./use-portal-token";

/** Loaded only for a signed-in client: visitors never download it. */
const SignedInOnboarding = lazy(() => import("../client-portal/signed-in-onboarding"));

export function SkipToPortal() {
  return (
    <CtaLink to="/client-portal" kind="secondary">
      Skip to Portal <ArrowRight aria-hidden="true" className="size-4" />
    </CtaLink>
  );
}

function SampleOnboarding() {
  const steps = SAMPLE_PORTAL.onboardingSteps;
  const current = currentStep(steps);
  const stepNumber = current ? steps.indexOf(current) + 1 : steps.length;
  return (
    <main>
      <ClientAreaHero
        notice={<SampleNotice />}
        eyebrow="Client Onboarding"
        title="Welcome to your project"
        lead="Six short steps get everything in place: your details, the plan, the contract, payments and your portal. Pick up where you left off at any time."
        actions={<SkipToPortal />}
      />
      <div className="container-page grid gap-8 pb-20 sm:pb-28">
        <OnboardingSteps steps={steps} />
        <ServiceOverview stepNumber={stepNumber} stepCount={steps.length} />
      </div>
    </main>
  );
}

/**
 * /onboarding (spec 001 §2 "Onboarding"): the sample data of spec 001 §3 for a
 * visitor; a signed-in client's own steps, and their questionnaire (issue 10 §3).
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
