import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, ClipboardList, ListChecks } from "lucide-react";
import { useState } from "react";
import { apiRequest, errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import type { OnboardingState, PortalOverview, QuestionnaireAnswer } from "#common/client-area/api";
import { QUESTIONNAIRE_STEP } from "#common/client-area/onboarding";
import { currentStep } from "#common/client-area/progress";
import { PortalError } from "../portal-error";
import { PortalLoading } from "../portal-loading";
import {
  isSignedOutError,
  PortalQueryProvider,
  portalKey,
  useOverview,
  useSignedOutOnError,
  useUpdateOverview,
} from "../portal-query";
import { SignedInNotice } from "../signed-in-notice";
import { OnboardingView } from "./onboarding-view";
import { QuestionnaireForm } from "./questionnaire-form";

const QUESTIONNAIRE_URL = "/api/portal/questionnaire";
const card = "rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/70 p-5 sm:p-8";

function CurrentStepCard({ onboarding }: { onboarding: OnboardingState }) {
  const updateOverview = useUpdateOverview();
  const [busy, setBusy] = useState(false);
  const current = currentStep(onboarding.steps);
  if (!current) {
    return (
      <div className={`${card} flex items-center gap-4`}>
        <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-neon-lime" />
        <p className="font-display text-xl font-bold text-white">Onboarding complete. Welcome aboard!</p>
      </div>
    );
  }
  async function complete() {
    if (!current) return;
    setBusy(true);
    try {
      const next = await apiRequest<OnboardingState>(`/api/portal/onboarding-steps/${current.key}/complete`, "POST");
      updateOverview((overview) => ({ ...overview, onboarding: next }));
      toast({ title: "Step Completed", description: `${current.step} is done.`, variant: "success" });
    } catch (error) {
      toast({
        title: "Step Not Saved",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  const index = onboarding.steps.indexOf(current);
  return (
    <div className={`${card} flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between`}>
      <div>
        <p className="font-display text-xs font-semibold tracking-[0.25em] text-neon-cyan uppercase">
          Step {index + 1} of {onboarding.steps.length}
        </p>
        <p className="mt-2 font-display text-2xl font-bold text-white">{current.step}</p>
        {current.step === QUESTIONNAIRE_STEP && !onboarding.questionnaireSubmitted && (
          <p className="mt-1 text-sm text-ink-300">Answer the questionnaire below to complete this step.</p>
        )}
      </div>
      <button
        type="button"
        onClick={complete}
        disabled={busy}
        className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-neon-cyan px-6 font-display font-semibold text-ink-950 shadow-[0_0_32px_-10px] shadow-neon-cyan/80 transition-colors hover:bg-neon-lime disabled:cursor-wait disabled:opacity-70"
      >
        <ListChecks aria-hidden="true" className="size-5" />
        {busy ? "Saving..." : "Mark Step Complete"}
      </button>
    </div>
  );
}

function Questionnaire({ overview }: { overview: PortalOverview }) {
  const query = useQuery<QuestionnaireAnswer>({ queryKey: portalKey(QUESTIONNAIRE_URL) });
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const submitted = query.data?.answers != null;
  return (
    <section aria-labelledby="questionnaire-title" className={card}>
      <p className="flex items-center gap-2 font-display text-xs font-semibold tracking-[0.25em] text-neon-cyan uppercase">
        <ClipboardList aria-hidden="true" className="size-4" />
        {QUESTIONNAIRE_STEP}
      </p>
      <h2 id="questionnaire-title" className="mt-3 font-display text-3xl font-bold tracking-tight text-white">
        Onboarding questionnaire
      </h2>
      <p className="mt-3 max-w-2xl text-ink-300">
        Tell us about your business and your goals so the first workshop starts from what matters to you. Fields marked
        * are required.
      </p>
      <div className="mt-8">
        {query.isPending && <p className="text-ink-300">Loading your answers…</p>}
        {query.error && (
          <p role="alert" className="text-red-300">
            {errorMessage(query.error, "Your answers could not be loaded.")}
          </p>
        )}
        {query.data && submitted && !editing && (
          <div className="flex flex-col gap-4 rounded-2xl border border-neon-lime/30 bg-neon-lime/[0.06] p-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-3 text-ink-100">
              <CheckCircle2 aria-hidden="true" className="size-5 text-neon-lime" />
              Thank you — your answers are with your project lead.
            </p>
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="inline-flex min-h-11 items-center rounded-full border border-ink-600 px-5 font-semibold text-ink-100 transition-colors hover:border-neon-cyan hover:text-neon-cyan"
            >
              Edit Answers
            </button>
          </div>
        )}
        {query.data && (!submitted || editing) && (
          <QuestionnaireForm
            client={overview.client}
            saved={query.data.answers}
            onSaved={(answer) => {
              client.setQueryData(portalKey(QUESTIONNAIRE_URL), answer);
              setEditing(false);
              // The questionnaire completed its step on the server: read the steps again.
              void client.invalidateQueries({ queryKey: ["/api/portal/overview"] });
            }}
          />
        )}
      </div>
    </section>
  );
}

function ClientOnboarding({ overview, onSignedOut }: { overview: PortalOverview; onSignedOut: () => void }) {
  return (
    <OnboardingView
      overview={overview}
      notice={<SignedInNotice client={overview.client} onSignedOut={onSignedOut} />}
      title={`Welcome, ${overview.client.firstName}`}
      clientName={overview.client.firstName}
    >
      <CurrentStepCard onboarding={overview.onboarding} />
      <Questionnaire overview={overview} />
    </OnboardingView>
  );
}

function OnboardingData({ onSignedOut }: { onSignedOut: () => void }) {
  const query = useOverview();
  useSignedOutOnError(query.error, onSignedOut);
  if (query.data) return <ClientOnboarding overview={query.data} onSignedOut={onSignedOut} />;
  if (query.error && !isSignedOutError(query.error)) {
    return <PortalError eyebrow="Client Onboarding" icon={ClipboardList} onRetry={() => query.refetch()} />;
  }
  return <PortalLoading eyebrow="Client Onboarding" />;
}

/** /onboarding for a signed-in client: their steps and the questionnaire (docs/product/client-area.md § Onboarding). */
export default function SignedInOnboarding({ onSignedOut }: { onSignedOut: () => void }) {
  return (
    <PortalQueryProvider>
      <OnboardingData onSignedOut={onSignedOut} />
    </PortalQueryProvider>
  );
}
