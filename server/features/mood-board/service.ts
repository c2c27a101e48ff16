/**
 * Mood boards: generate from the brief, store the brief with the board
 * (status draft, spec 001 §4) and answer the read-only shared page.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  generatedBoardSchema,
  type MoodBoard,
  SHARE_ID_PATTERN,
  SHARE_PATH_PREFIX,
} from "../../../common/mood-board/board.ts";
import type { MoodBoardBrief } from "../../../common/mood-board/schema.ts";
import type { AppDeps } from "../../app.ts";
import { moodBoards } from "../../db/schema.ts";
import { generateMoodBoard } from "./generator/index.ts";

/** 18 random bytes → 24 URL-safe characters (144 bits): not guessable, short enough to share. */
export const newShareId = () => randomBytes(18).toString("base64url");

type MoodBoardRow = typeof moodBoards.$inferSelect;

/** The public view of a stored board: never the client's email or the row id. */
function toMoodBoard(row: MoodBoardRow): MoodBoard {
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

export async function createMoodBoard(deps: Pick<AppDeps, "db" | "now">, brief: MoodBoardBrief): Promise<MoodBoard> {
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
  return toMoodBoard(row);
}

export async function findSharedMoodBoard(deps: Pick<AppDeps, "db">, shareId: string): Promise<MoodBoard | null> {
  if (!SHARE_ID_PATTERN.test(shareId)) return null;
  const [row] = await deps.db.select().from(moodBoards).where(eq(moodBoards.shareId, shareId)).limit(1);
  return row ? toMoodBoard(row) : null;
}

/**
 * Share with Team: the visitor handed the board's link on, so the admin sees
 * it as shared (spec 001 §4 leaves the values after draft open; MOOD_BOARD_STATUSES).
 * False for an unknown id. Idempotent.
 */
export async function markMoodBoardShared(deps: Pick<AppDeps, "db">, shareId: string): Promise<boolean> {
  if (!SHARE_ID_PATTERN.test(shareId)) return false;
  const rows = await deps.db
    .update(moodBoards)
    .set({ status: "shared" })
    .where(eq(moodBoards.shareId, shareId))
    .returning({ id: moodBoards.id });
  return rows.length > 0;
}
