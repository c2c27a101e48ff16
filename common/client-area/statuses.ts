import { z } from "zod";

/** Statuses of the client area (docs/product/client-area.md § Statuses). */
export const onboardingStepStatusSchema = z.enum(["completed", "in-progress", "pending"]);
export type OnboardingStepStatus = z.infer<typeof onboardingStepStatusSchema>;

export const milestoneStatusSchema = z.enum(["completed", "in_progress", "pending"]);
export type MilestoneStatus = z.infer<typeof milestoneStatusSchema>;

export const documentStatusSchema = z.enum(["signed", "approved", "pending"]);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const invoiceStatusSchema = z.enum(["paid", "pending"]);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** The words a client reads for each status value. */
export const STATUS_LABELS: Record<OnboardingStepStatus | MilestoneStatus | DocumentStatus | InvoiceStatus, string> = {
  completed: "Completed",
  "in-progress": "In Progress",
  in_progress: "In Progress",
  pending: "Pending",
  signed: "Signed",
  approved: "Approved",
  paid: "Paid",
};
