import { Hono } from "hono";
import { moodBoardRequestSchema } from "#common/mood-board/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { recordAttribution } from "#server/features/analytics/attribution.ts";
import { HttpError } from "#server/http/errors.ts";
import { readJson } from "#server/http/read-json.ts";
import { rateLimitByAddress } from "#server/rate-limit/middleware.ts";
import { createMoodBoard, findSharedMoodBoard, markMoodBoardShared } from "./service.ts";

/**
 * POST /api/mood-board → 201 {moodBoard}, rate-limited per address like every
 * public write; POST /api/mood-board/shared/:shareId/share → 204 when the
 * visitor shares it, which publishes the board; GET
 * /api/mood-board/shared/:shareId → {moodBoard} for the read-only shared page
 * once shared, 404 for an unknown id or a board not shared yet.
 */
const NOT_FOUND = "This mood board does not exist or has not been shared.";

export function moodBoardRoutes(deps: AppDeps) {
  return new Hono()
    .post("/", rateLimitByAddress(deps, "mood-board"), async (c) => {
      const brief = await readJson(c, moodBoardRequestSchema);
      const { moodBoard, id } = await createMoodBoard(deps, brief);
      await recordAttribution(deps, c, "mood-board", id);
      return c.json({ moodBoard }, 201);
    })
    .get("/shared/:shareId", async (c) => {
      const moodBoard = await findSharedMoodBoard(deps, c.req.param("shareId"));
      if (!moodBoard) throw new HttpError(404, NOT_FOUND);
      return c.json({ moodBoard });
    })
    .post("/shared/:shareId/share", rateLimitByAddress(deps, "mood-board-share"), async (c) => {
      if (!(await markMoodBoardShared(deps, c.req.param("shareId")))) throw new HttpError(404, NOT_FOUND);
      return c.body(null, 204);
    });
}
