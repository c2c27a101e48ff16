import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import type { AnalyticsReport } from "#common/analytics/report";
import { adminRequest, downloadAdminFile } from "../admin-api";
import { useFetchFailureToast } from "../use-admin-session";
import { DailyChart } from "./daily-chart";

const PERIODS = [
  { id: "today", label: "Today", days: 1 },
  { id: "7d", label: "7 days", days: 7 },
  { id: "30d", label: "30 days", days: 30 },
] as const;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const daysBefore = (days: number, now = new Date()) => isoDay(new Date(now.getTime() - days * 86_400_000));

/** The range the address asks for: a period, or ?from&to; 7 days by default (days on the server's UTC clock). */
function rangeOf(params: URLSearchParams): { from: string; to: string; period: string } {
  const from = params.get("from");
  const to = params.get("to");
  if (from && to) return { from, to, period: "custom" };
  const period = PERIODS.find((item) => item.id === params.get("period")) ?? PERIODS[1];
  return { from: daysBefore(period.days - 1), to: isoDay(new Date()), period: period.id };
}

const control =
  "min-h-11 rounded-xl border border-ink-600 bg-ink-900 px-3 text-sm text-ink-100 focus-visible:border-neon-cyan";

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="flex flex-col rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-4">
      <dt className="order-2 text-sm text-ink-300">{label}</dt>
      <dd className="order-1 font-display text-3xl font-bold text-white tabular-nums">{value}</dd>
      {note ? <dd className="order-3 mt-1 text-xs text-ink-400">{note}</dd> : null}
    </div>
  );
}

/** A ranked table; on a phone each row reads as its name and its figures under it. */
function Ranking<Row>({
  title,
  rows,
  name,
  columns,
  empty,
}: {
  title: string;
  rows: Row[];
  name: (row: Row) => ReactNode;
  columns: Array<[label: string, value: (row: Row) => ReactNode]>;
  empty: string;
}) {
  return (
    <section aria-label={title} className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-4 sm:p-5">
      <h2 className="font-display text-base font-bold text-white">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-300">{empty}</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left text-xs tracking-wide text-ink-400 uppercase">
              <th scope="col" className="py-2 pr-2 font-medium">
                Name
              </th>
              {columns.map(([label]) => (
                <th key={label} scope="col" className="py-2 pl-2 text-right font-medium">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="border-t border-ink-700">
                <th
                  scope="row"
                  className="py-2 pr-2 text-left font-normal wrap-anywhere text-ink-100 sm:max-w-0 sm:truncate"
                >
                  {name(row)}
                </th>
                {columns.map(([label, value]) => (
                  <td key={label} className="py-2 pl-2 text-right text-ink-100 tabular-nums">
                    {value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * /admin/analytics (docs/product/analytics.md § Console page): visitors, views, leads and conversion for today,
 * 7 or 30 days or a chosen range; a chart by day; top pages, entry pages, sources, campaigns and the lead
 * tools; a filter by source or page; the figures as CSV.
 */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const source = params.get("source") ?? "";
  const page = params.get("page") ?? "";
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (source) query.set("source", source);
  if (page) query.set("page", page);
  const report = useQuery({
    queryKey: ["/api/admin/analytics", query.toString()],
    queryFn: () => adminRequest<AnalyticsReport>(`/api/admin/analytics?${query}`),
  });
  useFetchFailureToast(report.error, "Analytics could not be loaded");
  const [downloading, setDownloading] = useState(false);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAdminFile(`/api/admin/analytics.csv?${query}`, "analytics.csv");
    } catch (error) {
      toast({ title: "Export failed", description: errorMessage(error, "Please try again."), variant: "destructive" });
    } finally {
      setDownloading(false);
    }
  };
  const data = report.data;

  return (
    <div className="grid gap-6">
      <form
        aria-label="Range and filters"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
          {PERIODS.map((period) => (
            <button
              key={period.id}
              type="button"
              aria-pressed={range.period === period.id}
              onClick={() => update({ period: period.id, from: null, to: null })}
              className={`${control} font-semibold aria-pressed:border-neon-cyan aria-pressed:bg-neon-cyan aria-pressed:text-ink-950`}
            >
              {period.label}
            </button>
          ))}
        </div>
        <label className="grid gap-1 text-xs text-ink-300">
          From
          <input
            type="date"
            className={control}
            value={range.from}
            max={range.to}
            onChange={(event) => update({ from: event.target.value, to: range.to, period: null })}
          />
        </label>
        <label className="grid gap-1 text-xs text-ink-300">
          To
          <input
            type="date"
            className={control}
            value={range.to}
            min={range.from}
            onChange={(event) => update({ from: range.from, to: event.target.value, period: null })}
          />
        </label>
        <label className="grid gap-1 text-xs text-ink-300">
          Source
          {/* The busiest sources to pick from, any other to type (Enter or leaving the field applies it). */}
          <input
            key={source}
            type="search"
            list="analytics-sources"
            placeholder="All sources"
            className={control}
            defaultValue={source}
            onChange={(event) => {
              const value = event.target.value;
              if (value === "" || data?.options.sources.includes(value)) update({ source: value });
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") update({ source: event.currentTarget.value.trim() });
            }}
            onBlur={(event) => {
              if (event.currentTarget.value.trim() !== source) update({ source: event.currentTarget.value.trim() });
            }}
          />
          <datalist id="analytics-sources">
            {data?.options.sources.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        </label>
        <label className="grid gap-1 text-xs text-ink-300">
          Page
          <select className={control} value={page} onChange={(event) => update({ page: event.target.value })}>
            <option value="">All pages</option>
            {data?.options.pages.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => void download()}
          aria-disabled={downloading || undefined}
          className={`${control} inline-flex items-center gap-2 font-semibold hover:border-neon-cyan hover:text-neon-cyan`}
        >
          <Download aria-hidden="true" className="size-4" /> Export CSV
        </button>
      </form>

      {report.isError && !data ? (
        <p role="alert" className="text-sm text-red-300">
          {errorMessage(report.error, "Analytics could not be loaded.")}
        </p>
      ) : !data ? (
        <p className="text-sm text-ink-300">Loading…</p>
      ) : (
        <>
          <dl aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label="Visitors" value={data.totals.visitors.toLocaleString("en-US")} />
            <Figure label="Page views" value={data.totals.views.toLocaleString("en-US")} />
            <Figure
              label="Leads"
              value={data.totals.leads.toLocaleString("en-US")}
              note={
                data.totals.trackedLeads === data.totals.leads
                  ? undefined
                  : `${data.totals.trackedLeads.toLocaleString("en-US")} from a tracked visit`
              }
            />
            <Figure
              label="Conversion"
              value={`${data.totals.conversion}%`}
              note="leads from a tracked visit ÷ visits"
            />
          </dl>
          <DailyChart series={data.series} />
          <div className="grid gap-4 lg:grid-cols-2">
            <Ranking
              title="Sources"
              rows={data.sources}
              name={(row) => row.source}
              columns={[
                ["Visits", (row) => row.visits],
                ["Leads", (row) => row.leads],
                ["Conv.", (row) => `${row.conversion}%`],
              ]}
              empty="No visits in this range."
            />
            <Ranking
              title="Campaigns"
              rows={data.campaigns}
              name={(row) => row.campaign}
              columns={[
                ["Visits", (row) => row.visits],
                ["Leads", (row) => row.leads],
              ]}
              empty="No visit came from a campaign link (utm_campaign) in this range."
            />
            <Ranking
              title="Top pages"
              rows={data.topPages}
              name={(row) => row.path}
              columns={[
                ["Views", (row) => row.views],
                ["Visitors", (row) => row.visitors],
              ]}
              empty="No page views in this range."
            />
            <Ranking
              title="Entry pages"
              rows={data.entryPages}
              name={(row) => row.path}
              columns={[
                ["Visits", (row) => row.visits],
                ["Leads", (row) => row.leads],
              ]}
              empty="No visits in this range."
            />
          </div>
          <Ranking
            title="Lead tools"
            rows={data.tools}
            name={(row) => (row.path ? `${row.tool} (${row.path})` : row.tool)}
            columns={[
              ["Views", (row) => (row.path ? row.views : "—")],
              ["Submissions", (row) => row.submissions],
            ]}
            empty=""
          />
        </>
      )}
    </div>
  );
}
