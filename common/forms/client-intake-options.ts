/**
 * The client intake form's messages, choices and field order (spec 001 §5,
 * §9), without zod: the page renders with these before the schema
 * (client-intake.ts) is fetched on first use.
 */
// The catalog's own modules, not its index: the index brings the pricing code along into the page.
import { formatDollars } from "../catalog/money";
import { SERVICE_TIERS } from "../catalog/tiers";
import type { ClientIntakePayload } from "./client-intake";

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

export const INTAKE_BUDGETS = [
  "$3,000 - $5,000",
  "$5,000 - $10,000",
  "$10,000 - $20,000",
  "$20,000+",
  "Let's discuss",
] as const;

export const INTAKE_TIMELINES = [
  "1-2 weeks",
  "2-4 weeks",
  "1-2 months",
  "2-3 months",
  "3+ months",
  "Flexible",
] as const;

export const INTAKE_COMMUNICATION = ["Email", "Phone", "Video calls", "Slack/Teams", "Project portal only"] as const;

/** Spec 001 §5: the intake's service ids map to the catalog tiers essential, business, enterprise. */
const SERVICE_TYPE_TIERS = [
  { id: "foundation", tier: "essential" },
  { id: "growth-engine", tier: "business" },
  { id: "market-leader", tier: "enterprise" },
] as const;

export const INTAKE_SERVICE_TYPE_IDS = ["foundation", "growth-engine", "market-leader"] as const;
export type IntakeServiceType = (typeof INTAKE_SERVICE_TYPE_IDS)[number];

export const INTAKE_SERVICE_TYPES: ReadonlyArray<{
  id: IntakeServiceType;
  name: string;
  price: string;
  description: string;
}> = SERVICE_TYPE_TIERS.map(({ id, tier }) => {
  const found = SERVICE_TIERS.find((item) => item.key === tier);
  if (!found) throw new Error(`Catalog tier ${tier} is missing`);
  return {
    id,
    name: found.name,
    price: formatDollars(found.startingPrice),
    description: found.subtitle ?? found.description,
  };
});

/** The order of the form's fields, for "focus the first invalid field" (spec 001 §5). */
export const INTAKE_FIELD_ORDER = [
  "contactName",
  "companyName",
  "email",
  "phone",
  "website",
  "industry",
  "serviceType",
  "budget",
  "timeline",
  "goals",
  "currentChallenges",
  "targetAudience",
  "communicationPreference",
  "projectDescription",
] as const satisfies ReadonlyArray<keyof ClientIntakePayload>;

export interface ClientIntakeResponse {
  message: string;
  id: number;
}

export const INTAKE_SUCCESS_MESSAGE = "Thank you! We'll review your information and get back to you within 24 hours.";
