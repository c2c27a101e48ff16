/**
 * The body field that carries a public form's token, and the forms that take
 * one (./form-token.ts has the schema). Names only, no zod: the form kit reads
 * them before the forms' schemas load, as honeypot-field.ts does.
 */
export const FORM_TOKEN_FIELD = "formToken";

/** Each public form that mails the visitor or holds a place; a token is good for its own form only. */
export const FORM_NAMES = [
  "contact",
  "reserve-slot",
  "consultation",
  "client-intake",
  "audit-request",
  "newsletter",
] as const;
export type FormName = (typeof FORM_NAMES)[number];
