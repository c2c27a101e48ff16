import { apiRequest } from "#app/lib/api-request";
import type { MoodBoard } from "#common/mood-board/board";
import type { MoodBoardInput } from "#common/mood-board/schema";

/**
 * POST /api/mood-board with credentials (docs/product/mood-board.md § API); a non-OK response
 * throws the shared helper's ApiError, with the server's field messages when it sent some (400).
 */
export async function requestMoodBoard(input: MoodBoardInput): Promise<MoodBoard> {
  const body = await apiRequest<{ moodBoard: MoodBoard }>("/api/mood-board", "POST", input);
  return body.moodBoard;
}
