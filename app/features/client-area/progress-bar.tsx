/** A labelled progress bar (role progressbar, whole percent). */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <span className="text-sm font-semibold text-ink-200">{label}</span>
        <span className="font-display text-2xl font-bold text-white tabular-nums">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-ink-800"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-neon-cyan to-neon-lime"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
