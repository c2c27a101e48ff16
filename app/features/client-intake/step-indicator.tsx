import { Check } from "lucide-react";

/** Welcome, Project Details, Service Overview; this form is step 2 (docs/product/lead-capture.md § Client intake). */
const STEPS = ["Welcome", "Project Details", "Service Overview"] as const;
const CURRENT = 1;

export function StepIndicator() {
  return (
    <nav aria-label="Onboarding progress">
      <ol className="flex items-center gap-2 sm:gap-4">
        {STEPS.map((step, index) => {
          const done = index < CURRENT;
          const current = index === CURRENT;
          return (
            <li
              key={step}
              aria-current={current ? "step" : undefined}
              className="flex min-w-0 flex-1 flex-col items-center gap-2 sm:flex-row sm:gap-3"
            >
              <span
                className={`grid size-8 shrink-0 place-content-center rounded-full font-display text-sm font-bold ${
                  done
                    ? "bg-neon-lime text-ink-950"
                    : current
                      ? "bg-neon-cyan text-ink-950 shadow-[0_0_24px_-6px] shadow-neon-cyan"
                      : "border border-ink-600 text-ink-300"
                }`}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : index + 1}
              </span>
              <span
                className={`text-center text-xs leading-tight font-semibold sm:text-left sm:text-sm ${current ? "text-white" : done ? "text-ink-200" : "text-ink-400"}`}
              >
                {step}
                {done && <span className="sr-only"> (completed)</span>}
              </span>
              {index < STEPS.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`hidden h-px flex-1 sm:block ${done ? "bg-neon-lime/60" : "bg-ink-700"}`}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
