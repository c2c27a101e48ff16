/**
 * The contact form without its script: posted to /contact itself and sent to POST /api/contact in process
 * (app/components/form/plain-form.server.ts says how and why).
 */

import { data } from "react-router";
import { formTokenFor, postedForm, sendToApi, textOf } from "#app/components/form/plain-form.server";
import type { ApiFetch } from "#app/lib/in-process-api";
import { CONSERVATIVE_PARAM } from "#app/lib/style-variant";
import { priceListOf } from "#common/catalog/price-lists";
import { readFace } from "#common/face";
import { CONTACT_SUCCESS_MESSAGE } from "#common/forms/contact-options";
import { FORM_TOKEN_FIELD } from "#common/forms/form-token";
import {
  CONTACT_FIELD_NAMES,
  type ContactActionResult,
  type ContactValues,
  contactPayload,
  initialPackage,
} from "./contact-payload";
import { handedOverConfiguration } from "./pricing-configuration";

const FAILED = "Failed to submit contact form. Please try again.";

function failed(
  status: number,
  message: string,
  fields: Record<string, string>,
  values: ContactValues,
  formToken: string | undefined,
) {
  // The spam trap is never echoed back into the page.
  const result: ContactActionResult = {
    outcome: "failed",
    message,
    fields,
    values: { ...values, companyFax: "" },
    formToken,
  };
  return data(result, { status });
}

export async function contactAction(request: Request, apiFetch: ApiFetch) {
  const form = await postedForm(request);
  const submitted = Object.fromEntries(CONTACT_FIELD_NAMES.map((name) => [name, textOf(form, name)]));
  const values: ContactValues = {
    ...(submitted as Record<keyof ContactValues, string>),
    package: initialPackage(submitted.package),
  };
  const address = new URL(request.url);
  const payload = {
    ...contactPayload(values, {
      analysisRequested: address.searchParams.get("service") === "analysis",
      configuration: handedOverConfiguration(address.searchParams),
      priceList: priceListOf(readFace(address.searchParams.get(CONSERVATIVE_PARAM))),
    }),
    // Sent as typed, so an unknown value gets the API's message rather than vanishing.
    package: submitted.package || undefined,
    [FORM_TOKEN_FIELD]: textOf(form, FORM_TOKEN_FIELD) || undefined,
  };

  const outcome = await sendToApi(request, apiFetch, "/api/contact", payload);
  if (outcome.ok)
    return { outcome: "sent", message: outcome.message ?? CONTACT_SUCCESS_MESSAGE } satisfies ContactActionResult;
  return failed(outcome.status, outcome.message ?? FAILED, outcome.fields, values, payload[FORM_TOKEN_FIELD]);
}

/** The form token the form carries when it is sent without the page's script. */
export async function contactFormToken(request: Request, apiFetch: ApiFetch): Promise<{ formToken?: string }> {
  const formToken = await formTokenFor(request, apiFetch, "contact");
  return formToken ? { formToken } : {};
}
