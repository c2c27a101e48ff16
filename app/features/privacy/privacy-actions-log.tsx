import { History } from "lucide-react";
import { formatDate } from "#app/features/admin/format";
import type { PrivacyActionRecord } from "#common/privacy/schemas";
import { describeCounts } from "./count-text";
import { usePrivacyActions } from "./use-privacy";

function ActionRow({ action }: { action: PrivacyActionRecord }) {
  const total = Object.entries(action.counts)
    .filter(([key]) => !key.startsWith("kept:"))
    .reduce((sum, [, count]) => sum + count, 0);
  return (
    <li className="min-w-0 py-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2 text-ink-100">
        <span className={`font-display font-bold ${action.action === "erase" ? "text-rose-200" : "text-neon-cyan"}`}>
          {action.action === "erase" ? "Erased" : "Exported"}
        </span>
        <span className="tabular-nums">
          {total} {total === 1 ? "row" : "rows"}
        </span>
        <span className="text-ink-400">
          by {action.actorName} · {formatDate(action.createdAt)}
        </span>
      </p>
      <p className="mt-1 wrap-anywhere text-xs text-ink-400">{describeCounts(action.counts)}</p>
    </li>
  );
}

/** Who exported or erased, when, and how many rows: the log names no person (docs/decisions/028-erasing-a-person.md). */
export function PrivacyActionsLog() {
  const actions = usePrivacyActions();
  const items = actions.data ?? [];
  return (
    <section aria-labelledby="privacy-log-title" className="grid gap-3">
      <h2 id="privacy-log-title" className="inline-flex items-center gap-2 font-display text-xl font-bold text-ink-100">
        <History aria-hidden="true" size={20} className="text-neon-cyan" /> Past privacy actions
      </h2>
      {actions.isPending ? (
        <p role="status" className="text-ink-300">
          Loading...
        </p>
      ) : items.length === 0 ? (
        <p className="text-ink-300">No export or erasure yet.</p>
      ) : (
        <ul
          aria-label="Privacy actions"
          className="divide-y divide-ink-800 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 px-4 sm:px-5"
        >
          {items.map((action) => (
            <ActionRow key={action.id} action={action} />
          ))}
        </ul>
      )}
    </section>
  );
}
