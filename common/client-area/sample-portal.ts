import { offerOf, type PriceList } from "../catalog/price-lists";

/**
 * What the sample portal any visitor sees on /onboarding and /client-portal
 * (docs/product/client-area.md § Tabs) shares with the signed-in one: the
 * project it shows — the face's middle website (Growth Engine in the default
 * face, Business Engine in the light one) at its catalog price and timeline —
 * and the six onboarding steps every client goes through. The sample itself is
 * app/features/client-area/sample-overview.ts.
 */
export function samplePackage(list: PriceList): { name: string; total: number; timeline: string } {
  const offer = offerOf(list, "business");
  if (!offer) throw new Error("catalog has no business offer");
  return { name: offer.name, total: offer.basePrice, timeline: offer.timeline };
}

/** The six onboarding steps, in order (docs/product/client-area.md § Onboarding). */
export const ONBOARDING_STEP_NAMES = [
  "Welcome",
  "Project Details",
  "Service Overview",
  "Contract Review",
  "Payment Setup",
  "Portal Access",
] as const;
