import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppDeps } from "../../app.ts";

/** GET /api/health: 200 after a real query, 503 when the database does not answer. */
export function healthRoutes(deps: AppDeps) {
  return new Hono().get("/", async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: "ok", database: "ok" });
    } catch (error) {
      deps.logger.warn("health check: database unavailable", { error: (error as Error).message });
      return c.json({ status: "error", database: "unavailable" }, 503);
    }
  });
}
