/** The contact form's checks, fetched on first use (see app/lib/lazy-module.ts): the API's own schema. */
import "#app/lib/zod-in-browser";

export { fieldErrorsOf } from "#app/components/form/server-errors";
export { contactSchema } from "#common/forms/contact";
