/**
 * Database rows → the shapes of common/client-portal/api.ts. Statuses are
 * folded into the values of spec 001 §4 the screens know (an admin may write
 * "in-progress" or "in_progress"; anything unknown reads as pending), money
 * becomes a number, and a file is downloadable only from an http(s) address.
 */
import type {
  PortalClient,
  PortalDocument,
  PortalMessage,
  PortalProjectDetail,
} from "../../../common/client-portal/api.ts";
import type {
  clientDocuments,
  clientMessages,
  clients,
  deliverables,
  invoices,
  projectMilestones,
  projectNotes,
  projects,
  projectUpdates,
} from "../../db/schema.ts";

type Row<Table extends { $inferSelect: unknown }> = Table["$inferSelect"];

export function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** An http(s) address, or null: `javascript:`, `data:` and relative paths are never handed out. */
export function webAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

export function milestoneStatus(value: string): "completed" | "in_progress" | "pending" {
  if (value === "completed") return "completed";
  if (value === "in_progress" || value === "in-progress") return "in_progress";
  return "pending";
}

export function invoiceStatus(value: string): "paid" | "pending" {
  return value === "paid" ? "paid" : "pending";
}

export function documentStatus(value: string): "signed" | "approved" | "pending" {
  return value === "signed" || value === "approved" ? value : "pending";
}

export function toClient(
  row: Pick<Row<typeof clients>, "id" | "email" | "firstName" | "lastName" | "company" | "phone">,
): PortalClient {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    phone: row.phone,
  };
}

export function toProject(
  project: Row<typeof projects>,
  parts: {
    milestones: Row<typeof projectMilestones>[];
    deliverables: Row<typeof deliverables>[];
    invoices: Row<typeof invoices>[];
    updates: Row<typeof projectUpdates>[];
    notes: Row<typeof projectNotes>[];
  },
): PortalProjectDetail {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    status: project.status,
    packageType: project.packageType,
    totalAmount: Number(project.totalAmount),
    progress: project.progress,
    startDate: iso(project.startDate),
    expectedCompletion: iso(project.expectedCompletion),
    actualCompletion: iso(project.actualCompletion),
    milestones: parts.milestones.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      status: milestoneStatus(row.status),
      order: row.order,
      dueDate: iso(row.dueDate),
      completedAt: iso(row.completedAt),
    })),
    deliverables: parts.deliverables
      .filter((row) => row.isPublic)
      .map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        fileName: row.fileName,
        fileType: row.fileType,
        uploadedAt: iso(row.uploadedAt),
        downloadable: webAddress(row.fileUrl) !== null,
      })),
    invoices: parts.invoices.map((row) => ({
      id: row.id,
      invoiceNumber: row.invoiceNumber,
      amount: Number(row.amount),
      description: row.description,
      status: invoiceStatus(row.status),
      dueDate: row.dueDate.toISOString(),
      paidAt: iso(row.paidAt),
    })),
    updates: parts.updates.map((row) => ({
      id: row.id,
      title: row.title,
      message: row.message,
      updateType: row.updateType,
      progressPercentage: row.progressPercentage,
      createdAt: row.createdAt.toISOString(),
    })),
    notes: parts.notes
      .filter((row) => !row.isInternal)
      .map((row) => ({
        id: row.id,
        authorType: row.authorType,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
      })),
  };
}

export function toDocument(row: Row<typeof clientDocuments>): PortalDocument {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    type: row.type,
    status: documentStatus(row.status),
    uploadedAt: iso(row.uploadedAt),
    downloadable: webAddress(row.fileUrl) !== null,
  };
}

export function toMessage(row: Row<typeof clientMessages>): PortalMessage {
  return {
    id: row.id,
    projectId: row.projectId,
    subject: row.subject,
    message: row.message,
    fromClient: row.fromClient,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
