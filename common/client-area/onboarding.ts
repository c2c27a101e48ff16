/**
 * The six onboarding steps (docs/product/client-area.md § Onboarding) as the portal API names them: the
 * stored `step` is the name a client reads, the URL uses its key
 * (POST /api/portal/onboarding-steps/project-details/complete).
 */
import { ONBOARDING_STEP_NAMES } from "./sample-portal";

export const ONBOARDING_STEPS = ONBOARDING_STEP_NAMES.map((name) => ({
  key: name.toLowerCase().replace(/\s+/g, "-"),
  name,
}));

export type OnboardingStepName = (typeof ONBOARDING_STEP_NAMES)[number];

export function onboardingStepByKey(key: string) {
  return ONBOARDING_STEPS.find((step) => step.key === key);
}

/** The step the questionnaire belongs to: submitting it completes this step. */
export const QUESTIONNAIRE_STEP: OnboardingStepName = "Project Details";
