/**
 * The reservation wizard's choices (docs/product/lead-capture.md § Reservation fields). Package names, prices and
 * timelines come from the face's price list in the catalog (docs/product/pricing.md § Price lists); nothing is
 * typed twice.
 */
import { landingOfferIn, offerPriceText, offersOf, type PriceList } from "../catalog/price-lists";
import { BUDGET_SCALE } from "../forms/budget-scale";

export const RESERVATION_PACKAGE_IDS = ["landing", "essential", "business", "enterprise"] as const;
export type ReservationPackageId = (typeof RESERVATION_PACKAGE_IDS)[number];

export interface ReservationPackage {
  id: ReservationPackageId;
  name: string;
  /** "from $3,500" (default face), "$4,000" (light face). */
  priceText: string;
  timeline: string;
  /** A short line under the name (the tiers have one). */
  subtitle?: string;
  /** The badge the face's Services page gives it ("Most Chosen", "Most Popular"). */
  highlight?: string;
}

function reservationPackagesOf(list: PriceList): readonly ReservationPackage[] {
  const websites = offersOf(list).map(
    (offer): ReservationPackage => ({
      id: offer.id,
      name: offer.name,
      priceText: offerPriceText(list, offer),
      timeline: offer.timeline,
      subtitle: offer.subtitle,
      highlight: offer.highlight,
    }),
  );
  const landing = landingOfferIn(list);
  return landing ? [{ id: "landing", ...landing }, ...websites] : websites;
}

/** The wizard's packages in each face's list: four in the default face (the Landing Page first), three in the light. */
export const RESERVATION_PACKAGES: Record<PriceList, readonly ReservationPackage[]> = {
  tiers: reservationPackagesOf("tiers"),
  packages: reservationPackagesOf("packages"),
};

/** The budget choices: the one scale of every form (common/forms/budget-scale.ts), each band its own value. */
export const RESERVATION_BUDGETS = BUDGET_SCALE.map((budget) => ({ value: budget, label: budget }));

/** Launch urgency (the `timeline` field). */
export const LAUNCH_URGENCIES = [
  { value: "flexible", label: "Flexible", hint: "No fixed date" },
  { value: "moderate", label: "Moderate", hint: "Within a few months" },
  { value: "urgent", label: "Urgent", hint: "Within a month" },
  { value: "critical", label: "Critical", hint: "As soon as possible" },
] as const;

export type LaunchUrgency = (typeof LAUNCH_URGENCIES)[number]["value"];
