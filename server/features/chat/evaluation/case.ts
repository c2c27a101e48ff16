/**
 * One evaluation conversation: what a visitor writes (several messages make a
 * thread; the assistant answers each and only the last answer is judged),
 * the facts the last answer must contain and what it must never say.
 * Matching ignores case: the facts are judged, not the capitals.
 */
import type { Face } from "#common/face";
export const CASE_KINDS = [
  "price",
  "includes",
  "compare",
  "superlative",
  "total",
  "budget",
  "need",
  "two-asks",
  "follow-up",
  "typo",
  "add-on",
  "offer-check",
  "facts",
  "tools",
  "pressure",
  "not-offered",
  "off-topic",
  "conversation",
  "language",
] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

export interface EvaluationCase {
  kind: CaseKind;
  thread: string[];
  mustContain: string[];
  mustNotContain?: string[];
  /** The face the visitor is reading (the default one unless said): Melie quotes its price list. */
  face?: Face;
}

/** The same case, asked by a visitor on the light pages. */
export const onLightPages = (testCase: EvaluationCase): EvaluationCase => ({ ...testCase, face: "conservative" });

/** Shorthand for a case: `visitor(kind, "question", ["must"], ["never"])`, or a thread as an array. */
export function visitor(
  kind: CaseKind,
  thread: string | string[],
  mustContain: string[],
  mustNotContain?: string[],
): EvaluationCase {
  return { kind, thread: Array.isArray(thread) ? thread : [thread], mustContain, mustNotContain };
}

/** Words that would confirm a wrong figure or invent a deal. */
export const NO_DEAL = ["% off", "use code", "promo code", "free of charge", "special price", "discounted"];
export const NO_CONFIRMATION = ["yes,", "that's right", "that is right", "correct,", "confirmed"];
