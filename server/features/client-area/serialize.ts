/**
 * Database rows → the shapes of common/client-area/api.ts. Statuses are
 * folded into the values the screens know (docs/product/client-area.md § Statuses; an admin may write
 * "in-progress" or "in_progress"; anything unknown reads as pending), money
 * becomes a number, and a file is downloadable only from an http(s) address.
 */
import type { PortalClient, PortalDocument, PortalProjectDetail } from "#common/client-area/api.ts";
import type * as schema from "#server/db/schema.ts";

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
  row: Pick<Row<typeof schema.clients>, "id" | "email" | "firstName" | "lastName" | "company" | "phone">,
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
  project: Row<typeof schema.projects>,
  parts: {
    milestones: Row<typeof schema.projectMilestones>[];
    deliverables: Row<typeof schema.deliverables>[];
    invoices: Row<typeof schema.invoices>[];
    updates: Row<typeof schema.projectUpdates>[];
    notes: Row<typeof schema.projectNotes>[];
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

export function toDocument(row: Row<typeof schema.clientDocuments>): PortalDocument {
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
