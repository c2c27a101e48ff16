import { Hono } from "hono";
import type { AppDeps } from "#server/deps.ts";
import { clientLimitKey } from "#server/http/client-address.ts";
import { readJson } from "#server/http/read-json.ts";
import { notCountedBecause } from "./not-counted.ts";
import { pageViewSchema, readPageView } from "./page-view.ts";
import { viewQueueFor } from "./view-queue.ts";
import { daySalt, visitorHash } from "./visitor.ts";

/**
 * POST /api/event: the beacon of a public page's view (docs/product/analytics.md § Counting). Always 202 with
 * no body, counted or not: the page learns nothing, and a failure to count never shows.
 */
export function analyticsRoutes(deps: AppDeps) {
  return new Hono().post("/", async (c) => {
    const view = await readJson(c, pageViewSchema);
    const userAgent = c.req.header("user-agent") ?? "";
    const skip = notCountedBecause({ userAgent, secGpc: c.req.header("sec-gpc") });
    const page = skip ? undefined : readPageView(view, new URL(c.req.url).hostname.replace(/^www\./, ""));
    if (page) {
      try {
        const now = deps.now();
        const salt = await daySalt(deps.db, now);
        if (salt) {
          const visitor = visitorHash(salt, clientLimitKey(c, deps.config), userAgent);
          viewQueueFor(deps.db, deps.logger).add({ ...page, at: now, visitor });
        }
      } catch (error) {
        deps.logger.warn("page view not counted", { error: (error as Error).message });
      }
    }
    return c.body(null, 202);
  });
}
