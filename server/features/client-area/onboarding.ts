/**
 * Onboarding steps of one client (docs/product/client-area.md § Onboarding): six named steps, stored
 * in onboarding_steps only once something happens to them (a missing row
 * reads as pending). Progress is the share of completed steps; the current
 * step is the first in progress, and when none is stored, the first step not
 * yet completed is shown in progress, so a client always knows where they are.
 */
import { and, eq } from "drizzle-orm";
import type { OnboardingState, PortalOnboardingStep } from "#common/client-area/api.ts";
import { ONBOARDING_STEPS } from "#common/client-area/onboarding.ts";
import { progressPercent } from "#common/client-area/progress.ts";
import type { Database } from "#server/db/client.ts";
import { onboardingQuestionnaires, onboardingSteps } from "#server/db/schema.ts";
import { iso } from "./serialize.ts";

type Executor = Pick<Database, "select" | "insert" | "update">;

function stepStatus(value: string | undefined): PortalOnboardingStep["status"] {
  if (value === "completed") return "completed";
  if (value === "in-progress" || value === "in_progress") return "in-progress";
  return "pending";
}

export async function onboardingState(db: Executor, clientId: number): Promise<OnboardingState> {
  const rows = await db.select().from(onboardingSteps).where(eq(onboardingSteps.clientId, clientId));
  const byName = new Map(rows.map((row) => [row.step, row]));
  const steps: PortalOnboardingStep[] = ONBOARDING_STEPS.map(({ key, name }) => {
    const row = byName.get(name);
    return { key, step: name, status: stepStatus(row?.status), completedAt: iso(row?.completedAt) };
  });
  if (!steps.some((step) => step.status === "in-progress")) {
    const next = steps.find((step) => step.status !== "completed");
    if (next) next.status = "in-progress";
  }
  const [questionnaire] = await db
    .select({ id: onboardingQuestionnaires.id })
    .from(onboardingQuestionnaires)
    .where(eq(onboardingQuestionnaires.clientId, clientId))
    .limit(1);
  return { steps, progress: progressPercent(steps), questionnaireSubmitted: questionnaire !== undefined };
}

async function setStep(db: Executor, clientId: number, step: string, status: string, completedAt: Date | null) {
  await db
    .insert(onboardingSteps)
    .values({ clientId, step, status, completedAt })
    .onConflictDoUpdate({
      target: [onboardingSteps.clientId, onboardingSteps.step],
      set: { status, completedAt },
    });
}

/**
 * Marks one step completed (again: idempotent). If no step is left in
 * progress, the first pending one after it (or, failing that, the first
 * pending one) becomes the current step.
 */
export async function completeStep(db: Executor, clientId: number, stepName: string, now: Date): Promise<void> {
  const [existing] = await db
    .select({ status: onboardingSteps.status })
    .from(onboardingSteps)
    .where(and(eq(onboardingSteps.clientId, clientId), eq(onboardingSteps.step, stepName)))
    .limit(1);
  if (existing?.status === "completed") return;
  await setStep(db, clientId, stepName, "completed", now);

  const rows = await db.select().from(onboardingSteps).where(eq(onboardingSteps.clientId, clientId));
  const statusOf = new Map(rows.map((row) => [row.step, stepStatus(row.status)]));
  if ([...statusOf.values()].includes("in-progress")) return;
  const index = ONBOARDING_STEPS.findIndex((step) => step.name === stepName);
  const pending = (step: { name: string }) => (statusOf.get(step.name) ?? "pending") === "pending";
  const next = ONBOARDING_STEPS.slice(index + 1).find(pending) ?? ONBOARDING_STEPS.find(pending);
  if (next) await setStep(db, clientId, next.name, "in-progress", null);
}
