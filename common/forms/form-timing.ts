import { z } from "zod";

/**
 * How long the visitor's form was on screen before it was sent, in
 * milliseconds: the form kit adds it to every public form's body
 * (app/components/form/use-form-timing.ts), and the server reads a very fast
 * or a missing value as a sign of an automated submission
 * (docs/product/lead-capture.md § Automated submissions). Optional: a
 * request without it is still accepted and stored.
 */
export { FORM_ELAPSED_FIELD } from "./form-timing-field";

export const formElapsedMsSchema = z.number().finite().nonnegative().optional();
