/**
 * The contact form without its script: posted to /contact itself and sent to POST /api/contact in process
 * (app/components/form/plain-form.server.ts says how and why).
 */

import {
  answerOf,
  fieldsOf,
  formTokenFor,
  formTokenOf,
  postedForm,
  sendToApi,
} from "#app/components/form/plain-form.server";
import type { ApiFetch } from "#app/lib/in-process-api";
import { variantOf } from "#app/lib/variant-path";
import { priceListOf } from "#common/catalog/price-lists";
import { CONTACT_SUCCESS_MESSAGE } from "#common/forms/contact-options";
import { FORM_TOKEN_FIELD } from "#common/forms/form-token";
import { CONTACT_FIELD_NAMES, type ContactValues, contactPayload, initialPackage } from "./contact-payload";
import { handedOverConfiguration } from "./pricing-configuration";

const FAILED = "Failed to submit contact form. Please try again.";

export async function contactAction(request: Request, apiFetch: ApiFetch) {
  const form = await postedForm(request);
  const submitted = fieldsOf(form, CONTACT_FIELD_NAMES);
  const values: ContactValues = { ...submitted, package: initialPackage(submitted.package) };
  const address = new URL(request.url);
  const payload = {
    ...contactPayload(values, {
      analysisRequested: address.searchParams.get("service") === "analysis",
      configuration: handedOverConfiguration(address.searchParams),
      priceList: priceListOf(variantOf(address.pathname, address.searchParams)),
    }),
    // Sent as typed, so an unknown value gets the API's message rather than vanishing.
    package: submitted.package || undefined,
    [FORM_TOKEN_FIELD]: formTokenOf(form),
  };

  const outcome = await sendToApi(request, apiFetch, "/api/contact", payload);
  // The spam trap is never echoed back into the page.
  const refused = { values: { ...values, companyFax: "" }, formToken: payload[FORM_TOKEN_FIELD], fallback: FAILED };
  return answerOf(outcome, refused, CONTACT_SUCCESS_MESSAGE);
}

/** The form token the form carries when it is sent without the page's script. */
export async function contactFormToken(request: Request, apiFetch: ApiFetch): Promise<{ formToken?: string }> {
  const formToken = await formTokenFor(request, apiFetch, "contact");
  return formToken ? { formToken } : {};
}
