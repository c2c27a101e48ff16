/**
 * A client's stored questionnaire answers read back question by question,
 * under the form's own sections and labels (./questionnaire.ts), for the
 * admin's client page and the team's notification email.
 *
 * The answers are stored JSON (onboarding_questionnaires.answers), written by
 * whichever version of the form was live then, so nothing here assumes a
 * field is present or has today's type: anything unreadable is "no answer".
 */
import { QUESTIONNAIRE_LABELS, QUESTIONNAIRE_SECTIONS, type QuestionnaireField } from "./questionnaire";

export interface QuestionnaireAnswerRow {
  field: QuestionnaireField;
  label: string;
  /** A text or choice, the ticked options of a list, or null when the client left it blank. */
  answer: string | string[] | null;
}

export interface QuestionnaireAnswerSection {
  title: string;
  rows: QuestionnaireAnswerRow[];
}

function readAnswer(value: unknown): string | string[] | null {
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) {
    const items = value.filter((item): item is string => typeof item === "string" && item.trim() !== "");
    return items.length > 0 ? items : null;
  }
  return null;
}

/** Every question in the form's order; the consent line closes the last section, as on the form. */
export function questionnaireAnswerSections(answers: object): QuestionnaireAnswerSection[] {
  const values = answers as Partial<Record<QuestionnaireField, unknown>>;
  const row = (field: QuestionnaireField): QuestionnaireAnswerRow => ({
    field,
    label: QUESTIONNAIRE_LABELS[field],
    answer: readAnswer(values[field]),
  });
  return QUESTIONNAIRE_SECTIONS.map((section, index) => ({
    title: section.title,
    rows: [...section.fields.map(row), ...(index === QUESTIONNAIRE_SECTIONS.length - 1 ? [row("agreesToTerms")] : [])],
  }));
}

/** One answer on one line: list items joined with commas. */
export function answerText(answer: QuestionnaireAnswerRow["answer"], blank = "—"): string {
  if (answer === null) return blank;
  return Array.isArray(answer) ? answer.join(", ") : answer;
}
