import { Check } from "lucide-react";
import type { PortalOnboardingStep } from "#common/client-area/api";
import { currentStep, progressPercent } from "#common/client-area/progress";
import { STATUS_LABELS } from "#common/client-area/statuses";
import { ProgressBar } from "../progress-bar";

/** The progress bar and the six onboarding steps (docs/product/client-area.md § Onboarding). */
export function OnboardingSteps({ steps }: { steps: readonly PortalOnboardingStep[] }) {
  const current = currentStep(steps);
  return (
    <div className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/70 p-5 sm:p-7">
      <ProgressBar label="Onboarding progress" value={progressPercent(steps)} />
      <ol className="mt-7 grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
        {steps.map((step, index) => {
          const isCurrent = step === current;
          const done = step.status === "completed";
          return (
            <li
              key={step.step}
              aria-current={isCurrent ? "step" : undefined}
              className={`flex items-center gap-2.5 rounded-2xl border px-2.5 py-3 sm:gap-3 sm:px-3 ${
                isCurrent
                  ? "border-neon-cyan/60 bg-neon-cyan/[0.07] shadow-[0_0_32px_-14px] shadow-neon-cyan"
                  : "border-ink-700 bg-ink-950/40"
              }`}
            >
              <span
                aria-hidden="true"
                className={`grid size-8 shrink-0 place-content-center rounded-full font-display text-sm font-bold ${
                  done
                    ? "bg-neon-lime text-ink-950"
                    : isCurrent
                      ? "bg-neon-cyan text-ink-950"
                      : "border border-ink-600 text-ink-300"
                }`}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span className="min-w-0">
                <span className={`block text-sm font-semibold ${isCurrent || done ? "text-white" : "text-ink-200"}`}>
                  {step.step}
                </span>
                <span className="block text-xs text-ink-300">{STATUS_LABELS[step.status]}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
