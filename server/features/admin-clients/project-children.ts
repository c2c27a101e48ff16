/**
 * The rows that hang off a project (docs/product/client-area.md § Project records): milestones, deliverables,
 * invoices, project updates and notes. Each change names the project in the
 * URL and matches on (id, projectId): a row of another project is "not
 * found", never touched.
 */
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  deliverableSchema,
  invoiceSchema,
  milestoneSchema,
  projectNoteSchema,
  projectUpdateSchema,
} from "#common/client-area/admin-schemas.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import {
  deliverables,
  invoices,
  projectMilestones,
  projectNotes,
  projects,
  projectUpdates,
} from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import { requireProject } from "./clients.ts";
import { projectOwner, queuePortalEmail } from "./portal-emails.ts";
import {
  deliverableJson,
  FOREIGN_KEY_VIOLATION,
  fromCalendarDate,
  invoiceJson,
  milestoneJson,
  noteJson,
  pgErrorCode,
  UNIQUE_VIOLATION,
  updateJson,
} from "./rows.ts";

type MilestonePayload = z.infer<typeof milestoneSchema>;
type DeliverablePayload = z.infer<typeof deliverableSchema>;
type InvoicePayload = z.infer<typeof invoiceSchema>;
type UpdatePayload = z.infer<typeof projectUpdateSchema>;
type NotePayload = z.infer<typeof projectNoteSchema>;

/** Insert under a project that may be deleted meanwhile: the foreign key then says 404. */
async function underProject<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new HttpError(404, "Project not found");
    throw error;
  }
}

function found<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new HttpError(404, `${what} not found`);
  return row;
}

// ------------------------------------------------------------------ milestones

export async function createMilestone(db: Database, projectId: number, input: MilestonePayload, now: Date) {
  await requireProject(db, projectId);
  return underProject(async () => {
    const order =
      input.order ??
      sql<number>`(select coalesce(max(${projectMilestones.order}), 0) + 1 from ${projectMilestones} where ${projectMilestones.projectId} = ${projectId})`;
    const rows = await db
      .insert(projectMilestones)
      .values({
        projectId,
        title: input.title,
        description: input.description ?? null,
        status: input.status,
        dueDate: fromCalendarDate(input.dueDate),
        completedAt: input.status === "completed" ? now : null,
        order,
      })
      .returning();
    return milestoneJson(found(rows, "Milestone"));
  });
}

/** Completing a milestone stamps completedAt once; leaving "completed" clears it. */
export async function updateMilestone(db: Database, projectId: number, id: number, input: MilestonePayload, now: Date) {
  const scope = and(eq(projectMilestones.id, id), eq(projectMilestones.projectId, projectId));
  const [current] = await db.select().from(projectMilestones).where(scope);
  if (!current) throw new HttpError(404, "Milestone not found");
  const rows = await db
    .update(projectMilestones)
    .set({
      title: input.title,
      description: input.description ?? null,
      status: input.status,
      dueDate: fromCalendarDate(input.dueDate),
      completedAt: input.status === "completed" ? (current.completedAt ?? now) : null,
      order: input.order ?? current.order,
    })
    .where(scope)
    .returning();
  return milestoneJson(found(rows, "Milestone"));
}

export async function deleteMilestone(db: Database, projectId: number, id: number) {
  found(
    await db
      .delete(projectMilestones)
      .where(and(eq(projectMilestones.id, id), eq(projectMilestones.projectId, projectId)))
      .returning({ id: projectMilestones.id }),
    "Milestone",
  );
}

// ------------------------------------------------------------------ deliverables

function deliverableValues(input: DeliverablePayload) {
  return {
    title: input.title,
    description: input.description ?? null,
    fileUrl: input.fileUrl ?? null,
    fileName: input.fileName ?? null,
    fileType: input.fileType ?? null,
    isPublic: input.isPublic,
  };
}

export async function createDeliverable(db: Database, projectId: number, input: DeliverablePayload, now: Date) {
  await requireProject(db, projectId);
  return underProject(async () => {
    const rows = await db
      .insert(deliverables)
      .values({ projectId, ...deliverableValues(input), uploadedAt: now })
      .returning();
    return deliverableJson(found(rows, "Deliverable"));
  });
}

export async function updateDeliverable(db: Database, projectId: number, id: number, input: DeliverablePayload) {
  const rows = await db
    .update(deliverables)
    .set(deliverableValues(input))
    .where(and(eq(deliverables.id, id), eq(deliverables.projectId, projectId)))
    .returning();
  return deliverableJson(found(rows, "Deliverable"));
}

export async function deleteDeliverable(db: Database, projectId: number, id: number) {
  found(
    await db
      .delete(deliverables)
      .where(and(eq(deliverables.id, id), eq(deliverables.projectId, projectId)))
      .returning({ id: deliverables.id }),
    "Deliverable",
  );
}

// ------------------------------------------------------------------ invoices

/** Invoice numbers are unique across all clients (docs/product/client-area.md § Project records). */
export const duplicateInvoiceMessage = (number: string) =>
  `Invoice number ${number} is already in use. Choose another number.`;

/** A paid invoice without a payment date is dated today; a pending one has none. */
function invoiceValues(input: InvoicePayload, now: Date) {
  return {
    invoiceNumber: input.invoiceNumber,
    amount: input.amount,
    description: input.description,
    status: input.status,
    dueDate: fromCalendarDate(input.dueDate) ?? now,
    paidAt:
      input.status === "paid"
        ? (fromCalendarDate(input.paidAt) ?? fromCalendarDate(now.toISOString().slice(0, 10)))
        : null,
  };
}

async function invoiceWrite<T>(number: string, work: () => Promise<T>): Promise<T> {
  try {
    return await underProject(work);
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      const message = duplicateInvoiceMessage(number);
      throw new HttpError(409, message, { invoiceNumber: message });
    }
    throw error;
  }
}

/** With `config`, the client is emailed about the new invoice in the same transaction (./portal-emails.ts). */
export async function createInvoice(
  db: Database,
  projectId: number,
  input: InvoicePayload,
  now: Date,
  config?: Config,
) {
  await requireProject(db, projectId);
  return invoiceWrite(input.invoiceNumber, () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .insert(invoices)
        .values({ projectId, ...invoiceValues(input, now) })
        .returning();
      const invoice = found(rows, "Invoice");
      const owner = config ? await projectOwner(tx, projectId) : undefined;
      if (config && owner) {
        const news = { kind: "invoice", invoiceNumber: invoice.invoiceNumber, projectName: owner.name } as const;
        await queuePortalEmail(tx, owner.clientId, news, config);
      }
      return invoiceJson(invoice);
    }),
  );
}

export async function updateInvoice(db: Database, projectId: number, id: number, input: InvoicePayload, now: Date) {
  return invoiceWrite(input.invoiceNumber, async () => {
    const rows = await db
      .update(invoices)
      .set(invoiceValues(input, now))
      .where(and(eq(invoices.id, id), eq(invoices.projectId, projectId)))
      .returning();
    return invoiceJson(found(rows, "Invoice"));
  });
}

export async function deleteInvoice(db: Database, projectId: number, id: number) {
  found(
    await db
      .delete(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.projectId, projectId)))
      .returning({ id: invoices.id }),
    "Invoice",
  );
}

// ------------------------------------------------------------------ updates

/** An update that states a progress also moves the project's progress bar to it. */
export async function createUpdate(db: Database, projectId: number, input: UpdatePayload, now: Date) {
  await requireProject(db, projectId);
  return underProject(() =>
    db.transaction(async (tx) => {
      const rows = await tx
        .insert(projectUpdates)
        .values({
          projectId,
          title: input.title,
          message: input.message,
          updateType: input.updateType,
          progressPercentage: input.progressPercentage ?? null,
          createdBy: "admin",
          createdAt: now,
        })
        .returning();
      if (input.progressPercentage !== undefined) {
        await tx.update(projects).set({ progress: input.progressPercentage }).where(eq(projects.id, projectId));
      }
      return updateJson(found(rows, "Update"));
    }),
  );
}

export async function updateUpdate(db: Database, projectId: number, id: number, input: UpdatePayload) {
  const rows = await db
    .update(projectUpdates)
    .set({
      title: input.title,
      message: input.message,
      updateType: input.updateType,
      progressPercentage: input.progressPercentage ?? null,
    })
    .where(and(eq(projectUpdates.id, id), eq(projectUpdates.projectId, projectId)))
    .returning();
  return updateJson(found(rows, "Update"));
}

export async function deleteUpdate(db: Database, projectId: number, id: number) {
  found(
    await db
      .delete(projectUpdates)
      .where(and(eq(projectUpdates.id, id), eq(projectUpdates.projectId, projectId)))
      .returning({ id: projectUpdates.id }),
    "Update",
  );
}

// ------------------------------------------------------------------ notes

export async function createNote(db: Database, projectId: number, input: NotePayload, now: Date) {
  await requireProject(db, projectId);
  return underProject(async () => {
    const rows = await db
      .insert(projectNotes)
      .values({ projectId, authorType: "admin", content: input.content, isInternal: input.isInternal, createdAt: now })
      .returning();
    return noteJson(found(rows, "Note"));
  });
}

export async function updateNote(db: Database, projectId: number, id: number, input: NotePayload) {
  const rows = await db
    .update(projectNotes)
    .set({ content: input.content, isInternal: input.isInternal })
    .where(and(eq(projectNotes.id, id), eq(projectNotes.projectId, projectId)))
    .returning();
  return noteJson(found(rows, "Note"));
}

export async function deleteNote(db: Database, projectId: number, id: number) {
  found(
    await db
      .delete(projectNotes)
      .where(and(eq(projectNotes.id, id), eq(projectNotes.projectId, projectId)))
      .returning({ id: projectNotes.id }),
    "Note",
  );
}
