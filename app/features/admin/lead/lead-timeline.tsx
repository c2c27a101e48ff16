import { ExpandableText } from "#app/components/ui/expandable-text";
import { LEAD_EVENT_LABELS, type TimelineEntry } from "#common/admin/lead-page";
import { formatDate } from "../format";

const EMAIL_STATUS: Record<string, string> = { sent: "Sent", pending: "Waiting to send", failed: "Failed" };

function Title({ entry, statusLabel }: { entry: TimelineEntry; statusLabel: (status: string) => string }) {
  switch (entry.type) {
    case "status":
      return (
        <>
          Status {entry.from ? statusLabel(entry.from) : "—"} → {statusLabel(entry.to)}
        </>
      );
    case "event":
      return entry.kind === "priority" ? <>Priority {entry.body}</> : (LEAD_EVENT_LABELS[entry.kind] ?? entry.kind);
    case "email":
      return (
        <>
          Email {EMAIL_STATUS[entry.status]?.toLowerCase() ?? entry.status}: {entry.kind}
        </>
      );
  }
}

function Body({ entry }: { entry: TimelineEntry }) {
  if (entry.type === "event" && entry.kind !== "priority" && entry.body !== LEAD_EVENT_LABELS[entry.kind]) {
    return (
      <div className="mt-1.5 rounded-lg border border-ink-700 bg-ink-950/60 p-3">
        <ExpandableText text={entry.body} lines={6} className="text-sm whitespace-pre-wrap text-ink-100" />
      </div>
    );
  }
  if (entry.type === "email") {
    return (
      <dl className="mt-1 grid gap-0.5 text-sm">
        <div className="flex min-w-0 flex-wrap gap-x-2">
          <dt className="text-ink-400">To</dt>
          <dd className="min-w-0 break-all text-ink-200">{entry.recipient}</dd>
        </div>
        <div className="flex min-w-0 flex-wrap gap-x-2">
          <dt className="text-ink-400">Subject</dt>
          <dd className="min-w-0 wrap-anywhere text-ink-200">{entry.subject}</dd>
        </div>
      </dl>
    );
  }
  return null;
}

const DOT: Record<TimelineEntry["type"], string> = {
  status: "bg-neon-cyan",
  event: "bg-neon-lime",
  email: "bg-violet-300",
};

/**
 * The lead's timeline (docs/product/admin-console.md § Timeline): newest first, every entry with
 * who (an admin's name; "System" for mail) and when, on the agency's clock with its zone.
 */
export function LeadTimeline({
  entries,
  statusLabel = (status) => status,
}: {
  entries: TimelineEntry[];
  statusLabel?: (status: string) => string;
}) {
  if (entries.length === 0) {
    return <p className="rounded-xl border border-dashed border-ink-700 p-6 text-center text-ink-300">Nothing yet</p>;
  }
  return (
    <ol aria-label="Timeline" className="grid gap-4 border-l border-ink-700 pl-5">
      {entries.map((entry) => (
        <li key={entry.id} className="relative min-w-0">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[1.64rem] size-2.5 rounded-full ring-4 ring-ink-950 ${entry.type === "event" && entry.kind === "spam" ? "bg-rose-400" : DOT[entry.type]}`}
          />
          <p className="font-medium wrap-anywhere text-ink-100">
            <Title entry={entry} statusLabel={statusLabel} />
          </p>
          <p className="text-xs text-ink-400">
            <span className="text-ink-300">{entry.actor ?? "System"}</span> ·{" "}
            <time dateTime={entry.at}>{formatDate(entry.at)}</time>
          </p>
          <Body entry={entry} />
        </li>
      ))}
    </ol>
  );
}
