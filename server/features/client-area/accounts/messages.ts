/**
 * Messages between the agency and a client: stored the same way whether the
 * admin or the client writes one, and sent back in the one JSON shape both
 * the admin's client page and the client's portal read.
 */
import type { AdminClientMessage } from "#common/client-area/admin-records.ts";
import type { PortalMessage } from "#common/client-area/api.ts";
import { clientMessages } from "#server/db/schema.ts";
import type { DatabaseOrTransaction } from "#server/mail/outbox.ts";

export interface NewMessage {
  clientId: number;
  projectId?: number | null;
  subject?: string | null;
  message: string;
  fromClient: boolean;
}

/** Stores a message as unread: neither side has read what was just written to them. */
export async function storeMessage(db: DatabaseOrTransaction, input: NewMessage, now: Date) {
  const [row] = await db
    .insert(clientMessages)
    .values({
      clientId: input.clientId,
      projectId: input.projectId ?? null,
      subject: input.subject ?? null,
      message: input.message,
      fromClient: input.fromClient,
      isRead: false,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("message insert returned no row");
  return row;
}

export function messageJson(row: typeof clientMessages.$inferSelect): AdminClientMessage & PortalMessage {
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
