/**
 * The consultation booking without the page's script
 * (docs/product/lead-capture.md § Booking without JavaScript): the loader gives the plain form its form token
 * and the times still free; the action sends the posted form to POST /api/consultations in process
 * (app/components/form/plain-form.server.ts).
 */
import {
  answerOf,
  fieldsOf,
  formTokenFor,
  formTokenOf,
  postedForm,
  readFromApi,
  sendToApi,
  textOf,
} from "#app/components/form/plain-form.server";
import type { ApiFetch } from "#app/lib/in-process-api";
import { CONSULTATION_TIMES, consultationSlotKey, offeredDates } from "#common/consultation/schedule";
import { FORM_TOKEN_FIELD } from "#common/forms/form-token";
import { HONEYPOT_FIELD } from "#common/forms/honeypot-field";
import { type ConsultationLoaderData, PLAIN_CONSULTATION_FIELDS, WHEN_SEPARATOR } from "./plain-consultation";

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
  const values = fieldsOf(form, PLAIN_CONSULTATION_FIELDS);
  const formToken = formTokenOf(form);
  const [preferredDate = "", preferredTime = ""] = values.when.split(WHEN_SEPARATOR);
  const { when: _when, ...fields } = values;
  const outcome = await sendToApi(request, apiFetch, "/api/consultations", {
    ...fields,
    preferredDate,
    preferredTime,
    [HONEYPOT_FIELD]: textOf(form, HONEYPOT_FIELD),
    [FORM_TOKEN_FIELD]: formToken,
  });
  // The date and the time are one control here: a message about either is that control's.
  const { preferredDate: dateError, preferredTime: timeError, ...otherErrors } = outcome.ok ? {} : outcome.fields;
  const whenError = dateError ?? timeError;
  return answerOf(outcome, {
    values,
    formToken,
    fallback: FAILED,
    fields: whenError ? { ...otherErrors, when: whenError } : otherErrors,
  });
}
