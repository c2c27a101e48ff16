/**
 * Projects of a client (docs/product/client-area.md § Projects): create, edit, change status (every
 * change recorded in project_status_history with its notes, old → new),
 * progress 0–100, delete (the foreign keys cascade to milestones,
 * deliverables, invoices, notes, updates, history, and (docs/product/client-area.md § Deleting) the
 * project's documents and messages).
 */
import { eq } from "drizzle-orm";
import type { AdminProject } from "#common/client-area/admin-records.ts";
import type { ProjectPayload, StatusChangePayload } from "#common/client-area/admin-schemas.ts";
import type { Database } from "#server/db/client.ts";
import { projectStatusHistory, projects } from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import type { Transaction } from "#server/mail/outbox.ts";
import { requireProject } from "./clients.ts";
import { FOREIGN_KEY_VIOLATION, fromCalendarDate, pgErrorCode, projectJson } from "./rows.ts";

const projectNotFound = () => new HttpError(404, "Project not found");

function projectValues(input: ProjectPayload) {
  return {
    name: input.name,
    description: input.description ?? null,
    packageType: input.packageType,
    totalAmount: input.totalAmount,
    status: input.status,
    expectedCompletion: fromCalendarDate(input.expectedCompletion),
    actualCompletion: fromCalendarDate(input.actualCompletion),
  };
}

async function recordStatus(
  tx: Transaction,
  projectId: number,
  oldStatus: string | null,
  newStatus: string,
  notes: string | null,
  now: Date,
) {
  await tx
    .insert(projectStatusHistory)
    .values({ projectId, oldStatus, newStatus, notes, changedAt: now, changedBy: "admin" });
}

export async function createProject(
  db: Database,
  clientId: number,
  input: ProjectPayload,
  now: Date,
): Promise<AdminProject> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({
          clientId,
          ...projectValues(input),
          startDate: fromCalendarDate(input.startDate) ?? now,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error("project insert returned no row");
      // The history starts with the first status, so the timeline shows when the project began.
      await recordStatus(tx, row.id, null, row.status, "Project created", now);
      return projectJson(row);
    });
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new HttpError(404, "Client not found");
    throw error;
  }
}

/** Locks the project row for a change that depends on its current state. */
async function lockProject(tx: Transaction, projectId: number) {
  const [current] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("update");
  if (!current) throw projectNotFound();
  return current;
}

/** The whole project form again; a changed status is recorded like a status change. */
export async function updateProject(db: Database, projectId: number, input: ProjectPayload, now: Date) {
  return db.transaction(async (tx) => {
    const current = await lockProject(tx, projectId);
    const [row] = await tx
      .update(projects)
      .set({ ...projectValues(input), startDate: fromCalendarDate(input.startDate) ?? current.startDate })
      .where(eq(projects.id, projectId))
      .returning();
    if (!row) throw projectNotFound();
    if (current.status !== row.status) await recordStatus(tx, projectId, current.status, row.status, null, now);
    return projectJson(row);
  });
}

/**
 * Status change (docs/product/client-area.md § Projects): the new status and optional notes, recorded
 * with the status it replaced (row locked, so concurrent changes each record
 * the status they really replaced). Completing sets the actual completion
 * date when none is set.
 */
export async function changeProjectStatus(db: Database, projectId: number, input: StatusChangePayload, now: Date) {
  return db.transaction(async (tx) => {
    const current = await lockProject(tx, projectId);
    const [row] = await tx
      .update(projects)
      .set({
        status: input.status,
        actualCompletion: input.status === "completed" ? (current.actualCompletion ?? now) : current.actualCompletion,
      })
      .where(eq(projects.id, projectId))
      .returning();
    if (!row) throw projectNotFound();
    await recordStatus(tx, projectId, current.status, input.status, input.notes ?? null, now);
    return projectJson(row);
  });
}

export async function setProjectProgress(db: Database, projectId: number, progress: number) {
  const [row] = await db.update(projects).set({ progress }).where(eq(projects.id, projectId)).returning();
  if (!row) throw projectNotFound();
  return projectJson(row);
}

export async function deleteProject(db: Database, projectId: number): Promise<void> {
  const deleted = await db.delete(projects).where(eq(projects.id, projectId)).returning({ id: projects.id });
  if (deleted.length === 0) throw projectNotFound();
}

export { requireProject };
