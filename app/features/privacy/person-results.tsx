import { Database } from "lucide-react";
import { Link } from "react-router";
import { formatDate } from "#app/features/admin/format";
import { type PersonData, PRIVACY_TABLE_LABELS, PRIVACY_TABLES, type PrivacyTable } from "#common/privacy/schemas";
import { summariseRow } from "./row-summary";

/** Rows shown per table before "and N more" (the export has them all). */
const SHOWN_ROWS = 20;

function TableSection({ table, data }: { table: PrivacyTable; data: PersonData }) {
  const rows = data.tables[table];
  const headingId = `privacy-${table}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-4 sm:p-5"
    >
      <h3 id={headingId} className="flex items-baseline justify-between gap-3 font-display font-bold text-ink-100">
        <span className="min-w-0 wrap-anywhere">{PRIVACY_TABLE_LABELS[table]}</span>
        <span className="shrink-0 rounded-full bg-neon-cyan/10 px-2.5 py-0.5 text-sm text-neon-cyan tabular-nums">
          {rows.length}
        </span>
      </h3>
      <p className="mt-0.5 font-mono text-xs text-ink-400">{table}</p>
      <ul className="mt-3 grid gap-2">
        {rows.slice(0, SHOWN_ROWS).map((row) => {
          const summary = summariseRow(table, row);
          return (
            <li key={String(row.id)} className="min-w-0 border-t border-ink-800 pt-2 text-sm">
              <p className="line-clamp-2 wrap-anywhere text-ink-100">
                {summary.href ? (
                  <Link
                    to={summary.href}
                    className="underline decoration-ink-600 underline-offset-2 hover:text-neon-cyan"
                  >
                    {summary.title}
                  </Link>
                ) : (
                  summary.title
                )}
              </p>
              <p className="line-clamp-2 wrap-anywhere text-xs text-ink-400">
                {[summary.detail, summary.at ? formatDate(summary.at) : undefined].filter(Boolean).join(" · ")}
              </p>
            </li>
          );
        })}
      </ul>
      {rows.length > SHOWN_ROWS && (
        <p className="mt-2 text-xs text-ink-400">and {rows.length - SHOWN_ROWS} more in the export</p>
      )}
    </section>
  );
}

/** What is held about the address, one card per table that holds something. */
export function PersonResults({ data }: { data: PersonData }) {
  const held = PRIVACY_TABLES.filter((table) => data.counts[table] > 0);
  const empty = PRIVACY_TABLES.filter((table) => data.counts[table] === 0);
  return (
    <div className="grid gap-4">
      <ul aria-label="Rows held per table" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {held.map((table) => (
          <li key={table} className="grid min-w-0">
            <TableSection table={table} data={data} />
          </li>
        ))}
      </ul>
      {empty.length > 0 && (
        <p className="inline-flex items-start gap-2 text-sm text-ink-400">
          <Database aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
          <span>Nothing in: {empty.map((table) => PRIVACY_TABLE_LABELS[table].toLowerCase()).join(", ")}.</span>
        </p>
      )}
    </div>
  );
}
