/**
 * What the intake page's action answers a form sent without the page's script (intake-action.server.ts), and
 * what the scripted form keeps once a project start is stored (docs/product/lead-capture.md § Project start).
 */
import type { INTAKE_FIELD_ORDER } from "#common/forms/client-intake-options";

export type IntakeField = (typeof INTAKE_FIELD_ORDER)[number];
export type IntakeValues = Record<IntakeField, string> & { companyFax: string };

/** A stored project start: the brief joins it with its key. */
export interface StartedProject {
  id: number;
  briefKey: string;
  message: string;
  /** The offer the start named; "" for "Not sure yet", which the brief then asks again. */
  serviceType: string;
}

/** The two sends of the page: the start's four answers, or the brief (joined to a start, or the whole intake). */
export const INTAKE_INTENTS = ["start", "brief"] as const;
export type IntakeIntent = (typeof INTAKE_INTENTS)[number];
export const INTENT_FIELD = "intent";
/** The hidden fields that carry a stored start to the brief sent without the script. */
export const BRIEF_ID_FIELD = "briefId";
export const BRIEF_KEY_FIELD = "briefKey";

export type IntakeActionResult =
  | { outcome: "started"; started: StartedProject; values: IntakeValues }
  | { outcome: "sent"; message: string }
  | {
      outcome: "failed";
      message: string;
      fields: Record<string, string>;
      values: IntakeValues;
      started?: StartedProject;
      /** The refused send's form token, still unspent. */
      formToken?: string;
    };
