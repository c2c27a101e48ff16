/**
 * Forms sent without the page's script (progressive enhancement): a browser that never ran the page's
 * JavaScript posts the form to the page itself, as application/x-www-form-urlencoded. The page's action
 * sends it to the same API the script calls, in process (so the same checks, rate limits, form token and
 * storage apply), and the page is rendered again with the outcome. A form posted from another site's page
 * never gets here: the site handler refuses it with the API's rule (server/http/cross-site-writes.ts).
 */
import { data } from "react-router";
import type { ApiFetch } from "#app/lib/in-process-api";
import type { FormName } from "#common/forms/form-token";
import { FORM_TOKEN_FIELD } from "#common/forms/form-token-field";
import type { PlainFormResult } from "./plain-form";

/** A field of a posted form as text; "" when absent or a file. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The named fields of a posted form, each as text. */
export function fieldsOf<Name extends string>(form: FormData, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, textOf(form, name)])) as Record<Name, string>;
}

/** The form token a posted form carries, if any. */
export const formTokenOf = (form: FormData) => textOf(form, FORM_TOKEN_FIELD) || undefined;

/** The posted form, or a 400 when the body is not one. */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}

export type ApiOutcome =
  | { ok: true; message: string | undefined; body: Record<string, unknown> }
  | { ok: false; status: number; message: string | undefined; fields: Record<string, string> };

/** POSTs `payload` as JSON to the in-process API at `path` and reads its answer. */
export async function sendToApi(request: Request, apiFetch: ApiFetch, path: string, payload: unknown) {
  const response = await apiFetch(
    new Request(new URL(path, request.url), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    }),
  );
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) {
    return {
      ok: true,
      message: typeof body.message === "string" ? body.message : undefined,
      body,
    } satisfies ApiOutcome;
  }
  const fields =
    body.fields && typeof body.fields === "object"
      ? Object.fromEntries(
          Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        )
      : {};
  return {
    ok: false,
    status: response.status,
    message: typeof body.error === "string" ? body.error : undefined,
    fields,
  } satisfies ApiOutcome;
}

/**
 * The page's answer to the API's outcome: the API's message once it is in (or `sent` when it gave none), or,
 * with the API's status, why it was refused with the visitor's answers and the same, unspent form token.
 */
export function answerOf<Values>(
  outcome: ApiOutcome,
  refused: { values: Values; formToken: string | undefined; fallback: string; fields?: Record<string, string> },
  sent = "",
) {
  if (outcome.ok) return { outcome: "sent", message: outcome.message ?? sent } satisfies PlainFormResult<Values>;
  const result: PlainFormResult<Values> = {
    outcome: "failed",
    message: outcome.message ?? refused.fallback,
    fields: refused.fields ?? outcome.fields,
    values: refused.values,
    formToken: refused.formToken,
  };
  return data(result, { status: outcome.status });
}

/** GETs JSON from the in-process API; undefined when it cannot be had (the page then shows less, not an error). */
export async function readFromApi<T>(request: Request, apiFetch: ApiFetch, path: string): Promise<T | undefined> {
  try {
    const response = await apiFetch(
      new Request(new URL(path, request.url), { headers: { Accept: "application/json" } }),
    );
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A form token for the page's form (docs/product/lead-capture.md § Automated submissions), from the same API
 * the script asks; none when it cannot be had, and the form is still sent (as a lead that looks automated).
 */
export async function formTokenFor(request: Request, apiFetch: ApiFetch, form: FormName): Promise<string | undefined> {
  const body = await readFromApi<{ formToken?: unknown }>(request, apiFetch, `/api/form-token?form=${form}`);
  return typeof body?.formToken === "string" ? body.formToken : undefined;
}
