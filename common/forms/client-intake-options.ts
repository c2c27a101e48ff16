/**
 * The client intake form's messages, choices and field order
 * (docs/product/lead-capture.md § Intake fields), without zod: the page renders with these before the schema
 * (client-intake.ts) is fetched on first use. That module checks that the
 * field order names only payload fields, so this one needs nothing from it.
 */
// The catalog's own modules, not its index: the index brings the pricing code along into the page.
import { packageIdFrom } from "../catalog/package-ids";
import { landingOfferIn, offerOf, offerPriceText, type PriceList } from "../catalog/price-lists";
import { BUDGET_SCALE } from "./budget-scale";

export const INTAKE_MESSAGES = {
  contactName: "Name must be at least 2 characters",
  companyName: "Company name must be at least 2 characters",
  email: "Please enter a valid email address",
  website: "Please enter a valid website URL",
  industry: "Please select an industry",
  serviceType: "Please select a service type",
  budget: "Please select a budget range",
  timeline: "Please select a timeline",
  goals: "Please describe your goals in at least 20 characters",
  currentChallenges: "Please describe your challenges in at least 20 characters",
  targetAudience: "Please describe your target audience",
  communicationPreference: "Please select a communication preference",
  projectDescription: "Please provide a detailed project description (minimum 50 characters)",
} as const;

export const INTAKE_INDUSTRIES = [
  "Technology",
  "Healthcare",
  "Finance",
  "E-commerce",
  "Education",
  "Manufacturing",
  "Real Estate",
  "Consulting",
  "Marketing",
  "Legal",
  "Non-profit",
  "Other",
] as const;

/** The intake's scale with "Under $3,000" for the Landing Page: the one scale of every form (./budget-scale.ts). */
export const INTAKE_BUDGETS = BUDGET_SCALE;

export const INTAKE_TIMELINES = [
  "1-2 weeks",
  "2-4 weeks",
  "1-2 months",
  "2-3 months",
  "3+ months",
  "Flexible",
] as const;

export const INTAKE_COMMUNICATION = ["Email", "Phone", "Video calls", "Slack/Teams", "Project portal only"] as const;

/** Intake service ids map to tiers essential, business, enterprise (docs/product/lead-capture.md § Intake choices). */
const SERVICE_TYPE_TIERS = [
  { id: "foundation", tier: "essential" },
  { id: "growth-engine", tier: "business" },
  { id: "market-leader", tier: "enterprise" },
] as const;

export const INTAKE_SERVICE_TYPE_IDS = ["landing-page", "foundation", "growth-engine", "market-leader"] as const;
export type IntakeServiceType = (typeof INTAKE_SERVICE_TYPE_IDS)[number];

export interface IntakeServiceTypeOption {
  id: IntakeServiceType;
  name: string;
  price: string;
  description: string;
}

/**
 * The services in a face's list, named and priced as its Services page has them (docs/product/pricing.md
 * § Price lists): the Landing Page and the three websites in the default face, the three in the light one.
 */
function intakeServiceTypesOf(list: PriceList): readonly IntakeServiceTypeOption[] {
  const websites = SERVICE_TYPE_TIERS.map(({ id, tier }): IntakeServiceTypeOption => {
    const offer = offerOf(list, tier);
    if (!offer) throw new Error(`Catalog offer ${tier} is missing`);
    return {
      id,
      name: offer.name,
      price: offerPriceText(list, offer),
      description: offer.subtitle ?? offer.description,
    };
  });
  const landing = landingOfferIn(list);
  return landing
    ? [{ id: "landing-page", name: landing.name, price: landing.priceText, description: landing.subtitle }, ...websites]
    : websites;
}

export const INTAKE_SERVICE_TYPES: Record<PriceList, readonly IntakeServiceTypeOption[]> = {
  tiers: intakeServiceTypesOf("tiers"),
  packages: intakeServiceTypesOf("packages"),
};

/**
 * The offer a link names (`?package=`), as a service type the face sells: the intake's own ids, the Packages
 * page's (essential, business, enterprise, and the customizer's spellings) or `landing`; "" when it names
 * none the face sells, and the visitor chooses.
 */
export function intakeServiceFromAddress(raw: string | null | undefined, list: PriceList): IntakeServiceType | "" {
  const value = raw?.trim().toLowerCase() ?? "";
  const tier = packageIdFrom(value);
  const id: string = tier
    ? (SERVICE_TYPE_TIERS.find((service) => service.tier === tier)?.id ?? "")
    : value === "landing"
      ? "landing-page"
      : value;
  return INTAKE_SERVICE_TYPES[list].some((service) => service.id === id) ? (id as IntakeServiceType) : "";
}

/** The fields the project start sends; the rest are the brief's. */
export const PROJECT_START_FIELDS = ["contactName", "email", "serviceType", "need"] as const;

/**
 * The page's field order, for "focus the first invalid field" (docs/product/lead-capture.md § Intake fields):
 * the project start's four, then the brief's.
 */
export const INTAKE_FIELD_ORDER = [
  "contactName",
  "email",
  "serviceType",
  "need",
  "companyName",
  "phone",
  "website",
  "industry",
  "budget",
  "timeline",
  "goals",
  "currentChallenges",
  "targetAudience",
  "communicationPreference",
  "projectDescription",
] as const;

export interface ClientIntakeResponse {
  message: string;
  id: number;
}

export const INTAKE_SUCCESS_MESSAGE = "Thank you! We'll review your information and get back to you within 24 hours.";

/**
 * The project start (docs/product/lead-capture.md § Project start): four answers stored at once, the brief
 * after them on the same page. Its own messages are ours; the brief's are the intake's above.
 */
export const PROJECT_START_MESSAGES = {
  need: "Please tell us in a few words what you need",
} as const;

/** The one line on the need: long enough for a sentence, short enough to stay one. */
export const PROJECT_NEED_MAX = 300;

export interface ProjectStartResponse {
  message: string;
  id: number;
  /** The key that lets this visitor add the brief to this project start, and nobody else. */
  briefKey: string;
}

export const PROJECT_START_MESSAGE = "Your project is started: we'll review it and get back to you within 24 hours.";

/** A brief sent twice, or to a start that is not this visitor's. */
export const BRIEF_ALREADY_SENT = "This brief was already sent. To add to it, reply to our email.";
export const BRIEF_NOT_FOUND = "We could not find this project start. Please start again.";
