import { Hono } from "hono";
import type { AppDeps } from "#server/deps.ts";
import { outboxState } from "#server/mail/outbox-state.ts";

/**
 * GET /api/health (docs/product/operations.md § Health): 200 with the database and email-outbox
 * state after a real query, 503 when the database does not answer. A load balancer needs only the
 * status code; the body is for the people who run the site. "degraded" (still 200: the site serves
 * pages and stores leads) when the oldest pending email has waited longer than
 * MAIL_DEGRADED_AFTER_MINUTES, which is what a dead or refusing mail server looks like; `reasons`
 * names it, and `mail` gives the figures. One query over the partial index email_outbox_unsent_idx.
 */
export function healthRoutes(deps: AppDeps) {
  return new Hono().get("/", async (c) => {
    try {
      const outbox = await outboxState(deps.db, deps.now());
      const mail = {
        pending: outbox.pending,
        oldestPendingMinutes: Math.floor(outbox.oldestPendingSeconds / 60),
        failed: outbox.failed,
        degradedAfterMinutes: deps.config.MAIL_DEGRADED_AFTER_MINUTES,
      };
      const mailDelayed = outbox.pending > 0 && outbox.oldestPendingSeconds > mail.degradedAfterMinutes * 60;
      return c.json({
        status: mailDelayed ? "degraded" : "ok",
        ...(mailDelayed
          ? {
              reasons: [
                `mail: the oldest pending email has waited ${mail.oldestPendingMinutes} minutes, longer than MAIL_DEGRADED_AFTER_MINUTES (${mail.degradedAfterMinutes})`,
              ],
            }
          : {}),
        database: "ok",
        mail,
        outbox,
      });
    } catch (error) {
      deps.logger.warn("health check: database unavailable", { error: (error as Error).message });
      return c.json({ status: "error", database: "unavailable" }, 503);
    }
  });
}
