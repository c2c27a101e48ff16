/**
 * The consultation payload (docs/product/lead-capture.md § Consultation fields), shared by /book-consultation and
 * POST /api/consultations. The five required fields carry their
 * messages word for word; the optional ones are bounded by us (company up to
 * 150, phone up to 30, project details and goals up to 5,000, an http(s)
 * current website up to 2,048 characters). Whether the date is a bookable
 * weekday is checked against a clock (dateProblem in common/consultation).
 */
import { z } from "zod";
import {
  CONSULTATION_BUDGETS,
  CONSULTATION_TIME_VALUES,
  CONSULTATION_TIMELINES,
  CONSULTATION_TYPE_IDS,
} from "../consultation/schedule";
import {
  emailAddress,
  optionalChoice,
  optionalPhone,
  optionalText,
  optionalWebsite,
  requiredChoice,
  requiredText,
} from "./booking-fields";
import { formTokenSchema } from "./form-token";
import { HONEYPOT_FIELD, honeypotSchema } from "./honeypot";

export const consultationFields = {
  name: requiredText("Name is required", 100, "Name must be at most 100 characters"),
  email: emailAddress(),
  phone: optionalPhone(),
  company: optionalText(150, "Company name must be at most 150 characters"),
  consultationType: requiredChoice(CONSULTATION_TYPE_IDS, "Please select a consultation type"),
  preferredDate: z
    .string({ error: "Please select a preferred date" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Please select a preferred date" }),
  preferredTime: requiredChoice(CONSULTATION_TIME_VALUES, "Please select a preferred time"),
  projectDetails: optionalText(5000, "Project details must be at most 5,000 characters"),
  budget: optionalChoice(CONSULTATION_BUDGETS, "Please choose one of the budget options"),
  timeline: optionalChoice(CONSULTATION_TIMELINES, "Please choose one of the timeline options"),
  currentWebsite: optionalWebsite(),
  goals: optionalText(5000, "Goals must be at most 5,000 characters"),
  [HONEYPOT_FIELD]: honeypotSchema,
  formToken: formTokenSchema,
};

export const consultationSchema = z.object(consultationFields);

export type ConsultationInput = z.input<typeof consultationSchema>;
export type ConsultationPayload = z.infer<typeof consultationSchema>;
