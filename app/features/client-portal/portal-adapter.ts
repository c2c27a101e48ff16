/**
 * A signed-in client's overview (common/client-portal/api.ts) in the shape
 * the client-area screens draw (common/client-area/portal-records.ts), so a
 * client and a visitor see the same screens.
 */
import { tierByKey } from "../../../common/catalog";
import type { PortalData } from "../../../common/client-area/portal-records";
import type { PortalOverview, PortalProjectDetail } from "../../../common/client-portal/api";

/** "2026-11-24T10:00:00.000Z" → "2026-11-24" (the screens print calendar dates in UTC). */
export function calendarDate(timestamp: string | null | undefined): string | undefined {
  return timestamp ? timestamp.slice(0, 10) : undefined;
}

/** "in_progress" → "In Progress". */
export function statusLabel(status: string): string {
  return status
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(" ");
}

/** The catalog's name for a package key ("business" → "Growth Engine"); other text as it is. */
export function packageName(packageType: string): string {
  const keys: Record<string, string> = {
    foundation: "essential",
    "growth-engine": "business",
    "market-leader": "enterprise",
  };
  return tierByKey(keys[packageType] ?? packageType)?.name ?? packageType;
}

export function clientCompany(overview: PortalOverview): string {
  const { client } = overview;
  return client.company ?? `${client.firstName} ${client.lastName}`;
}

export function toPortalData(overview: PortalOverview, project: PortalProjectDetail | undefined): PortalData {
  return {
    clientFirstName: overview.client.firstName,
    project: {
      name: project?.name ?? "Your project",
      company: clientCompany(overview),
      packageName: project ? packageName(project.packageType) : "",
      status: project ? statusLabel(project.status) : "Being set up",
      totalAmount: project?.totalAmount ?? 0,
      startDate: calendarDate(project?.startDate),
      expectedCompletion: calendarDate(project?.expectedCompletion),
      description: project?.description ?? "",
    },
    onboardingSteps: overview.onboarding.steps.map(({ step, status }) => ({ step, status })),
    milestones: (project?.milestones ?? []).map((milestone) => ({
      id: milestone.id,
      title: milestone.title,
      description: milestone.description ?? "",
      status: milestone.status,
      order: milestone.order,
      dueDate: calendarDate(milestone.dueDate),
      completedAt: calendarDate(milestone.completedAt),
    })),
    // Documents of this project and those that belong to no project in particular.
    documents: overview.documents
      .filter((document) => document.projectId === null || document.projectId === project?.id)
      .map((document) => ({
        id: document.id,
        title: document.title,
        type: document.type,
        status: document.status,
        date: calendarDate(document.uploadedAt),
        downloadable: document.downloadable,
      })),
    messages: overview.messages.map((message) => ({
      id: message.id,
      fromClient: message.fromClient,
      author: message.fromClient ? "You" : "Your project team",
      subject: message.subject ?? "",
      message: message.message,
      sentAt: calendarDate(message.createdAt) ?? "",
      isRead: message.isRead,
    })),
    invoices: (project?.invoices ?? []).map((invoice) => ({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      description: invoice.description,
      amount: invoice.amount,
      status: invoice.status,
      dueDate: calendarDate(invoice.dueDate) ?? "",
      paidAt: calendarDate(invoice.paidAt),
    })),
    meetings: [],
  };
}
