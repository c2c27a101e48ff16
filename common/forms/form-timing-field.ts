/**
 * The name of the field that carries how long a public form was on screen
 * before it was sent (./form-timing.ts has its check). Name only, no zod: the
 * form kit adds it before the forms' schemas load, as honeypot-field.ts does.
 */
export const FORM_ELAPSED_FIELD = "formElapsedMs";
