/** The mood-board brief's checks, fetched on first use (see app/lib/lazy-module.ts): the API's own schema. */
import "#app/lib/zod-in-browser";

export { moodBoardRequestSchema } from "#common/mood-board/schema";
