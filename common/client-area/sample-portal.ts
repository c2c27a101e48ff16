import { tierByKey } from "../catalog";

/**
 * What the sample portal any visitor sees on /onboarding and /client-portal
 * (docs/product/client-area.md § Tabs) shares with the signed-in one: the
 * Growth Engine project it shows, at its catalog price, and the six
 * onboarding steps every client goes through. The sample itself is
 * app/features/client-area/sample-overview.ts.
 */
const growthEngine = tierByKey("business");
if (!growthEngine) throw new Error("catalog has no Growth Engine (business) tier");

export const SAMPLE_PACKAGE_NAME = growthEngine.name;
export const SAMPLE_TOTAL = growthEngine.startingPrice;

/** The six onboarding steps, in order (docs/product/client-area.md § Onboarding). */
export const ONBOARDING_STEP_NAMES = [
  "Welcome",
  "Project Details",
  "Service Overview",
  "Contract Review",
  "Payment Setup",
  "Portal Access",
] as const;
