/**
 * A client's documents and message thread (docs/product/client-area.md § Documents and messages). Both belong to the
 * client in the URL; a project they name must be one of that client's.
 */
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AdminClientMessage } from "#common/client-area/admin-records.ts";
import type { adminMessageSchema, documentSchema } from "#common/client-area/admin-schemas.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { clientDocuments, clientMessages } from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import { messageJson, storeMessage } from "../client-area/accounts/messages.ts";
import { clientSummary, messageOrder, requireProject } from "./clients.ts";
import { queuePortalEmail } from "./portal-emails.ts";
import { documentJson, FOREIGN_KEY_VIOLATION, pgErrorCode } from "./rows.ts";

type DocumentPayload = z.infer<typeof documentSchema>;
type MessagePayload = z.infer<typeof adminMessageSchema>;

async function checkProject(db: Database, clientId: number, projectId: number | undefined) {
  if (projectId !== undefined) await requireProject(db, projectId, clientId);
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // The client or project was deleted between the check and the write.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new HttpError(404, "Client or project not found");
    throw error;
  }
}

// ------------------------------------------------------------------ documents

const documentValues = (input: DocumentPayload) => ({
  title: input.title,
  type: input.type,
  status: input.status,
  fileUrl: input.fileUrl ?? null,
  projectId: input.projectId ?? null,
});

/** With `config`, the client is emailed about the new document in the same transaction (./portal-emails.ts). */
export async function createDocument(
  db: Database,
  clientId: number,
  input: DocumentPayload,
  now: Date,
  config?: Config,
) {
  await clientSummary(db, clientId);
  await checkProject(db, clientId, input.projectId);
  return guarded(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(clientDocuments)
        .values({ clientId, ...documentValues(input), uploadedAt: now })
        .returning();
      if (!row) throw new Error("document insert returned no row");
      if (config) await queuePortalEmail(tx, clientId, { kind: "document", title: row.title }, config);
      return documentJson(row);
    }),
  );
}

export async function updateDocument(db: Database, clientId: number, id: number, input: DocumentPayload) {
  await checkProject(db, clientId, input.projectId);
  const [row] = await db
    .update(clientDocuments)
    .set(documentValues(input))
    .where(and(eq(clientDocuments.id, id), eq(clientDocuments.clientId, clientId)))
    .returning();
  if (!row) throw new HttpError(404, "Document not found");
  return documentJson(row);
}

export async function deleteDocument(db: Database, clientId: number, id: number) {
  const deleted = await db
    .delete(clientDocuments)
    .where(and(eq(clientDocuments.id, id), eq(clientDocuments.clientId, clientId)))
    .returning({ id: clientDocuments.id });
  if (deleted.length === 0) throw new HttpError(404, "Document not found");
}

// ------------------------------------------------------------------ messages

/** The whole thread: unread messages from the client first, then newest first. */
export async function listMessages(db: Database, clientId: number): Promise<AdminClientMessage[]> {
  await clientSummary(db, clientId);
  const rows = await db
    .select()
    .from(clientMessages)
    .where(eq(clientMessages.clientId, clientId))
    .orderBy(...messageOrder);
  return rows.map(messageJson);
}

/** With `config`, the client is emailed about the new message in the same transaction (./portal-emails.ts). */
export async function sendMessage(db: Database, clientId: number, input: MessagePayload, now: Date, config?: Config) {
  await clientSummary(db, clientId);
  await checkProject(db, clientId, input.projectId);
  return guarded(() =>
    db.transaction(async (tx) => {
      const row = await storeMessage(tx, { ...input, clientId, fromClient: false }, now);
      if (config) await queuePortalEmail(tx, clientId, { kind: "message", subject: row.subject }, config);
      return messageJson(row);
    }),
  );
}

/** Marks a message from the client read; the agency's own messages are the client's to read. */
export async function markMessageRead(db: Database, clientId: number, id: number) {
  const [row] = await db
    .update(clientMessages)
    .set({ isRead: true })
    .where(and(eq(clientMessages.id, id), eq(clientMessages.clientId, clientId), eq(clientMessages.fromClient, true)))
    .returning();
  if (!row) throw new HttpError(404, "Message not found");
  return messageJson(row);
}
