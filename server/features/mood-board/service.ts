/**
 * Mood boards: generate from the brief, store the brief with the board
 * (status draft) and answer the read-only shared page once it is shared.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { MOOD_BOARD_STATUSES } from "#common/admin/statuses.ts";
import { generatedBoardSchema, type MoodBoard, SHARE_ID_PATTERN, SHARE_PATH_PREFIX } from "#common/mood-board/board.ts";
import type { MoodBoardBrief } from "#common/mood-board/schema.ts";
import { moodBoards } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { generateMoodBoard } from "./generator/index.ts";

/** 18 random bytes → 24 URL-safe characters (144 bits): not guessable, short enough to share. */
export const newShareId = () => randomBytes(18).toString("base64url");

type MoodBoardRow = typeof moodBoards.$inferSelect;

/** The status that publishes a board's link; a new board is a draft. */
export const SHARED_STATUS = "shared" satisfies (typeof MOOD_BOARD_STATUSES)[number];

/** The public view of a stored board: never the client's email or the row id. */
export function toMoodBoard(row: MoodBoardRow): MoodBoard {
  const shareId = row.shareId ?? "";
  return {
    shareId,
    shareUrl: `${SHARE_PATH_PREFIX}${shareId}`,
    projectName: row.projectName,
    projectType: row.projectType,
    targetAudience: row.targetAudience,
    businessGoals: row.businessGoals,
    brandPersonality: row.brandPersonality,
    colorPreferences: row.colorPreferences,
    stylePreferences: row.stylePreferences,
    inspirationDescription: row.inspirationDescription,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    generatedBoard: generatedBoardSchema.parse(row.generatedBoard),
  };
}

/** The stored board and its row id (the id stays on the server: attribution keys the lead by it). */
export async function createMoodBoard(
  deps: Pick<AppDeps, "db" | "now">,
  brief: MoodBoardBrief,
): Promise<{ moodBoard: MoodBoard; id: number }> {
  const generatedBoard = generateMoodBoard(brief);
  const [row] = await deps.db
    .insert(moodBoards)
    .values({
      projectName: brief.projectName,
      projectType: brief.projectType,
      targetAudience: brief.targetAudience,
      businessGoals: brief.businessGoals,
      brandPersonality: brief.brandPersonality,
      colorPreferences: brief.colorPreferences,
      stylePreferences: brief.stylePreferences,
      inspirationDescription: brief.inspirationDescription ?? null,
      generatedBoard,
      clientEmail: brief.clientEmail ?? null,
      shareId: newShareId(),
      createdAt: deps.now(),
    })
    .returning();
  if (!row) throw new Error("The mood board was not stored");
  return { moodBoard: toMoodBoard(row), id: row.id };
}

/**
 * The board behind a public link, only once the visitor has pressed Share with
 * Team: a board that was only generated is not published, so its link answers
 * like an unknown one.
 */
export async function findSharedMoodBoard(deps: Pick<AppDeps, "db">, shareId: string): Promise<MoodBoard | null> {
  if (!SHARE_ID_PATTERN.test(shareId)) return null;
  const [row] = await deps.db
    .select()
    .from(moodBoards)
    .where(and(eq(moodBoards.shareId, shareId), eq(moodBoards.status, SHARED_STATUS)))
    .limit(1);
  return row ? toMoodBoard(row) : null;
}

/**
 * Share with Team: the visitor hands the board's link on, which publishes it:
 * from now on the link opens the read-only page, and the admin sees the board
 * as shared. False for an unknown id. Idempotent.
 */
export async function markMoodBoardShared(deps: Pick<AppDeps, "db">, shareId: string): Promise<boolean> {
  if (!SHARE_ID_PATTERN.test(shareId)) return false;
  const rows = await deps.db
    .update(moodBoards)
    .set({ status: SHARED_STATUS })
    .where(eq(moodBoards.shareId, shareId))
    .returning({ id: moodBoards.id });
  return rows.length > 0;
}
