/**
 * How long counting is kept (docs/product/analytics.md § Retention): each closed day's views are summed into
 * analytics_daily (views, visitors, visits begun, per page, source and campaign), the raw views go after 30
 * days and the daily totals after two years. How views are summed: ./visits.ts.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { viewQueueFor } from "./view-queue.ts";
import { dayOf } from "./visitor.ts";
import { summedViews, viewsNotSummed } from "./visits.ts";

export const RAW_VIEWS_KEPT_DAYS = 30;
export const DAILY_TOTALS_KEPT_DAYS = 2 * 365;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Sums every closed day not summed yet (within the raw views' 30 days), then deletes what is past its time. */
export async function rollUpAndSweep(db: Database, now: Date): Promise<{ days: number; deleted: number }> {
  const today = dayOf(now);
  const summed = await db.execute<{ day: string }>(sql`
    insert into analytics_daily (day, path, source, campaign, views, visitors, entries)
    ${summedViews(viewsNotSummed(sql`'-infinity'::date`, sql`${today}::date`))}
    on conflict do nothing
    returning day`);
  const deletedViews = await db.execute(sql`
    delete from analytics_events where at < ${today}::date - ${RAW_VIEWS_KEPT_DAYS}::int`);
  await db.execute(sql`delete from analytics_daily where day < ${today}::date - ${DAILY_TOTALS_KEPT_DAYS}::int`);
  return { days: new Set(summed.rows.map((row) => String(row.day))).size, deleted: deletedViews.rowCount ?? 0 };
}

/** Sums and sweeps at start and every hour; a failure is logged and tried again. Stopping writes what waits. */
export function startAnalyticsRetention(deps: { db: Database; logger: Logger }): { stop(): Promise<void> } {
  const sweep = () =>
    rollUpAndSweep(deps.db, new Date()).then(
      (result) => {
        if (result.days > 0 || result.deleted > 0) deps.logger.info("analytics summed and swept", result);
      },
      (error: Error) => deps.logger.warn("analytics sweep failed", { error: error.message }),
    );
  void sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await viewQueueFor(deps.db, deps.logger).flush();
    },
  };
}
