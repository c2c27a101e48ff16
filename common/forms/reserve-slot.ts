/**
 * The slot reservation payload (docs/product/lead-capture.md § Reservation fields), shared by the wizard and
 * POST /api/reserve-slot. Name, email, package, preferredSlot and
 * projectDetails are required (starred in the spec); the spec gives no bounds
 * or messages, so these are ours: name 1–100 characters, a valid email up to
 * 254, business up to 150, phone up to 30 of digits and phone punctuation,
 * project details 10–5,000 characters. Whether the slot is still bookable is
 * checked by the server against the calendar (common/slots/calendar.ts).
 */
import { z } from "zod";
import { PRICE_LISTS } from "../catalog/price-lists";
import { LAUNCH_URGENCIES, RESERVATION_BUDGETS, RESERVATION_PACKAGE_IDS } from "../slots/options";
import {
  emailAddress,
  optionalChoice,
  optionalPhone,
  optionalText,
  requiredChoice,
  requiredText,
} from "./booking-fields";
import { formTokenSchema } from "./form-token";
import { HONEYPOT_FIELD, honeypotSchema } from "./honeypot";
import { RESERVE_SLOT_STEP_FIELDS, type ReserveSlotStep } from "./reserve-slot-steps";

export * from "./reserve-slot-steps";

const budgetValues = RESERVATION_BUDGETS.map((budget) => budget.value) as [string, ...string[]];
const urgencyValues = LAUNCH_URGENCIES.map((urgency) => urgency.value) as [string, ...string[]];

export const reserveSlotFields = {
  name: requiredText("Name is required", 100, "Name must be at most 100 characters"),
  email: emailAddress(),
  business: optionalText(150, "Business name must be at most 150 characters"),
  phone: optionalPhone(),
  package: requiredChoice(RESERVATION_PACKAGE_IDS, "Please select a package"),
  preferredSlot: requiredText("Please select a development slot", 50, "Please select a development slot"),
  projectDetails: z
    .string({ error: "Please describe your project (at least 10 characters)" })
    .trim()
    .min(10, { message: "Please describe your project (at least 10 characters)" })
    .max(5000, { message: "Project details must be at most 5,000 characters" }),
  budget: optionalChoice(budgetValues, "Please choose one of the budget ranges"),
  timeline: optionalChoice(urgencyValues, "Please choose one of the launch urgency options"),
  [HONEYPOT_FIELD]: honeypotSchema,
  formToken: formTokenSchema,
  /** The visitor's face's price list, which names the package in the emails (docs/product/pricing.md § Price lists). */
  priceList: z.enum(PRICE_LISTS).nullish(),
};

export const reserveSlotSchema = z.object(reserveSlotFields);

// The steps module is zod-free and cannot see the fields; the check that it names only real ones is made here.
RESERVE_SLOT_STEP_FIELDS satisfies Record<ReserveSlotStep, ReadonlyArray<keyof typeof reserveSlotFields>>;

export type ReserveSlotInput = z.input<typeof reserveSlotSchema>;
export type ReserveSlotPayload = z.infer<typeof reserveSlotSchema>;

/** Messages for one step's fields only; empty when the step is valid. */
export function validateReserveSlotStep(
  step: ReserveSlotStep,
  values: Record<string, unknown>,
): Record<string, string> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of RESERVE_SLOT_STEP_FIELDS[step]) shape[field] = reserveSlotFields[field];
  const result = z.object(shape).safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "_");
      errors[key] ??= issue.message;
    }
  }
  return errors;
}
