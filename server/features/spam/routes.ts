import { Hono } from "hono";
import { FORM_NAMES, type FormName } from "#common/forms/form-token";
import type { AppDeps } from "#server/deps.ts";
import { HttpError } from "#server/http/errors.ts";
import { formTokenKey, mintFormToken } from "./form-token.ts";

export const UNKNOWN_FORM_MESSAGE = `Unknown form: use one of ${FORM_NAMES.join(", ")}`;

const isFormName = (value: string | undefined): value is FormName => FORM_NAMES.includes(value as FormName);

/**
 * GET /api/form-token?form=<name> → {formToken}: the token a public form sends
 * back with its submission
 * (docs/product/lead-capture.md § Automated submissions).
 * Never cached: each is good once.
 */
export function formTokenRoutes(deps: AppDeps) {
  return new Hono().get("/", async (c) => {
    const form = c.req.query("form");
    if (!isFormName(form)) throw new HttpError(400, UNKNOWN_FORM_MESSAGE);
    const key = await formTokenKey(deps.db, deps.config.FORM_TOKEN_SECRET);
    c.header("Cache-Control", "no-store");
    return c.json({ formToken: mintFormToken(key, form, deps.now()) });
  });
}
