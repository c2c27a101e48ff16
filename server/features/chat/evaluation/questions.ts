/**
 * The evaluation set of the built-in assistant: conversations written the way
 * visitors write (needs and budgets instead of package names, two asks in one
 * message, totals, typos, follow-ups, pressure to confirm a wrong price,
 * off-topic, other languages), each with what the reply must and must not contain.
 */
import type { EvaluationCase } from "./case";
import { BOUNDARY_CASES } from "./cases/boundaries";
import { COMPANY_CASES } from "./cases/company";
import { CONVERSATION_CASES } from "./cases/conversations";
import { LANGUAGE_CASES } from "./cases/languages";
import { OFFER_CASES } from "./cases/offers";
import { PLAN_CASES } from "./cases/plans";
import { PROBE_SIXTH_CASES } from "./cases/probes-sixth";
import { UNSEEN_EIGHTH_CASES } from "./cases/unseen-eighth";
import { UNSEEN_FIFTH_CASES } from "./cases/unseen-fifth";
import { UNSEEN_FIRST_CASES } from "./cases/unseen-first";
import { UNSEEN_FOURTH_CASES } from "./cases/unseen-fourth";
import { UNSEEN_NINTH_CASES } from "./cases/unseen-ninth";
import { UNSEEN_SECOND_CASES } from "./cases/unseen-second";
import { UNSEEN_SEVENTH_CASES } from "./cases/unseen-seventh";
import { UNSEEN_SIXTH_CASES } from "./cases/unseen-sixth";
import { UNSEEN_THIRD_CASES } from "./cases/unseen-third";

export type { EvaluationCase } from "./case";

export const EVALUATION_CASES: EvaluationCase[] = [
  ...OFFER_CASES,
  ...PLAN_CASES,
  ...CONVERSATION_CASES,
  ...COMPANY_CASES,
  ...BOUNDARY_CASES,
  ...UNSEEN_FIRST_CASES,
  ...UNSEEN_SECOND_CASES,
  ...UNSEEN_THIRD_CASES,
  ...UNSEEN_FOURTH_CASES,
  ...UNSEEN_FIFTH_CASES,
  ...PROBE_SIXTH_CASES,
  ...UNSEEN_SIXTH_CASES,
  ...UNSEEN_SEVENTH_CASES,
  ...UNSEEN_EIGHTH_CASES,
  ...UNSEEN_NINTH_CASES,
  ...LANGUAGE_CASES,
];
