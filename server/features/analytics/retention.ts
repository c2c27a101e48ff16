/**
 * How long counting is kept (docs/product/analytics.md § Retention): each closed day's views are summed into
 * analytics_daily (views, visitors, visits begun, per page, source and campaign), the raw views go after 30
 * days and the daily totals after two years. A visit is a visitor's views of one day (the visitor hash changes
 * every day); its source and campaign are those its first view came with.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { viewQueueFor } from "./view-queue.ts";
import { dayOf } from "./visitor.ts";

export const RAW_VIEWS_KEPT_DAYS = 30;
export const DAILY_TOTALS_KEPT_DAYS = 2 * 365;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Sums every closed day not summed yet (within the raw views' 30 days), then deletes what is past its time. */
export async function rollUpAndSweep(db: Database, now: Date): Promise<{ days: number; deleted: number }> {
  const today = dayOf(now);
  const summed = await db.execute<{ day: string }>(sql`
    insert into analytics_daily (day, path, source, campaign, views, visitors, entries)
    select day, path, source, campaign, count(*)::int, count(distinct visitor)::int, count(*) filter (where first)::int
    from (
      select (at at time zone 'UTC')::date as day, path, visitor,
        row_number() over visit = 1 as first,
        coalesce(first_value(coalesce(utm_source, referrer_host)) over visit, '') as source,
        coalesce(first_value(utm_campaign) over visit, '') as campaign
      from analytics_events
      where at < ${today}::date
        and (at at time zone 'UTC')::date not in (select distinct day from analytics_daily)
      window visit as (partition by visitor, (at at time zone 'UTC')::date order by at, id)
    ) views
    group by day, path, source, campaign
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
