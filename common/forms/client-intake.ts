/**
 * The client intake payload (docs/product/lead-capture.md § Intake fields), with its
 * rules and messages word for word and its
 * enumerations. Upper bounds (not in the spec) keep rows sane: names 200,
 * texts 5,000, the project description 10,000 characters.
 */

import { z } from "zod";
import { formatNumber } from "../catalog";
import { PRICE_LISTS } from "../catalog/price-lists";
import {
  BRIEF_NOT_FOUND,
  INTAKE_BUDGETS,
  INTAKE_COMMUNICATION,
  INTAKE_FIELD_ORDER,
  INTAKE_INDUSTRIES,
  INTAKE_MESSAGES,
  INTAKE_SERVICE_TYPE_IDS,
  INTAKE_TIMELINES,
  PROJECT_NEED_MAX,
  PROJECT_START_MESSAGES,
} from "./client-intake-options";
import { formTokenSchema } from "./form-token";
import { honeypotSchema } from "./honeypot";
import { optionalText } from "./optional-text";
import { optionalWebAddress } from "./web-address-schema";

export * from "./client-intake-options";

const minText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: `Please keep this under ${formatNumber(max)} characters` });

const choice = <const Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.enum(values, { error: message });

export const clientIntakeSchema = z.object({
  contactName: minText(2, 200, INTAKE_MESSAGES.contactName),
  companyName: minText(2, 200, INTAKE_MESSAGES.companyName),
  email: z
    .string({ error: INTAKE_MESSAGES.email })
    .trim()
    .max(254, { error: INTAKE_MESSAGES.email })
    .pipe(z.email({ error: INTAKE_MESSAGES.email })),
  phone: optionalText(50, "Please keep the phone number under 50 characters"),
  website: optionalWebAddress(INTAKE_MESSAGES.website),
  industry: choice(INTAKE_INDUSTRIES, INTAKE_MESSAGES.industry),
  serviceType: choice(INTAKE_SERVICE_TYPE_IDS, INTAKE_MESSAGES.serviceType),
  budget: choice(INTAKE_BUDGETS, INTAKE_MESSAGES.budget),
  timeline: choice(INTAKE_TIMELINES, INTAKE_MESSAGES.timeline),
  goals: minText(20, 5000, INTAKE_MESSAGES.goals),
  currentChallenges: minText(20, 5000, INTAKE_MESSAGES.currentChallenges),
  targetAudience: minText(10, 5000, INTAKE_MESSAGES.targetAudience),
  communicationPreference: choice(INTAKE_COMMUNICATION, INTAKE_MESSAGES.communicationPreference),
  projectDescription: minText(50, 10000, INTAKE_MESSAGES.projectDescription),
  /** The one line on the need, when the page's start fields were filled before the whole brief was sent. */
  need: optionalText(PROJECT_NEED_MAX, `Please keep this under ${PROJECT_NEED_MAX} characters`),
  companyFax: honeypotSchema,
  formToken: formTokenSchema,
  /** The visitor's face's price list, which names the service in the emails (docs/product/pricing.md § Price lists). */
  priceList: z.enum(PRICE_LISTS).nullish(),
});

/** The offer a start names: one of the face's services, or none yet ("Not sure yet" sends ""). */
const startServiceType = z
  .union([z.literal(""), choice(INTAKE_SERVICE_TYPE_IDS, INTAKE_MESSAGES.serviceType)])
  .nullish()
  .transform((value) => value || undefined);

/**
 * The project start (docs/product/lead-capture.md § Project start): name, email, the offer and one line on
 * the need, with the form token and the spam trap of every form.
 */
export const projectStartSchema = clientIntakeSchema
  .pick({ contactName: true, email: true, companyFax: true, formToken: true, priceList: true })
  .extend({
    serviceType: startServiceType,
    need: minText(3, PROJECT_NEED_MAX, PROJECT_START_MESSAGES.need),
  });

/**
 * The brief added to a project start: the intake's other fields with their rules and messages, and the key
 * the start answered with. Name and email stay as the start gave them.
 */
export const projectBriefSchema = clientIntakeSchema
  .omit({ contactName: true, email: true, companyFax: true, formToken: true, need: true })
  .extend({ briefKey: z.string({ error: BRIEF_NOT_FOUND }).min(1, { error: BRIEF_NOT_FOUND }).max(100) });

export type ProjectStartPayload = z.infer<typeof projectStartSchema>;
export type ProjectBriefPayload = z.infer<typeof projectBriefSchema>;
export type ClientIntakeInput = z.input<typeof clientIntakeSchema>;
export type ClientIntakePayload = z.infer<typeof clientIntakeSchema>;

// The options module is zod-free and cannot see the payload; the check that its field order names only real fields is made here.
INTAKE_FIELD_ORDER satisfies ReadonlyArray<keyof ClientIntakePayload>;
