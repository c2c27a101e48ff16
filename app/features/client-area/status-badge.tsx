import { STATUS_LABELS } from "#common/client-area/statuses";

type Status = keyof typeof STATUS_LABELS;

const TONES: Record<Status, string> = {
  completed: "border-neon-lime/40 bg-neon-lime/10 text-neon-lime",
  signed: "border-neon-lime/40 bg-neon-lime/10 text-neon-lime",
  paid: "border-neon-lime/40 bg-neon-lime/10 text-neon-lime",
  approved: "border-neon-cyan/40 bg-neon-cyan/10 text-neon-cyan",
  "in-progress": "border-neon-cyan/40 bg-neon-cyan/10 text-neon-cyan",
  in_progress: "border-neon-cyan/40 bg-neon-cyan/10 text-neon-cyan",
  pending: "border-amber-300/40 bg-amber-300/10 text-amber-200",
};

/** A status pill with the product's status words (docs/product/client-area.md § Statuses). */
export function StatusBadge({ status }: { status: Status }) {
  return (
    <span
      className={`inline-flex h-7 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {STATUS_LABELS[status]}
    </span>
  );
}
