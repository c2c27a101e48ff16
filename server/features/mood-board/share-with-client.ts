/**
 * The console's side of a board (docs/product/admin-console.md § Mood board card): VIEW BOARD reads it
 * whatever its status; SHARE WITH CLIENT publishes its read-only page (a draft becomes shared, on the
 * lead's timeline) and mails its link to the address the admin gives, through the outbox in the same
 * transaction. A board without a client address takes the one it was shared with.
 */
import { eq } from "drizzle-orm";
import { type MoodBoard, SHARE_PATH_PREFIX } from "#common/mood-board/board.ts";
import type { BoardShared } from "#common/mood-board/share-with-client.ts";
import { moodBoards, statusChanges } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import type { SignedInAdmin } from "#server/features/admin-auth/sessions.ts";
import { HttpError } from "#server/http/errors.ts";
import { queueEmails } from "#server/mail/outbox.ts";
import { visitorReplyTo } from "#server/mail/reply-to.ts";
import { newShareId, SHARED_STATUS, toMoodBoard } from "./service.ts";
import { boardShareEmail } from "./share-email.ts";

export const BOARD_NOT_FOUND = "This mood board does not exist";

/** The board and its client's address (the public view never carries the address). */
export async function boardForConsole(
  deps: Pick<AppDeps, "db">,
  id: number,
): Promise<{ moodBoard: MoodBoard; clientEmail: string | null }> {
  const [row] = await deps.db.select().from(moodBoards).where(eq(moodBoards.id, id));
  if (!row) throw new HttpError(404, BOARD_NOT_FOUND);
  return { moodBoard: toMoodBoard(row), clientEmail: row.clientEmail };
}

export async function shareBoardWithClient(
  deps: Pick<AppDeps, "db" | "config">,
  id: number,
  email: string,
  admin: SignedInAdmin,
  now: Date,
): Promise<BoardShared> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(moodBoards).where(eq(moodBoards.id, id)).for("update");
    if (!row) throw new HttpError(404, BOARD_NOT_FOUND);
    // Boards have had a share id since they were first stored; one without gets it now.
    const shareId = row.shareId ?? newShareId();
    await tx
      .update(moodBoards)
      .set({ status: SHARED_STATUS, shareId, clientEmail: row.clientEmail ?? email })
      .where(eq(moodBoards.id, id));
    if (row.status !== SHARED_STATUS) {
      await tx.insert(statusChanges).values({
        entity: "mood-board",
        entityId: id,
        oldStatus: row.status,
        newStatus: SHARED_STATUS,
        changedBy: admin.username,
        changedAt: now,
      });
    }
    const boardUrl = `${deps.config.siteUrl}${SHARE_PATH_PREFIX}${shareId}`;
    await queueEmails(tx, [boardShareEmail(row, { to: email, boardUrl, replyTo: visitorReplyTo(deps.config) })]);
    return { sentTo: email, boardUrl };
  });
}
