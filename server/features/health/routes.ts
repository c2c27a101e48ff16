import { Hono } from "hono";
import type { AppDeps } from "../../app.ts";
import { outboxState } from "../../mail/outbox-state.ts";

/**
 * GET /api/health: 200 with the database and email-outbox state after a real
 * query, 503 when the database does not answer. A load balancer needs only
 * the status; the outbox figures are for the people who run the site.
 */
export function healthRoutes(deps: AppDeps) {
  return new Hono().get("/", async (c) => {
    try {
      const outbox = await outboxState(deps.db);
      return c.json({ status: "ok", database: "ok", outbox });
    } catch (error) {
      deps.logger.warn("health check: database unavailable", { error: (error as Error).message });
      return c.json({ status: "error", database: "unavailable" }, 503);
    }
  });
}
