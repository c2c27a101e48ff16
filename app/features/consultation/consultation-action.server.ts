/**
 * The consultation booking without the page's script
 * (docs/product/lead-capture.md § Booking without JavaScript): the loader gives the plain form its form token and the times still free; the action sends the
 * posted form to POST /api/consultations in process (app/components/form/plain-form.server.ts).
 */
import { data } from "react-router";
import { formTokenFor, postedForm, readFromApi, sendToApi, textOf } from "#app/components/form/plain-form.server";
import type { ApiFetch } from "#app/lib/in-process-api";
import { CONSULTATION_TIMES, consultationSlotKey, offeredDates } from "#common/consultation/schedule";
import { FORM_TOKEN_FIELD } from "#common/forms/form-token";
import { HONEYPOT_FIELD } from "#common/forms/honeypot-field";
import {
  type ConsultationActionResult,
  type ConsultationLoaderData,
  PLAIN_CONSULTATION_FIELDS,
  type PlainConsultationValues,
  WHEN_SEPARATOR,
} from "./plain-consultation";

const FAILED = "Failed to book consultation. Please try again.";

export async function consultationLoader(request: Request, apiFetch: ApiFetch): Promise<ConsultationLoaderData> {
  const dates = offeredDates(new Date());
  const [formToken, taken] = await Promise.all([
    formTokenFor(request, apiFetch, "consultation"),
    readFromApi<{ taken: string[] }>(request, apiFetch, `/api/consultations/taken?from=${dates[0]}&to=${dates.at(-1)}`),
  ]);
  if (!taken) return { formToken };
  const takenKeys = new Set(taken.taken);
  const days = dates.map((date) => ({
    date,
    freeTimes: CONSULTATION_TIMES.filter((time) => !takenKeys.has(consultationSlotKey(date, time.value))).map(
      (time) => time.value,
    ),
  }));
  return { formToken, days };
}

export async function consultationAction(request: Request, apiFetch: ApiFetch) {
  const form = await postedForm(request);
  const values = Object.fromEntries(
    PLAIN_CONSULTATION_FIELDS.map((name) => [name, textOf(form, name)]),
  ) as PlainConsultationValues;
  const formToken = textOf(form, FORM_TOKEN_FIELD) || undefined;
  const [preferredDate = "", preferredTime = ""] = values.when.split(WHEN_SEPARATOR);
  const { when: _when, ...fields } = values;
  const payload = {
    ...fields,
    preferredDate,
    preferredTime,
    [HONEYPOT_FIELD]: textOf(form, HONEYPOT_FIELD),
    [FORM_TOKEN_FIELD]: formToken,
  };
  const outcome = await sendToApi(request, apiFetch, "/api/consultations", payload);
  if (outcome.ok) return { outcome: "sent", message: outcome.message ?? "" } satisfies ConsultationActionResult;
  // The date and the time are one control here: a message about either is that control's.
  const { preferredDate: dateError, preferredTime: timeError, ...otherErrors } = outcome.fields;
  const whenError = dateError ?? timeError;
  const result: ConsultationActionResult = {
    outcome: "failed",
    message: outcome.message ?? FAILED,
    fields: whenError ? { ...otherErrors, when: whenError } : otherErrors,
    values,
    formToken,
  };
  return data(result, { status: outcome.status });
}
