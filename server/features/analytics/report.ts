/**
 * The console's analytics report (docs/product/analytics.md § Console page): visitors, views, leads and
 * conversion over a range of days, per day, page, entry page, source, campaign and lead tool. Closed days come
 * from analytics_daily; days not summed yet (today, or a day the hourly sweep has not reached) are summed from
 * the raw views by the same rule (./visits.ts). Leads are every lead stored in the range that is not marked as
 * spam, with where its visit began from lead_attributions; conversion counts only the leads that came with a
 * tracked visit.
 */
import { sql } from "drizzle-orm";
import { type AnalyticsQuery, type AnalyticsReport, DIRECT, FILTER_OPTIONS } from "#common/analytics/report.ts";
import type { Database } from "#server/db/client.ts";
import { summedViews, viewsNotSummed } from "./visits.ts";

type DayRow = {
  day: string;
  path: string;
  source: string;
  campaign: string;
  views: number;
  visitors: number;
  entries: number;
};

type LeadRow = {
  kind: string;
  day: string;
  entryPage: string | null;
  source: string | null;
  campaign: string | null;
  pricingSource: string | null;
};

/** The lead tools, the page each is on, and which leads are its submissions. */
const TOOLS: Array<{ tool: string; path: string; counts: (lead: LeadRow) => boolean }> = [
  { tool: "Contact form", path: "/contact", counts: (lead) => lead.kind === "contact" },
  { tool: "Package customizer", path: "/customize-package", counts: (lead) => lead.pricingSource === "customizer" },
  { tool: "Quote builder", path: "/custom-quote", counts: (lead) => lead.pricingSource === "quote" },
  { tool: "Slot reservation", path: "/reserve-slot", counts: (lead) => lead.kind === "reservation" },
  { tool: "Consultation booking", path: "/book-consultation", counts: (lead) => lead.kind === "consultation" },
  { tool: "Client intake", path: "/client-intake", counts: (lead) => lead.kind === "intake" },
  { tool: "Website audit", path: "/tools", counts: (lead) => lead.kind === "audit" },
  { tool: "Mood board", path: "/mood-board", counts: (lead) => lead.kind === "mood-board" },
  { tool: "Chat assistant", path: "", counts: (lead) => lead.kind === "chat" },
];

async function dayRows(db: Database, from: string, to: string): Promise<DayRow[]> {
  const result = await db.execute<DayRow>(sql`
    with live as (${summedViews(viewsNotSummed(sql`${from}::date`, sql`${to}::date + 1`))})
    select to_char(day, 'YYYY-MM-DD') as day, path, source, campaign, views, visitors, entries
    from analytics_daily where day between ${from}::date and ${to}::date
    union all
    select to_char(day, 'YYYY-MM-DD'), path, source, campaign, views, visitors, entries from live`);
  return result.rows;
}

async function leadRows(db: Database, from: string, to: string): Promise<LeadRow[]> {
  const range = sql`created_at >= ${from}::date and created_at < ${to}::date + 1`;
  const result = await db.execute<LeadRow>(sql`
    select l.kind, to_char((l.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
      la.entry_page as "entryPage",
      coalesce(la.utm_source, la.referrer_host, case when la.entry_page is not null then ${DIRECT} end) as source,
      la.utm_campaign as campaign, l.pricing_source as "pricingSource"
    from (
      select case source when 'chat' then 'chat' when 'audit' then 'audit' else 'contact' end as kind,
        'submission' as attribution_kind, id, created_at, context ->> 'pricingSource' as pricing_source
        from contact_submissions where ${range} and spam_at is null
      union all select 'reservation', 'reservation', id, created_at, null from slot_reservations
        where ${range} and spam_at is null
      union all select 'consultation', 'consultation', id, created_at, null from consultations
        where ${range} and spam_at is null
      union all select 'intake', 'intake', id, created_at, null from client_intakes where ${range} and spam_at is null
      union all select 'mood-board', 'mood-board', id, created_at, null from mood_boards where ${range}
    ) l
    left join lead_attributions la on la.lead_kind = l.attribution_kind and la.lead_id = l.id`);
  return result.rows;
}

const sourceOf = (row: DayRow) => row.source || DIRECT;
/**
 * Leads over visits in percent, one decimal. Never above 100: one visit can send several forms, and a
 * conversion rate over 100 % reads as an error, not as a good day.
 */
const rate = (leads: number, visits: number) =>
  visits > 0 ? Math.min(100, Math.round((leads / visits) * 1000) / 10) : 0;

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

function tally<Key extends string>(entries: Iterable<[string, Record<Key, number>]>) {
  const totals = new Map<string, Record<Key, number>>();
  for (const [key, add] of entries) {
    const current = totals.get(key) ?? ({} as Record<Key, number>);
    for (const [field, value] of Object.entries(add) as Array<[Key, number]>)
      current[field] = (current[field] ?? 0) + value;
    totals.set(key, current);
  }
  return totals;
}

const top = <Row>(rows: Row[], by: (row: Row) => number, count = 10) =>
  [...rows].sort((a, b) => by(b) - by(a)).slice(0, count);

/** The FILTER_OPTIONS names with the most weight, and the chosen one, in alphabetical order. */
function busiest(weights: Array<[string, number]>, chosen: string | undefined): string[] {
  const totals = new Map<string, number>();
  for (const [name, weight] of weights) totals.set(name, (totals.get(name) ?? 0) + weight);
  const names = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, FILTER_OPTIONS);
  return [...new Set([...names.map(([name]) => name), ...(chosen ? [chosen] : [])])].sort();
}

export async function analyticsReport(db: Database, query: AnalyticsQuery): Promise<AnalyticsReport> {
  const [allDays, allLeads] = await Promise.all([
    dayRows(db, query.from, query.to),
    leadRows(db, query.from, query.to),
  ]);
  const options = {
    sources: busiest(
      [
        ...allDays.map((row): [string, number] => [sourceOf(row), row.entries]),
        ...allLeads.flatMap((lead): Array<[string, number]> => (lead.source ? [[lead.source, 1]] : [])),
      ],
      query.source,
    ),
    pages: busiest(
      allDays.map((row): [string, number] => [row.path, row.views]),
      query.page,
    ),
  };
  const days = allDays.filter(
    (row) => (!query.source || sourceOf(row) === query.source) && (!query.page || row.path === query.page),
  );
  const leads = allLeads.filter(
    (lead) => (!query.source || lead.source === query.source) && (!query.page || lead.entryPage === query.page),
  );
  // A visit is counted once: on the page it began on (entries).
  const visits = days.reduce((sum, row) => sum + row.entries, 0);
  // Only a lead that came with a tracked visit can convert one; the others are counted as leads, apart.
  const trackedLeads = leads.filter((lead) => lead.entryPage !== null).length;
  const perDay = tally(days.map((row) => [row.day, { visitors: row.entries, views: row.views }]));
  const leadsPerDay = tally(leads.map((lead) => [lead.day, { leads: 1 }]));
  const pages = tally(days.map((row) => [row.path, { views: row.views, visitors: row.visitors }]));
  const entryVisits = tally(days.map((row) => [row.path, { visits: row.entries }]));
  const entryLeads = tally(
    leads.flatMap((lead) => (lead.entryPage ? [[lead.entryPage, { leads: 1 }] as [string, { leads: number }]] : [])),
  );
  const sourceVisits = tally(days.map((row) => [sourceOf(row), { visits: row.entries }]));
  const sourceLeads = tally(leads.map((lead) => [lead.source ?? "unknown", { leads: 1 }]));
  const campaignVisits = tally(
    days.filter((row) => row.campaign).map((row) => [row.campaign, { visits: row.entries }]),
  );
  const campaignLeads = tally(
    leads.flatMap((lead) => (lead.campaign ? [[lead.campaign, { leads: 1 }] as [string, { leads: number }]] : [])),
  );
  const views = tally(days.map((row) => [row.path, { views: row.views }]));

  return {
    from: query.from,
    to: query.to,
    totals: {
      visitors: visits,
      views: days.reduce((sum, row) => sum + row.views, 0),
      leads: leads.length,
      trackedLeads,
      conversion: rate(trackedLeads, visits),
    },
    series: daysBetween(query.from, query.to).map((day) => ({
      day,
      visitors: perDay.get(day)?.visitors ?? 0,
      views: perDay.get(day)?.views ?? 0,
      leads: leadsPerDay.get(day)?.leads ?? 0,
    })),
    topPages: top(
      [...pages].map(([path, total]) => ({ path, views: total.views, visitors: total.visitors })),
      (row) => row.views,
    ),
    entryPages: top(
      [...new Set([...entryVisits.keys(), ...entryLeads.keys()])]
        .map((path) => ({ path, visits: entryVisits.get(path)?.visits ?? 0, leads: entryLeads.get(path)?.leads ?? 0 }))
        .filter((row) => row.visits > 0 || row.leads > 0),
      (row) => row.visits + row.leads * 1000,
    ),
    sources: top(
      [...new Set([...sourceVisits.keys(), ...sourceLeads.keys()])].map((source) => {
        const visitCount = sourceVisits.get(source)?.visits ?? 0;
        const leadCount = sourceLeads.get(source)?.leads ?? 0;
        return { source, visits: visitCount, leads: leadCount, conversion: rate(leadCount, visitCount) };
      }),
      (row) => row.visits + row.leads * 1000,
    ),
    campaigns: top(
      [...new Set([...campaignVisits.keys(), ...campaignLeads.keys()])].map((campaign) => ({
        campaign,
        visits: campaignVisits.get(campaign)?.visits ?? 0,
        leads: campaignLeads.get(campaign)?.leads ?? 0,
      })),
      (row) => row.visits + row.leads * 1000,
    ),
    tools: TOOLS.map(({ tool, path, counts }) => ({
      tool,
      path,
      views: path ? (views.get(path)?.views ?? 0) : 0,
      submissions: leads.filter(counts).length,
    })),
    options,
  };
}
