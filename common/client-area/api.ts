/**
 * The answers of /api/portal (docs/product/client-area.md § Signed-in actions): what a signed-in client may
 * read about their own account. Dates are ISO timestamps; money is a number
 * of dollars (the database keeps numeric(10,2)); statuses are the values the
 * screens know (docs/product/client-area.md § Statuses). Nothing here can carry an internal note or a
 * deliverable that is not public: those are filtered out before these shapes
 * are built (server/features/client-area/service.ts).
 */
import { z } from "zod";
import { onboardingQuestionnaireSchema } from "./questionnaire";
import {
  documentStatusSchema,
  invoiceStatusSchema,
  milestoneStatusSchema,
  onboardingStepStatusSchema,
} from "./statuses";

const timestamp = z.iso.datetime({ offset: true });
const optionalTimestamp = timestamp.nullable();

export const portalClientSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PortalClient = z.infer<typeof portalClientSchema>;

export const loginResponseSchema = z.object({ token: z.string(), client: portalClientSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const invitationInfoSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

export const portalMilestoneSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  status: milestoneStatusSchema,
  order: z.number(),
  dueDate: optionalTimestamp,
  completedAt: optionalTimestamp,
});

export const portalDeliverableSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  fileName: z.string().nullable(),
  fileType: z.string().nullable(),
  uploadedAt: optionalTimestamp,
  /** True when there is a web address to download it from. */
  downloadable: z.boolean(),
});

export const portalInvoiceSchema = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  amount: z.number(),
  description: z.string(),
  status: invoiceStatusSchema,
  dueDate: timestamp,
  paidAt: optionalTimestamp,
});

export const portalUpdateSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  updateType: z.string(),
  progressPercentage: z.number().nullable(),
  createdAt: timestamp,
});

/** Notes the team shares with the client (never those marked internal). */
export const portalNoteSchema = z.object({
  id: z.number(),
  authorType: z.string(),
  content: z.string(),
  createdAt: timestamp,
});

export const portalProjectDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  packageType: z.string(),
  totalAmount: z.number(),
  progress: z.number(),
  startDate: optionalTimestamp,
  expectedCompletion: optionalTimestamp,
  actualCompletion: optionalTimestamp,
  milestones: z.array(portalMilestoneSchema),
  deliverables: z.array(portalDeliverableSchema),
  invoices: z.array(portalInvoiceSchema),
  updates: z.array(portalUpdateSchema),
  notes: z.array(portalNoteSchema),
});
export type PortalProjectDetail = z.infer<typeof portalProjectDetailSchema>;

export const portalDocumentSchema = z.object({
  id: z.number(),
  projectId: z.number().nullable(),
  title: z.string(),
  type: z.string(),
  status: documentStatusSchema,
  uploadedAt: optionalTimestamp,
  downloadable: z.boolean(),
});
export type PortalDocument = z.infer<typeof portalDocumentSchema>;

export const portalMessageSchema = z.object({
  id: z.number(),
  projectId: z.number().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  fromClient: z.boolean(),
  isRead: z.boolean(),
  createdAt: timestamp,
});
export type PortalMessage = z.infer<typeof portalMessageSchema>;

export const portalOnboardingStepSchema = z.object({
  key: z.string(),
  step: z.string(),
  status: onboardingStepStatusSchema,
  completedAt: optionalTimestamp,
});
export type PortalOnboardingStep = z.infer<typeof portalOnboardingStepSchema>;

export const onboardingStateSchema = z.object({
  steps: z.array(portalOnboardingStepSchema),
  /** Share of completed steps, whole percent (docs/product/client-area.md § Onboarding). */
  progress: z.number(),
  questionnaireSubmitted: z.boolean(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export const portalOverviewSchema = z.object({
  client: portalClientSchema,
  projects: z.array(portalProjectDetailSchema),
  documents: z.array(portalDocumentSchema),
  messages: z.array(portalMessageSchema),
  onboarding: onboardingStateSchema,
  /** Pay Now takes a card through Stripe Checkout; false: it explains how invoices are paid (docs/product/client-area.md § Pay Now). */
  payOnline: z.boolean(),
});
export type PortalOverview = z.infer<typeof portalOverviewSchema>;

export const downloadLinkSchema = z.object({ url: z.string(), fileName: z.string().nullable() });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

export const questionnaireAnswerSchema = z.object({
  answers: onboardingQuestionnaireSchema.nullable(),
  submittedAt: optionalTimestamp,
});
export type QuestionnaireAnswer = z.infer<typeof questionnaireAnswerSchema>;
