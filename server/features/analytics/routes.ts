import { Hono } from "hono";
import { analyticsQuerySchema } from "#common/analytics/report.ts";
import type { AppDeps } from "#server/deps.ts";
import { clientLimitKey } from "#server/http/client-address.ts";
import { validationError } from "#server/http/errors.ts";
import { readJson } from "#server/http/read-json.ts";
import { tooManyRequestsBody } from "#server/rate-limit/middleware.ts";
import { CSV_BYTE_ORDER_MARK, csvRow } from "../admin/csv.ts";
import type { AdminEnv } from "../admin-auth/require-admin.ts";
import { beaconLimitFor } from "./beacon-limit.ts";
import { newValuesCapFor } from "./new-values-cap.ts";
import { pageViewSchema, readPageView } from "./page-view.ts";
import { analyticsReport } from "./report.ts";
import { viewQueueFor } from "./view-queue.ts";
import { visitorOf } from "./visitor.ts";

/**
 * POST /api/event: the beacon of a public page's view (docs/product/analytics.md § Counting). 202 with no
 * body, counted or not: the page learns nothing, and a failure to count never shows. An address past its
 * minute's share of views gets 429 (§ Limits).
 */
export function analyticsRoutes(deps: AppDeps) {
  return new Hono().post("/", async (c) => {
    const view = await readJson(c, pageViewSchema);
    const now = deps.now();
    if (!beaconLimitFor(deps.db).allowView(clientLimitKey(c, deps.config), now, deps.config.RATE_LIMIT_FACTOR)) {
      return c.json(tooManyRequestsBody(60 - now.getUTCSeconds()), 429, {
        "Retry-After": String(60 - now.getUTCSeconds()),
      });
    }
    const page = readPageView(view, new URL(c.req.url).hostname.replace(/^www\./, ""), deps.builtPages);
    if (page) {
      try {
        const visitor = await visitorOf(deps, c, now, { create: true });
        const counted = visitor && (await newValuesCapFor(deps.db).admit(page, now));
        if (visitor && counted) viewQueueFor(deps.db, deps.logger).add({ ...counted, at: now, visitor });
      } catch (error) {
        deps.logger.warn("page view not counted", { error: (error as Error).message });
      }
    }
    return c.body(null, 202);
  });
}

/**
 * GET /api/admin/analytics?from&to[&source][&page] → the report, and …/analytics.csv → its figures per day
 * and per source, page and campaign (docs/product/analytics.md § Console page). Mounted behind requireAdmin.
 */
export function adminAnalyticsRoutes(deps: AppDeps) {
  const queryOf = (query: Record<string, string>) => {
    const parsed = analyticsQuerySchema.safeParse(query);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data;
  };
  return new Hono<AdminEnv>()
    .get("/analytics", async (c) => c.json(await analyticsReport(deps.db, queryOf(c.req.query()))))
    .get("/analytics.csv", async (c) => {
      const query = queryOf(c.req.query());
      const report = await analyticsReport(deps.db, query);
      const lines = [
        csvRow(["section", "name", "visits_or_visitors", "views", "leads", "conversion_percent"]),
        ...report.series.map((day) => csvRow(["day", day.day, day.visitors, day.views, day.leads, null])),
        ...report.sources.map((row) => csvRow(["source", row.source, row.visits, null, row.leads, row.conversion])),
        ...report.campaigns.map((row) => csvRow(["campaign", row.campaign, row.visits, null, row.leads, null])),
        ...report.entryPages.map((row) => csvRow(["entry_page", row.path, row.visits, null, row.leads, null])),
        ...report.topPages.map((row) => csvRow(["page", row.path, row.visitors, row.views, null, null])),
        ...report.tools.map((row) => csvRow(["tool", row.tool, null, row.views, row.submissions, null])),
      ];
      return c.body(CSV_BYTE_ORDER_MARK + lines.join(""), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="analytics-${query.from}-to-${query.to}.csv"`,
      });
    });
}
