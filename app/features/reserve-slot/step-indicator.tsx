export const WIZARD_STEPS = ["Contact Information", "Project Selection", "Project Details"] as const;

/** Where the visitor is in the three steps; the success screen marks all done. */
export function StepIndicator({ step }: { step: number }) {
  return (
    <ol className="grid grid-cols-3 gap-2 sm:gap-4">
      {WIZARD_STEPS.map((title, index) => {
        const number = index + 1;
        const done = step > number;
        const current = step === number;
        return (
          <li key={title} aria-current={current ? "step" : undefined} className="min-w-0">
            <div
              className={`h-1 rounded-full transition-colors ${done ? "bg-neon-lime" : current ? "bg-neon-cyan" : "bg-ink-700"}`}
            />
            <p className="mt-3 flex items-center gap-2">
              <span
                className={`grid size-7 shrink-0 place-content-center rounded-full border font-display text-xs font-bold ${
                  done
                    ? "border-neon-lime bg-neon-lime text-ink-950"
                    : current
                      ? "border-neon-cyan text-neon-cyan"
                      : "border-ink-600 text-ink-400"
                }`}
              >
                {done ? (
                  <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none">
                    <path d="m3 8.5 3 3 7-7" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                  </svg>
                ) : (
                  number
                )}
              </span>
              <span
                className={`hidden font-display text-sm font-semibold sm:inline ${current ? "text-white" : "text-ink-300"}`}
              >
                {title}
              </span>
              <span className="sr-only sm:hidden">
                Step {number}: {title}
              </span>
              <span className="sr-only">{done ? " (completed)" : current ? " (current step)" : ""}</span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
