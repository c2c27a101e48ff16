/**
 * Helpers shared by the admin client tools: calendar dates in and out,
 * PostgreSQL error codes as HTTP errors, and the JSON shapes of each row
 * (common/client-area/admin-records.ts).
 */
import type {
  AdminClientDocument,
  AdminDeliverable,
  AdminInvoice,
  AdminMilestone,
  AdminProject,
  AdminProjectNote,
  AdminProjectUpdate,
  AdminStatusHistoryEntry,
} from "#common/client-area/admin-records.ts";
import type {
  clientDocuments,
  deliverables,
  invoices,
  projectMilestones,
  projectNotes,
  projectStatusHistory,
  projects,
  projectUpdates,
} from "#server/db/schema.ts";

/** A calendar date (YYYY-MM-DD) is stored as that day's UTC midnight and read back the same way. */
export function fromCalendarDate(value: string | undefined): Date | null {
  return value ? new Date(`${value}T00:00:00Z`) : null;
}

export function toCalendarDate(value: Date | null): string | null {
  return value ? value.toISOString().slice(0, 10) : null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";

type Row<Table extends { $inferSelect: unknown }> = Table["$inferSelect"];

export const projectJson = (row: Row<typeof projects>): AdminProject => ({
  id: row.id,
  clientId: row.clientId,
  name: row.name,
  description: row.description,
  status: row.status,
  packageType: row.packageType,
  totalAmount: row.totalAmount,
  progress: row.progress,
  startDate: toCalendarDate(row.startDate),
  expectedCompletion: toCalendarDate(row.expectedCompletion),
  actualCompletion: toCalendarDate(row.actualCompletion),
  createdAt: row.createdAt.toISOString(),
});

export const milestoneJson = (row: Row<typeof projectMilestones>): AdminMilestone => ({
  id: row.id,
  title: row.title,
  description: row.description,
  status: row.status,
  dueDate: toCalendarDate(row.dueDate),
  completedAt: iso(row.completedAt),
  order: row.order,
});

export const deliverableJson = (row: Row<typeof deliverables>): AdminDeliverable => ({
  id: row.id,
  title: row.title,
  description: row.description,
  fileUrl: row.fileUrl,
  fileName: row.fileName,
  fileType: row.fileType,
  isPublic: row.isPublic,
  uploadedAt: iso(row.uploadedAt),
});

export const invoiceJson = (row: Row<typeof invoices>): AdminInvoice => ({
  id: row.id,
  invoiceNumber: row.invoiceNumber,
  amount: row.amount,
  description: row.description,
  status: row.status,
  dueDate: toCalendarDate(row.dueDate) ?? "",
  paidAt: toCalendarDate(row.paidAt),
  paymentId: row.paymentId,
});

export const updateJson = (row: Row<typeof projectUpdates>): AdminProjectUpdate => ({
  id: row.id,
  title: row.title,
  message: row.message,
  updateType: row.updateType,
  progressPercentage: row.progressPercentage,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

export const noteJson = (row: Row<typeof projectNotes>): AdminProjectNote => ({
  id: row.id,
  content: row.content,
  isInternal: row.isInternal,
  authorType: row.authorType,
  createdAt: row.createdAt.toISOString(),
});

export const historyJson = (row: Row<typeof projectStatusHistory>): AdminStatusHistoryEntry => ({
  id: row.id,
  oldStatus: row.oldStatus,
  newStatus: row.newStatus,
  changedAt: iso(row.changedAt),
  changedBy: row.changedBy,
  notes: row.notes,
});

export const documentJson = (row: Row<typeof clientDocuments>): AdminClientDocument => ({
  id: row.id,
  projectId: row.projectId,
  title: row.title,
  type: row.type,
  status: row.status,
  fileUrl: row.fileUrl,
  uploadedAt: iso(row.uploadedAt),
});
