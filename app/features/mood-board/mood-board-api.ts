import type { MoodBoard } from "../../../common/mood-board/board";
import type { MoodBoardInput } from "../../../common/mood-board/schema";
import { requestHeaders } from "../../lib/api-request";

/** A failed generation, with the server's field messages when it sent some (400). */
export class MoodBoardRequestError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

function fieldsOf(text: string): Record<string, string> {
  try {
    const parsed = JSON.parse(text) as { fields?: Record<string, string> };
    return parsed.fields && typeof parsed.fields === "object" ? parsed.fields : {};
  } catch {
    return {};
  }
}

/**
 * POST /api/mood-board with credentials (spec 001 §7); a non-OK response
 * throws "Failed to generate mood board: " plus the response text.
 */
export async function requestMoodBoard(input: MoodBoardInput): Promise<MoodBoard> {
  const response = await fetch("/api/mood-board", {
    method: "POST",
    headers: requestHeaders(true),
    credentials: "include",
    body: JSON.stringify(input),
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new MoodBoardRequestError(`Failed to generate mood board: ${text}`, fieldsOf(text));
  }
  const body = (await response.json()) as { moodBoard: MoodBoard };
  return body.moodBoard;
}
