import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { CtaLink } from "#app/features/marketing-ui/cta-link";
import type { PortalOverview } from "#common/client-area/api";
import { ClientAreaHero } from "../client-area-hero";
import { OnboardingSteps } from "./onboarding-steps";
import { ServiceOverview } from "./service-overview";

function SkipToPortal() {
  return (
    <CtaLink to="/client-portal" kind="secondary">
      Skip to Portal <ArrowRight aria-hidden="true" className="size-4" />
    </CtaLink>
  );
}

/**
 * The onboarding screen, drawn from a portal overview: the sample's for a
 * visitor, the client's own once signed in, who also gets the current step's
 * card and the questionnaire (`children`) between the steps and the journey.
 */
export function OnboardingView({
  overview,
  notice,
  title,
  clientName,
  children,
}: {
  overview: PortalOverview;
  notice: ReactNode;
  title: string;
  clientName?: string;
  children?: ReactNode;
}) {
  const { steps } = overview.onboarding;
  // The journey below is the Service Overview step's content: label it with that step's number.
  const overviewStep = steps.findIndex((step) => step.step === "Service Overview") + 1;
  return (
    <main>
      <ClientAreaHero
        notice={notice}
        eyebrow="Client Onboarding"
        title={title}
        lead="Six short steps get everything in place: your details, the plan, the contract, payments and your portal. Pick up where you left off at any time."
        actions={<SkipToPortal />}
        clientName={clientName}
      />
      <div className="container-page grid gap-8 pb-20 sm:pb-28">
        <OnboardingSteps steps={steps} />
        {children}
        <ServiceOverview stepNumber={overviewStep} stepCount={steps.length} />
      </div>
    </main>
  );
}
