/**
 * A field people never see (visually hidden, out of the tab order, autocomplete
 * off) but form-filling bots do. Optional in every public payload: absent or
 * empty is fine; filled → 400 and nothing stored (docs/product/lead-capture.md § Honeypot).
 *
 * Names only, no zod: the forms render the field before their schemas load.
 */
export const HONEYPOT_FIELD = "companyFax";
export const HONEYPOT_MESSAGE = "This submission looks automated and was not accepted.";
