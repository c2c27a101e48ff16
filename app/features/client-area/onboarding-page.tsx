import { ArrowRight } from "lucide-react";
import { currentStep } from "../../../common/client-area/progress";
import { SAMPLE_PORTAL } from "../../../common/client-area/sample-portal";
import { CtaLink } from "../marketing-ui/cta-link";
import { ClientAreaHero } from "./client-area-hero";
import { OnboardingSteps } from "./onboarding-steps";
import { SampleNotice } from "./sample-notice";
import { ServiceOverview } from "./service-overview";

/** /onboarding (spec 001 §2 "Onboarding") on the sample data of spec 001 §3. */
export function OnboardingPage() {
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
        actions={
          <CtaLink to="/client-portal" kind="secondary">
            Skip to Portal <ArrowRight aria-hidden="true" className="size-4" />
          </CtaLink>
        }
      />
      <div className="container-page grid gap-8 pb-20 sm:pb-28">
        <OnboardingSteps steps={steps} />
        <ServiceOverview stepNumber={stepNumber} stepCount={steps.length} />
      </div>
    </main>
  );
}
