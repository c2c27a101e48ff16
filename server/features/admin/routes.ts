import { Hono } from "hono";
import { ADMIN_LISTS, NEXT_CURSOR_HEADER, STATUS_ENTITIES, type StatusEntity } from "#common/admin/statuses.ts";
import { formatIsoDate, zonedDate } from "#common/time/zoned.ts";
import type { AppDeps } from "#server/deps.ts";
import { validationError } from "#server/http/errors.ts";
import { readJson } from "#server/http/read-json.ts";
import type { AdminEnv } from "../admin-auth/require-admin.ts";
import { CSV_BYTE_ORDER_MARK, CSV_TIME_ZONE, csvRow } from "./csv.ts";
import { LIST_SPECS } from "./lists.ts";
import { changePriority, priorityBodySchema } from "./priority.ts";
import { rescheduleBodySchema, rescheduleConsultation } from "./reschedule.ts";
import { adminStats, allRows, changeStatus, listPage, listQuerySchema, parseId, statusBodySchema } from "./service.ts";

function parseListQuery(query: Record<string, string>) {
  const parsed = listQuerySchema.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * The admin data API (docs/product/admin-console.md § Lists, § CSV export, § Status body), mounted behind requireAdmin:
 * GET /<list>, GET /<list>.csv, GET /stats, PATCH /<entity>/:id/status,
 * PATCH /submission/:id/priority, PATCH /consultation/:id/schedule.
 */
export function adminDataRoutes(deps: AppDeps) {
  const router = new Hono<AdminEnv>();

  router.get("/stats", async (c) => c.json(await adminStats(deps.db)));

  for (const name of ADMIN_LISTS) {
    const spec = LIST_SPECS[name];

    router.get(`/${name}`, async (c) => {
      const { items, nextCursor } = await listPage(deps.db, spec, parseListQuery(c.req.query()));
      // The body stays the spec's plain array; the next page's cursor travels in a header.
      if (nextCursor) c.header(NEXT_CURSOR_HEADER, nextCursor);
      return c.json(items);
    });

    router.get(`/${name}.csv`, async (c) => {
      const { limit: _ignored, ...query } = parseListQuery(c.req.query());
      const rows = allRows(deps.db, spec, query);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(CSV_BYTE_ORDER_MARK + csvRow(spec.csv.map(([header]) => header))));
        },
        async pull(controller) {
          try {
            const next = await rows.next();
            if (next.done) {
              controller.close();
              return;
            }
            controller.enqueue(
              encoder.encode(next.value.map((row) => csvRow(spec.csv.map(([, value]) => value(row)))).join("")),
            );
          } catch (error) {
            deps.logger.error("CSV export failed", { list: name, error: (error as Error).message });
            controller.error(error);
          }
        },
        async cancel() {
          await rows.return(undefined);
        },
      });
      // The agency's date, as the time columns (./csv.ts).
      const date = formatIsoDate(zonedDate(deps.now(), CSV_TIME_ZONE));
      return c.body(body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
      });
    });
  }

  for (const entity of Object.keys(STATUS_ENTITIES) as StatusEntity[]) {
    router.patch(`/${entity}/:id/status`, async (c) => {
      const id = parseId(c.req.param("id"));
      const { status } = await readJson(c, statusBodySchema);
      return c.json(
        await changeStatus(deps.db, entity, id, status, deps.now(), c.get("admin"), { config: deps.config }),
      );
    });
  }

  router.patch("/submission/:id/priority", async (c) => {
    const id = parseId(c.req.param("id"));
    const { priority } = await readJson(c, priorityBodySchema);
    return c.json(await changePriority(deps.db, id, priority, c.get("admin"), deps.now()));
  });

  router.patch("/consultation/:id/schedule", async (c) => {
    const id = parseId(c.req.param("id"));
    const body = await readJson(c, rescheduleBodySchema);
    return c.json(await rescheduleConsultation(deps.db, id, body, c.get("admin"), deps.now(), deps.config));
  });

  return router;
}
