/**
 * The intake page without its script: the form posted to /client-intake itself, with the pressed button's
 * `intent`, and sent in process to the API the script calls (app/components/form/plain-form.server.ts):
 * `start` to POST /api/client-intake/start; `brief` to the start it joins (POST /api/client-intake/<id>/brief)
 * or, before any start, as the whole intake (POST /api/client-intake).
 */
import { data } from "react-router";
import {
  type ApiOutcome,
  fieldsOf,
  formTokenFor,
  formTokenOf,
  postedForm,
  sendToApi,
  textOf,
} from "#app/components/form/plain-form.server";
import type { ApiFetch } from "#app/lib/in-process-api";
import { variantOf } from "#app/lib/variant-path";
import { priceListOf } from "#common/catalog/price-lists";
import { INTAKE_FIELD_ORDER, PROJECT_START_FIELDS, PROJECT_START_MESSAGE } from "#common/forms/client-intake-options";
import { FORM_TOKEN_FIELD } from "#common/forms/form-token";
import { HONEYPOT_FIELD } from "#common/forms/honeypot-field";
import {
  BRIEF_ID_FIELD,
  BRIEF_KEY_FIELD,
  INTENT_FIELD,
  type IntakeActionResult,
  type IntakeValues,
  type StartedProject,
} from "./intake-outcome";

const FAILED = "Please try again or contact us directly.";

/** The start a brief sent without the script joins, from the hidden fields the page rendered with it. */
function startedOf(form: FormData, message: string): StartedProject | undefined {
  const id = Number(textOf(form, BRIEF_ID_FIELD));
  const briefKey = textOf(form, BRIEF_KEY_FIELD);
  if (!Number.isInteger(id) || id <= 0 || !briefKey) return undefined;
  return { id, briefKey, message, serviceType: textOf(form, "serviceType") };
}

export async function intakeAction(request: Request, apiFetch: ApiFetch) {
  const form = await postedForm(request);
  const values: IntakeValues = { ...fieldsOf(form, INTAKE_FIELD_ORDER), companyFax: "" };
  const address = new URL(request.url);
  const priceList = priceListOf(variantOf(address.pathname, address.searchParams));
  const formToken = formTokenOf(form);
  const trap = { [HONEYPOT_FIELD]: textOf(form, HONEYPOT_FIELD) };
  const started = startedOf(form, "");

  if (textOf(form, INTENT_FIELD) === "start" && !started) {
    const start = Object.fromEntries(PROJECT_START_FIELDS.map((field) => [field, values[field]]));
    const outcome = await sendToApi(request, apiFetch, "/api/client-intake/start", {
      ...start,
      ...trap,
      priceList,
      [FORM_TOKEN_FIELD]: formToken,
    });
    const { id, briefKey } = outcome.ok ? outcome.body : {};
    if (outcome.ok && typeof id === "number" && typeof briefKey === "string") {
      return {
        outcome: "started",
        started: { id, briefKey, message: outcome.message ?? "", serviceType: values.serviceType },
        values,
      } satisfies IntakeActionResult;
    }
    return refused(outcome, values, formToken);
  }

  const { contactName: _n, email: _e, need: _need, ...brief } = values;
  const outcome = started
    ? await sendToApi(request, apiFetch, `/api/client-intake/${started.id}/brief`, {
        ...brief,
        priceList,
        briefKey: started.briefKey,
      })
    : await sendToApi(request, apiFetch, "/api/client-intake", {
        ...values,
        ...trap,
        priceList,
        [FORM_TOKEN_FIELD]: formToken,
      });
  if (outcome.ok) return { outcome: "sent", message: outcome.message ?? "" } satisfies IntakeActionResult;
  // The start stays stored: the page shows it again, and the corrected brief joins it.
  return refused(outcome, values, formToken, started && { ...started, message: PROJECT_START_MESSAGE });
}

function refused(outcome: ApiOutcome, values: IntakeValues, formToken: string | undefined, started?: StartedProject) {
  const result: IntakeActionResult = {
    outcome: "failed",
    message: (!outcome.ok && outcome.message) || FAILED,
    fields: outcome.ok ? {} : outcome.fields,
    values,
    started,
    formToken,
  };
  return data(result, { status: outcome.ok ? 502 : outcome.status });
}

/** The form token the form carries when it is sent without the page's script (the script asks for its own). */
export async function intakeFormToken(request: Request, apiFetch: ApiFetch): Promise<{ formToken?: string }> {
  const formToken = await formTokenFor(request, apiFetch, "client-intake");
  return formToken ? { formToken } : {};
}
