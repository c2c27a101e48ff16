import type { AnalyticsReport } from "#common/analytics/report";

/**
 * Visitors (bars) and leads (dots) per day, drawn in SVG: no chart library, nothing to load. The figures are
 * also in a table for screen readers and the CSV.
 */
export function DailyChart({ series }: { series: AnalyticsReport["series"] }) {
  const width = 720;
  const height = 180;
  const most = Math.max(1, ...series.map((day) => day.visitors));
  const mostLeads = Math.max(1, ...series.map((day) => day.leads));
  const step = width / Math.max(1, series.length);
  const bar = Math.max(2, step * 0.7);
  return (
    <figure className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-4 sm:p-5">
      <figcaption className="flex flex-wrap items-center gap-x-5 gap-y-1 font-display text-base font-bold text-white">
        Visitors and leads by day
        <span className="flex items-center gap-2 text-xs font-normal text-ink-300">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-neon-cyan/70" /> Visitors
          <span aria-hidden="true" className="ml-2 inline-block size-3 rounded-full bg-neon-lime" /> Leads
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-3 h-auto w-full"
        role="img"
        aria-label={`Visitors per day, most ${most}; leads per day, most ${mostLeads}`}
      >
        {series.map((day, index) => {
          const x = index * step + (step - bar) / 2;
          const barHeight = (day.visitors / most) * height;
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={height - barHeight}
                width={bar}
                height={barHeight}
                rx={Math.min(3, bar / 2)}
                className="fill-neon-cyan/70"
              >
                <title>{`${day.day}: ${day.visitors} visitors, ${day.views} views, ${day.leads} leads`}</title>
              </rect>
              {day.leads > 0 ? (
                <circle
                  cx={x + bar / 2}
                  cy={height - (day.leads / mostLeads) * (height - 8) - 4}
                  r={4}
                  className="fill-neon-lime"
                />
              ) : null}
            </g>
          );
        })}
        <line x1="0" x2={width} y1={height} y2={height} className="stroke-ink-600" strokeWidth="1" />
      </svg>
      {series.length > 0 ? (
        <p aria-hidden="true" className="mt-2 flex justify-between text-xs text-ink-400 tabular-nums">
          <span>{series[0]?.day}</span>
          <span>{series.at(-1)?.day}</span>
        </p>
      ) : null}
      <table className="sr-only">
        <caption>Visitors, page views and leads by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visitors</th>
            <th scope="col">Page views</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {series.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{day.visitors}</td>
              <td>{day.views}</td>
              <td>{day.leads}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
