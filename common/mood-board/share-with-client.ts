/** SHARE WITH CLIENT in the console (docs/product/admin-console.md § Mood board card). */
import { z } from "zod";
import { emailAddress } from "../forms/booking-fields";

/** POST /api/admin/mood-boards/:id/share */
export const shareBoardSchema = z.object({ email: emailAddress() });

/** → 200 */
export interface BoardShared {
  sentTo: string;
  /** The board's read-only page, which the mail links to. */
  boardUrl: string;
}

/** VIEW BOARD: the board in the console, whatever its status. */
export const moodBoardConsolePath = (id: number | string) => `/admin/mood-boards/${id}`;
