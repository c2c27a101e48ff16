/**
 * Onboarding progress (docs/product/client-area.md § Onboarding): the progress
 * percentage is the share of completed steps; the current step is the first
 * in-progress one. Works for any list of items with a status.
 */
export interface HasStatus {
  status: string;
}

/** Whole percent of completed items, 0 for an empty list. */
export function progressPercent(items: readonly HasStatus[]): number {
  if (items.length === 0) return 0;
  const done = items.filter((item) => item.status === "completed").length;
  return Math.round((done / items.length) * 100);
}

/** The first item in progress ("in-progress" or "in_progress"), if any. */
export function currentStep<T extends HasStatus>(items: readonly T[]): T | undefined {
  return items.find((item) => item.status === "in-progress" || item.status === "in_progress");
}
