import { ArrowLeft } from "lucide-react";
import { SiteLink } from "#app/lib/style-variant";
import { IntakeForm } from "./intake-form";
import { StepIndicator } from "./step-indicator";
import { useIntakeForm } from "./use-intake-form";

/** /client-intake (docs/product/lead-capture.md § Client intake). */
export function ClientIntakePage() {
  const form = useIntakeForm();
  return (
    <main className="relative isolate -mt-20 overflow-hidden pt-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(46rem_26rem_at_90%_0%,rgb(34_228_255/0.12),transparent_65%)]"
      />
      <div className="container-page max-w-5xl pt-16 pb-20 sm:pt-10 sm:pb-28">
        <SiteLink
          to="/home"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-600 px-4 text-sm font-semibold text-ink-100 transition-colors hover:border-neon-cyan hover:text-neon-cyan"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Home
        </SiteLink>
        <h1 className="mt-8 font-display text-[clamp(2.2rem,6vw,4rem)] leading-[1.02] font-bold tracking-tight text-white">
          Client Intake Form
        </h1>
        <p className="mt-4 text-lg text-ink-300 sm:text-xl">Tell us about your project vision</p>
        <div className="mt-10">
          <StepIndicator />
        </div>
        <div className="mt-10">
          <IntakeForm form={form} />
        </div>
      </div>
    </main>
  );
}
