/**
 * One rule for summing raw views by day (docs/product/analytics.md § Retention), used by the hourly sweep
 * that stores the sums and by the report for the days not summed yet: a visit is a visitor's views of one UTC
 * day; its source (utm_source, else the referring host, else '' for direct) and campaign are those of its first
 * view. Gives day, path, source, campaign, views, visitors and entries (visits begun on the page).
 */
import { type SQL, sql } from "drizzle-orm";

/** The views `where` selects (a condition on analytics_events' `at`), summed per day, page, source and campaign. */
export function summedViews(where: SQL): SQL {
  return sql`
    select day, path, source, campaign, count(*)::int as views, count(distinct visitor)::int as visitors,
      (count(*) filter (where first))::int as entries
    from (
      select (at at time zone 'UTC')::date as day, path, visitor,
        row_number() over visit = 1 as first,
        coalesce(first_value(coalesce(utm_source, referrer_host)) over visit, '') as source,
        coalesce(first_value(utm_campaign) over visit, '') as campaign
      from analytics_events
      where ${where}
      window visit as (partition by visitor, (at at time zone 'UTC')::date order by at, id)
    ) views
    group by day, path, source, campaign`;
}

/** Views from `from` until before `until` (dates or times) of the days analytics_daily holds no sum for. */
export const viewsNotSummed = (from: SQL, until: SQL) =>
  sql`at >= ${from} and at < ${until} and (at at time zone 'UTC')::date not in
    (select distinct day from analytics_daily where day >= (${from})::date and day < (${until})::date)`;
