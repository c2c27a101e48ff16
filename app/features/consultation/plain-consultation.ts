import type { PlainFormResult } from "#app/components/form/plain-form";

/** What the consultation page's loader and action give its form sent without the script (consultation-action.server.ts). */

/** The fields of the plain form; the date and time travel as one choice, `when` ("2026-12-01|9:00 AM"). */
export const PLAIN_CONSULTATION_FIELDS = [
  "name",
  "email",
  "phone",
  "company",
  "currentWebsite",
  "consultationType",
  "when",
  "projectDetails",
  "goals",
  "budget",
  "timeline",
] as const;

export type PlainConsultationValues = Record<(typeof PLAIN_CONSULTATION_FIELDS)[number], string>;

export const WHEN_SEPARATOR = "|";

export interface ConsultationLoaderData {
  formToken?: string;
  /** The offered dates, each with its times still free; absent when the calendar could not be read. */
  days?: Array<{ date: string; freeTimes: string[] }>;
}

export type ConsultationActionResult = PlainFormResult<PlainConsultationValues>;
