/** The contact form's checks, fetched on first use (see app/lib/lazy-module.ts): the API's own schema. */
import "../../lib/zod-in-browser";

export { contactSchema } from "../../../common/forms/contact";
export { fieldErrorsOf } from "../lead-forms/field-errors";
