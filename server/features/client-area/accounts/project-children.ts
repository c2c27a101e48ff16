/**
 * The rows under a set of projects — milestones, deliverables, invoices,
 * updates and notes — read once for the admin's client page and for the
 * client's own portal. The audience decides what may be read: a client never
 * gets internal notes or deliverables that are not public, and that filter is
 * in the SQL, so nothing else can forget it.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { deliverables, invoices, projectMilestones, projectNotes, projectUpdates } from "#server/db/schema.ts";

export type Audience = "agency" | "client";

export async function loadProjectChildren(db: Database, projectIds: number[], audience: Audience) {
  const forClient = audience === "client";
  // inArray of an empty list is "false" in drizzle: no projects, no child rows.
  const [milestones, deliverableRows, invoiceRows, updates, notes] = await Promise.all([
    db
      .select()
      .from(projectMilestones)
      .where(inArray(projectMilestones.projectId, projectIds))
      .orderBy(asc(projectMilestones.order), asc(projectMilestones.id)),
    db
      .select()
      .from(deliverables)
      .where(
        forClient
          ? and(inArray(deliverables.projectId, projectIds), eq(deliverables.isPublic, true))
          : inArray(deliverables.projectId, projectIds),
      )
      .orderBy(desc(deliverables.uploadedAt), desc(deliverables.id)),
    db
      .select()
      .from(invoices)
      .where(inArray(invoices.projectId, projectIds))
      .orderBy(asc(invoices.dueDate), asc(invoices.id)),
    db
      .select()
      .from(projectUpdates)
      .where(inArray(projectUpdates.projectId, projectIds))
      .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id)),
    db
      .select()
      .from(projectNotes)
      .where(
        forClient
          ? and(inArray(projectNotes.projectId, projectIds), eq(projectNotes.isInternal, false))
          : inArray(projectNotes.projectId, projectIds),
      )
      .orderBy(desc(projectNotes.createdAt), desc(projectNotes.id)),
  ]);
  const of = <Row extends { projectId: number }>(rows: Row[], projectId: number) =>
    rows.filter((row) => row.projectId === projectId);
  /** The children of one project. */
  return (projectId: number) => ({
    milestones: of(milestones, projectId),
    deliverables: of(deliverableRows, projectId),
    invoices: of(invoiceRows, projectId),
    updates: of(updates, projectId),
    notes: of(notes, projectId),
  });
}
