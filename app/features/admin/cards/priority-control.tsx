import { useId } from "react";
import type { SubmissionPriority } from "#common/admin/statuses";
import { usePriorityChange } from "./use-priority-change";

/**
 * The priorities the admin can give a contact submission, in order. A
 * Record over the server's type, so a priority added there fails the type
 * check here until it has a label.
 */
const PRIORITY_LABELS: Record<SubmissionPriority, string> = { high: "High", normal: "Normal", low: "Low" };
const PRIORITIES = Object.keys(PRIORITY_LABELS) as SubmissionPriority[];

const PRESSED: Record<SubmissionPriority, string> = {
  high: "aria-pressed:border-neon-magenta/60 aria-pressed:bg-neon-magenta/15 aria-pressed:text-pink-200",
  normal: "aria-pressed:border-ink-300/60 aria-pressed:bg-ink-700/60 aria-pressed:text-ink-100",
  low: "aria-pressed:border-ink-400/50 aria-pressed:bg-ink-800 aria-pressed:text-ink-200",
};

/** A small segmented control: the current priority is pressed; choosing another saves it at once. */
export function PriorityControl({ id, current }: { id: number; current: string }) {
  const change = usePriorityChange();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="mt-4 flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-xs font-medium tracking-wide text-ink-400 uppercase">
        Priority
      </span>
      {PRIORITIES.map((priority) => (
        <button
          key={priority}
          type="button"
          aria-pressed={current === priority}
          disabled={change.isPending}
          onClick={() => {
            if (current !== priority) change.mutate({ id, priority });
          }}
          className={`min-h-9 rounded-md border border-ink-600 px-2.5 py-1 text-xs font-semibold text-ink-300 transition hover:border-neon-cyan hover:text-neon-cyan disabled:cursor-not-allowed disabled:opacity-60 ${PRESSED[priority]}`}
        >
          {PRIORITY_LABELS[priority]}
        </button>
      ))}
    </div>
  );
}
