/** The intake page's checks, fetched on first use (see app/lib/lazy-module.ts): the API's own schemas. */
import "#app/lib/zod-in-browser";

export { fieldErrorsOf } from "#app/components/form/server-errors";
export { clientIntakeSchema, projectBriefSchema, projectStartSchema } from "#common/forms/client-intake";
