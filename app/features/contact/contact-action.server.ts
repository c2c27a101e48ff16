/**
 * The contact form without its script (progressive enhancement): a browser
 * that never ran the page's JavaScript posts the form to /contact itself, as
 * application/x-www-form-urlencoded. The page's action sends it to the same
 * API the script calls, in process (so the same checks, rate limit and
 * storage apply), and the page is rendered again with the outcome. A form
 * posted from another site's page never gets here: the site handler refuses
 * it with the API's rule (server/http/cross-site-writes.ts).
 */

import { data } from "react-router";
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

function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

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
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
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

  const response = await apiFetch(
    new Request(new URL("/api/contact", address), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    }),
  );
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; error?: unknown; fields?: unknown };
  if (response.ok) {
    const message = typeof body.message === "string" ? body.message : CONTACT_SUCCESS_MESSAGE;
    return { outcome: "sent", message } satisfies ContactActionResult;
  }
  const fields =
    body.fields && typeof body.fields === "object"
      ? Object.fromEntries(
          Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        )
      : {};
  const message = typeof body.error === "string" ? body.error : FAILED;
  return failed(response.status, message, fields, values, payload[FORM_TOKEN_FIELD]);
}

/**
 * A form token for the page's form (docs/product/lead-capture.md § Automated submissions), from the same API
 * the script asks; none when it cannot be had, and the form is still sent (as a lead that looks automated).
 */
export async function contactFormToken(request: Request, apiFetch: ApiFetch): Promise<{ formToken?: string }> {
  try {
    const response = await apiFetch(new Request(new URL("/api/form-token?form=contact", request.url)));
    const body = (await response.json()) as { formToken?: unknown };
    return response.ok && typeof body.formToken === "string" ? { formToken: body.formToken } : {};
  } catch {
    return {};
  }
}
