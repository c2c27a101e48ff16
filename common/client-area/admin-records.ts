/**
 * What /api/admin/clients… answers (docs/product/client-area.md § Admin client tools): the console reads these
 * shapes. Timestamps are ISO strings, calendar dates YYYY-MM-DD, money the
 * decimal strings numeric(10,2) returns ("6000.00").
 */
import type { QuestionnaireAnswer } from "./api";

export interface AdminClientSummary {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  phone: string | null;
  isActive: boolean;
  /** True once the client has chosen a password through an invitation. */
  hasPassword: boolean;
  createdAt: string;
  projectCount: number;
  unreadMessages: number;
}

export interface AdminMilestone {
  id: number;
  title: string;
  description: string | null;
  status: string;
  dueDate: string | null;
  completedAt: string | null;
  order: number;
}

export interface AdminDeliverable {
  id: number;
  title: string;
  description: string | null;
  fileUrl: string | null;
  fileName: string | null;
  fileType: string | null;
  isPublic: boolean;
  uploadedAt: string | null;
}

export interface AdminInvoice {
  id: number;
  invoiceNumber: string;
  amount: string;
  description: string;
  status: string;
  dueDate: string;
  paidAt: string | null;
  /** Stripe's id of an online payment (docs/product/client-area.md § Pay Now); null for one recorded by hand. */
  paymentId: string | null;
}

export interface AdminProjectUpdate {
  id: number;
  title: string;
  message: string;
  updateType: string;
  progressPercentage: number | null;
  createdBy: string;
  createdAt: string;
}

export interface AdminProjectNote {
  id: number;
  content: string;
  isInternal: boolean;
  authorType: string;
  createdAt: string;
}

export interface AdminStatusHistoryEntry {
  id: number;
  oldStatus: string | null;
  newStatus: string;
  changedAt: string | null;
  changedBy: string | null;
  notes: string | null;
}

export interface AdminProject {
  id: number;
  clientId: number;
  name: string;
  description: string | null;
  status: string;
  packageType: string;
  totalAmount: string;
  progress: number;
  startDate: string | null;
  expectedCompletion: string | null;
  actualCompletion: string | null;
  createdAt: string;
}

export interface AdminProjectDetail extends AdminProject {
  milestones: AdminMilestone[];
  deliverables: AdminDeliverable[];
  invoices: AdminInvoice[];
  updates: AdminProjectUpdate[];
  notes: AdminProjectNote[];
  statusHistory: AdminStatusHistoryEntry[];
}

export interface AdminClientDocument {
  id: number;
  projectId: number | null;
  title: string;
  type: string;
  status: string;
  fileUrl: string | null;
  uploadedAt: string | null;
}

export interface AdminClientMessage {
  id: number;
  projectId: number | null;
  subject: string | null;
  message: string;
  fromClient: boolean;
  isRead: boolean;
  createdAt: string;
}

export interface AdminOnboardingStep {
  id: number;
  step: string;
  status: string;
  completedAt: string | null;
}

export interface AdminInvitationState {
  /** When the newest link was issued, and until when it works; null when none was sent. */
  lastSentAt: string | null;
  expiresAt: string | null;
  used: boolean;
}

export interface AdminClientDetail {
  client: AdminClientSummary;
  projects: AdminProjectDetail[];
  documents: AdminClientDocument[];
  messages: AdminClientMessage[];
  onboardingSteps: AdminOnboardingStep[];
  invitation: AdminInvitationState;
  /**
   * The client's onboarding questionnaire as the portal stores it: one per
   * client, replaced on every submission, so `submittedAt` is the latest
   * submission. Both null until the client submits it.
   */
  questionnaire: QuestionnaireAnswer;
}

export interface AdminInvitationResult {
  link: string;
  expiresAt: string;
}
