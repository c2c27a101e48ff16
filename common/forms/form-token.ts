import { z } from "zod";

/**
 * The form token: the server issues one for a public form when the form is
 * shown, signed and time-stamped, and takes it back once with the form's
 * submission (docs/product/lead-capture.md § Automated submissions). Its age
 * tells the server how long the visitor had the form, a number no script can
 * state for itself. Optional: a body without it is still stored, as a lead
 * that looks automated.
 */
export { FORM_NAMES, FORM_TOKEN_FIELD, type FormName } from "./form-token-field";

/** Sized for `<issued>.<nonce>.<signature>` with room to spare; longer is not one of ours. */
export const formTokenSchema = z.string().max(200).optional();
