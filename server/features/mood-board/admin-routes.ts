import { Hono } from "hono";
import { shareBoardSchema } from "#common/mood-board/share-with-client.ts";
import type { AppDeps } from "#server/deps.ts";
import { pathId } from "#server/http/path-id.ts";
import { readJson } from "#server/http/read-json.ts";
import type { AdminEnv } from "../admin-auth/require-admin.ts";
import { BOARD_NOT_FOUND, boardForConsole, shareBoardWithClient } from "./share-with-client.ts";

const boardId = (text: string) => pathId(text, BOARD_NOT_FOUND);

/**
 * VIEW BOARD and SHARE WITH CLIENT in the console (docs/product/admin-console.md § Mood board card),
 * behind requireAdmin: GET /mood-boards/:id/board → {moodBoard, clientEmail}, draft or shared; POST
 * /mood-boards/:id/share {email} → {sentTo, boardUrl}; 404 for an unknown board.
 */
export function adminMoodBoardRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get("/mood-boards/:id/board", async (c) => c.json(await boardForConsole(deps, boardId(c.req.param("id")))))
    .post("/mood-boards/:id/share", async (c) => {
      const id = boardId(c.req.param("id"));
      const { email } = await readJson(c, shareBoardSchema);
      return c.json(await shareBoardWithClient(deps, id, email, c.get("admin"), deps.now()));
    });
}
