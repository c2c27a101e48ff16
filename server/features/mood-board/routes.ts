import { Hono } from "hono";
import { moodBoardRequestSchema } from "../../../common/mood-board/schema.ts";
import type { AppDeps } from "../../app.ts";
import { HttpError } from "../../http/errors.ts";
import { readJson } from "../../http/read-json.ts";
import { rateLimitByAddress } from "../../rate-limit/middleware.ts";
import { createMoodBoard, findSharedMoodBoard, markMoodBoardShared } from "./service.ts";

/**
 * POST /api/mood-board → 201 {moodBoard} (spec 001 §3, §7), rate-limited per
 * address like every public write; GET /api/mood-board/shared/:shareId →
 * {moodBoard} for the read-only shared page, 404 for an unknown id; POST
 * /api/mood-board/shared/:shareId/share → 204 when the visitor shares it.
 */
const NOT_FOUND = "This mood board does not exist or is no longer shared.";

export function moodBoardRoutes(deps: AppDeps) {
  return new Hono()
    .post("/", rateLimitByAddress(deps, "mood-board"), async (c) => {
      const brief = await readJson(c, moodBoardRequestSchema);
      const moodBoard = await createMoodBoard(deps, brief);
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
