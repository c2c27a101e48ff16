/**
 * The onboarding questionnaire (docs/product/client-area.md § Onboarding questionnaire): the
 * required fields and their messages word for word, the optional ones, and
 * the two lists that default to empty. The spec names the fields but not the
 * choices of its selects; the choices below reuse the site's own lists where
 * one exists (budgets, timelines and communication of the intake form, the
 * mood board's design styles). Upper bounds are ours.
 */
import { z } from "zod";
import { formatNumber } from "../catalog/money";
import { optionalChoice, optionalText } from "../forms/booking-fields";
import { INTAKE_BUDGETS, INTAKE_COMMUNICATION, INTAKE_TIMELINES } from "../forms/client-intake";
import { optionalWebAddress } from "../forms/web-address-schema";
import { STYLES } from "../mood-board/options";

export const QUESTIONNAIRE_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email",
  phone: "Phone number is required",
  company: "Company name is required",
  position: "Position is required",
  projectType: "Please select a project type",
  budget: "Please select a budget range",
  timeline: "Please select a timeline",
  primaryGoal: "Primary goal is required",
  targetAudience: "Target audience is required",
  requiredFeatures: "Please select at least one required feature",
  designStyle: "Please select a design style",
  communicationPreference: "Please select a communication preference",
  agreesToTerms: "You must agree to the terms and conditions",
  currentWebsite: "Please enter a valid website URL",
  choice: "Please choose one of the options",
  integrations: "Please choose integrations from the list",
  availabilityWindows: "Please choose times from the list",
} as const;

export const QUESTIONNAIRE_PROJECT_TYPES = [
  "New Website",
  "Website Redesign",
  "E-commerce Store",
  "Web Application",
  "Landing Page",
  "Other",
] as const;
export const QUESTIONNAIRE_BUDGETS = INTAKE_BUDGETS;
export const QUESTIONNAIRE_TIMELINES = INTAKE_TIMELINES;
export const QUESTIONNAIRE_DESIGN_STYLES = STYLES;
export const QUESTIONNAIRE_COMMUNICATION = INTAKE_COMMUNICATION;

export const QUESTIONNAIRE_FEATURES = [
  "Contact Forms",
  "Online Booking",
  "Online Store",
  "Blog / News",
  "Newsletter Sign-up",
  "Content Management",
  "Customer Accounts",
  "Site Search",
  "Multi-language",
  "Photo & Video Galleries",
  "Live Chat",
  "Analytics Dashboard",
] as const;

export const QUESTIONNAIRE_INTEGRATIONS = [
  "CRM",
  "Email Marketing",
  "Payment Gateway",
  "Accounting",
  "Calendar / Scheduling",
  "Social Media",
  "Analytics",
] as const;

export const QUESTIONNAIRE_AVAILABILITY = [
  "Weekday mornings",
  "Weekday afternoons",
  "Weekday evenings",
  "Weekends",
] as const;

export const QUESTIONNAIRE_CONTENT_MANAGEMENT = [
  "I will update the content myself",
  "My team will update it",
  "Please update it for us",
  "Not sure yet",
] as const;

export const QUESTIONNAIRE_HOSTING = ["Please host it for us", "We have hosting", "Not sure yet"] as const;

export const QUESTIONNAIRE_DOMAIN = ["We own a domain", "We need a domain", "Not sure yet"] as const;

export const QUESTIONNAIRE_HEAR_ABOUT_US = [
  "Search engine",
  "Social media",
  "A referral",
  "Your portfolio",
  "An event",
  "Other",
] as const;

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message })
    .max(max, { message: `Please keep this under ${formatNumber(max)} characters` });

const requiredChoice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.enum(values, { error: message });

const optionalList = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z
    .array(z.enum(values, { error: message }), { error: message })
    .max(values.length, { message })
    .transform((list) => [...new Set(list)])
    .default([]);

export const onboardingQuestionnaireSchema = z.object({
  firstName: requiredText(QUESTIONNAIRE_MESSAGES.firstName, 100),
  lastName: requiredText(QUESTIONNAIRE_MESSAGES.lastName, 100),
  email: z
    .string({ error: QUESTIONNAIRE_MESSAGES.email })
    .trim()
    .max(320, { message: QUESTIONNAIRE_MESSAGES.email })
    .pipe(z.email({ message: QUESTIONNAIRE_MESSAGES.email })),
  phone: requiredText(QUESTIONNAIRE_MESSAGES.phone, 50),
  company: requiredText(QUESTIONNAIRE_MESSAGES.company, 200),
  position: requiredText(QUESTIONNAIRE_MESSAGES.position, 100),
  projectType: requiredChoice(QUESTIONNAIRE_PROJECT_TYPES, QUESTIONNAIRE_MESSAGES.projectType),
  budget: requiredChoice(QUESTIONNAIRE_BUDGETS, QUESTIONNAIRE_MESSAGES.budget),
  timeline: requiredChoice(QUESTIONNAIRE_TIMELINES, QUESTIONNAIRE_MESSAGES.timeline),
  primaryGoal: requiredText(QUESTIONNAIRE_MESSAGES.primaryGoal, 2000),
  targetAudience: requiredText(QUESTIONNAIRE_MESSAGES.targetAudience, 2000),
  requiredFeatures: z
    .array(z.enum(QUESTIONNAIRE_FEATURES, { error: QUESTIONNAIRE_MESSAGES.requiredFeatures }), {
      error: QUESTIONNAIRE_MESSAGES.requiredFeatures,
    })
    .min(1, { message: QUESTIONNAIRE_MESSAGES.requiredFeatures })
    .max(QUESTIONNAIRE_FEATURES.length, { message: QUESTIONNAIRE_MESSAGES.requiredFeatures })
    .transform((list) => [...new Set(list)]),
  designStyle: requiredChoice(QUESTIONNAIRE_DESIGN_STYLES, QUESTIONNAIRE_MESSAGES.designStyle),
  communicationPreference: requiredChoice(QUESTIONNAIRE_COMMUNICATION, QUESTIONNAIRE_MESSAGES.communicationPreference),
  agreesToTerms: z.literal(true, { error: QUESTIONNAIRE_MESSAGES.agreesToTerms }),

  currentWebsite: optionalWebAddress(QUESTIONNAIRE_MESSAGES.currentWebsite),
  ecommerceNeeds: optionalText(2000, "Please keep this under 2,000 characters"),
  contentManagement: optionalChoice(QUESTIONNAIRE_CONTENT_MANAGEMENT, QUESTIONNAIRE_MESSAGES.choice),
  brandColors: optionalText(500, "Please keep this under 500 characters"),
  inspiration: optionalText(2000, "Please keep this under 2,000 characters"),
  hostingPreference: optionalChoice(QUESTIONNAIRE_HOSTING, QUESTIONNAIRE_MESSAGES.choice),
  domainStatus: optionalChoice(QUESTIONNAIRE_DOMAIN, QUESTIONNAIRE_MESSAGES.choice),
  additionalRequirements: optionalText(5000, "Please keep this under 5,000 characters"),
  previousExperience: optionalText(2000, "Please keep this under 2,000 characters"),
  hearAboutUs: optionalChoice(QUESTIONNAIRE_HEAR_ABOUT_US, QUESTIONNAIRE_MESSAGES.choice),
  integrations: optionalList(QUESTIONNAIRE_INTEGRATIONS, QUESTIONNAIRE_MESSAGES.integrations),
  availabilityWindows: optionalList(QUESTIONNAIRE_AVAILABILITY, QUESTIONNAIRE_MESSAGES.availabilityWindows),
});

export type OnboardingQuestionnaireInput = z.input<typeof onboardingQuestionnaireSchema>;
export type OnboardingQuestionnaire = z.infer<typeof onboardingQuestionnaireSchema>;

export type QuestionnaireField = keyof OnboardingQuestionnaire;

/** The consent line: the form links its last words to the terms page. */
export const QUESTIONNAIRE_TERMS = { lead: "I agree to the", link: "terms and conditions" } as const;

/**
 * Each question as the client reads it on the form. The one source of these
 * words: the form (app/features/client-area/onboarding/questionnaire-form.tsx), the
 * admin's client page and the team's notification email all read them here.
 */
export const QUESTIONNAIRE_LABELS = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  position: "Position",
  projectType: "Project type",
  currentWebsite: "Current website",
  budget: "Budget",
  timeline: "Timeline",
  primaryGoal: "Primary goal",
  targetAudience: "Target audience",
  requiredFeatures: "Required features",
  integrations: "Integrations",
  ecommerceNeeds: "E-commerce needs",
  contentManagement: "Content management",
  designStyle: "Design style",
  brandColors: "Brand colors",
  inspiration: "Inspiration",
  communicationPreference: "Communication preference",
  hostingPreference: "Hosting",
  domainStatus: "Domain",
  hearAboutUs: "How did you hear about us?",
  availabilityWindows: "Best times to reach you",
  previousExperience: "Previous experience with agencies",
  additionalRequirements: "Anything else we should know?",
  agreesToTerms: `${QUESTIONNAIRE_TERMS.lead} ${QUESTIONNAIRE_TERMS.link}`,
} as const satisfies Record<QuestionnaireField, string>;

/** The form's sections in order, each with its questions in order; the consent line follows them. */
export const QUESTIONNAIRE_SECTIONS = [
  { title: "About you", fields: ["firstName", "lastName", "email", "phone", "company", "position"] },
  {
    title: "Your project",
    fields: [
      "projectType",
      "currentWebsite",
      "budget",
      "timeline",
      "primaryGoal",
      "targetAudience",
      "requiredFeatures",
      "integrations",
      "ecommerceNeeds",
      "contentManagement",
    ],
  },
  { title: "Look and feel", fields: ["designStyle", "brandColors", "inspiration"] },
  {
    title: "Working together",
    fields: [
      "communicationPreference",
      "hostingPreference",
      "domainStatus",
      "hearAboutUs",
      "availabilityWindows",
      "previousExperience",
      "additionalRequirements",
    ],
  },
] as const satisfies readonly { title: string; fields: readonly Exclude<QuestionnaireField, "agreesToTerms">[] }[];

export type QuestionnaireSectionField = (typeof QUESTIONNAIRE_SECTIONS)[number]["fields"][number];
