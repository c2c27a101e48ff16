import { useId, useState } from "react";
import type { AuditRecord } from "#common/admin/records";
import { auditCase, RECOMMENDATION_GROUPS, type Recommendations } from "#common/audit/audit-result";
import { formatDate } from "../format";
import { Badge, CardActions, CardHeader, CardShell, VisitorLink } from "./card-parts";
import { SendReportAction } from "./send-report-action";

const SCORES: Array<[label: string, key: keyof AuditRecord]> = [
  ["Performance", "performanceScore"],
  ["SEO", "seoScore"],
  ["Security", "securityScore"],
  ["Mobile", "mobileScore"],
  ["Accessibility", "accessibilityScore"],
];

/** The recommendation groups, then the failed-audit suggestions and the priority list (common/audit/audit-schema.ts). */
const STORED_LISTS = [...RECOMMENDATION_GROUPS, "suggestions", "priority"];

function tone(score: number | null) {
  if (score === null) return "text-ink-400";
  if (score >= 80) return "text-neon-lime";
  if (score >= 60) return "text-amber-200";
  return "text-rose-300";
}

/** Stored recommendation lists, as text (docs/product/admin-console.md § Showing visitor data). */
function recommendationLists(value: unknown): Array<[string, string[]]> {
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const lists: Array<[string, string[]]> = [];
  if (typeof record.error === "string" && record.error) lists.push(["error", [record.error]]);
  for (const key of STORED_LISTS) {
    const items = record[key];
    if (Array.isArray(items)) {
      const texts = items.filter((item): item is string => typeof item === "string" && item.length > 0);
      if (texts.length > 0) lists.push([key, texts]);
    }
  }
  return lists;
}

/** Whether the scan analysed its site: one that could not (an access error, a manual request) has no report. */
function hasReport(value: unknown): boolean {
  return Boolean(value) && typeof value === "object" && auditCase(value as Recommendations) === "report";
}

/**
 * docs/product/admin-console.md § Audit card. VIEW DETAILS expands the stored result; SEND REPORT emails
 * it (a scan that could not analyse its site has no report, so no button).
 */
export function AuditCard({ item }: { item: AuditRecord }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const lists = recommendationLists(item.recommendations);
  return (
    <CardShell label={`Audit of ${item.websiteUrl}`}>
      <CardHeader
        title={<VisitorLink url={item.websiteUrl} />}
        badges={<Badge tone="analyzed">ANALYZED</Badge>}
        badgesClassName="mt-2"
        createdAt={item.createdAt}
      />
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {SCORES.map(([label, key]) => {
          const score = item[key] as number | null;
          return (
            <div key={key} className="rounded-xl border border-ink-700 bg-ink-950/50 p-3 text-center">
              <dt className="text-[0.7rem] font-medium tracking-wide text-ink-400 uppercase">{label}</dt>
              <dd className={`mt-1 font-display text-2xl font-bold ${tone(score)}`}>
                {score === null ? "—" : `${score}%`}
              </dd>
            </div>
          );
        })}
      </dl>
      {open ? (
        <div id={detailsId} className="mt-4 grid gap-3 rounded-xl border border-ink-700 bg-ink-950/40 p-4 text-sm">
          <p className="text-ink-200">
            Overall score: <strong className="text-ink-100">{item.overallScore ?? "—"}</strong>
            {item.loadTime ? (
              <>
                {" "}
                · Initial response time: <strong className="text-ink-100">{item.loadTime} ms</strong>
              </>
            ) : null}
          </p>
          {lists.length === 0 ? <p className="text-ink-400">No recommendations were stored for this scan.</p> : null}
          {lists.map(([group, texts]) => (
            <div key={group}>
              <p className="text-xs font-medium tracking-wide text-ink-400 uppercase">{group}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-200">
                {texts.map((text, index) => (
                  <li key={`${group}-${index}`} className="wrap-anywhere">
                    {text}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      <CardActions>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen((value) => !value)}
          className="min-h-10 rounded-lg border border-neon-cyan/50 px-3.5 py-2 font-display text-xs font-bold tracking-[0.12em] text-neon-cyan uppercase transition hover:bg-neon-cyan hover:text-ink-950"
        >
          VIEW DETAILS
        </button>
        {hasReport(item.recommendations) ? <SendReportAction item={item} /> : null}
      </CardActions>
      {item.reportSentTo && item.reportSentAt ? (
        <p className="mt-3 text-sm wrap-anywhere text-ink-300">
          Report sent to <span className="text-ink-100">{item.reportSentTo}</span> on {formatDate(item.reportSentAt)}
        </p>
      ) : null}
    </CardShell>
  );
}
