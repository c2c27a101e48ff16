import { z } from "zod";
import {
  documentStatusSchema,
  invoiceStatusSchema,
  milestoneStatusSchema,
  onboardingStepStatusSchema,
} from "./statuses";

/**
 * What the client area shows (spec 001 §3 entities, as a client sees them).
 * Money is in whole dollars here; dates are ISO calendar dates (YYYY-MM-DD).
 */
const isoDate = z.iso.date();

export const onboardingStepSchema = z.object({
  step: z.string(),
  status: onboardingStepStatusSchema,
});
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

export const portalProjectSchema = z.object({
  name: z.string(),
  company: z.string(),
  packageName: z.string(),
  status: z.string(),
  totalAmount: z.number(),
  startDate: isoDate.optional(),
  expectedCompletion: isoDate.optional(),
  description: z.string(),
});
export type PortalProject = z.infer<typeof portalProjectSchema>;

export const milestoneSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  status: milestoneStatusSchema,
  order: z.number(),
  /** Optional: a signed-in client's milestone may have no due date yet. */
  dueDate: isoDate.optional(),
  completedAt: isoDate.optional(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const clientDocumentSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.string(),
  status: documentStatusSchema,
  date: isoDate.optional(),
  /** Set for a signed-in client's document that has a file to download. */
  downloadable: z.boolean().optional(),
});
export type ClientDocument = z.infer<typeof clientDocumentSchema>;

export const clientMessageSchema = z.object({
  id: z.number(),
  fromClient: z.boolean(),
  author: z.string(),
  subject: z.string(),
  message: z.string(),
  sentAt: isoDate,
  isRead: z.boolean(),
});
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const invoiceSchema = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  description: z.string(),
  amount: z.number(),
  status: invoiceStatusSchema,
  dueDate: isoDate,
  paidAt: isoDate.optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const meetingSchema = z.object({
  title: z.string(),
  startsAt: z.iso.datetime(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const portalDataSchema = z.object({
  clientFirstName: z.string(),
  project: portalProjectSchema,
  onboardingSteps: z.array(onboardingStepSchema),
  milestones: z.array(milestoneSchema),
  documents: z.array(clientDocumentSchema),
  messages: z.array(clientMessageSchema),
  invoices: z.array(invoiceSchema),
  meetings: z.array(meetingSchema),
});
export type PortalData = z.infer<typeof portalDataSchema>;
