/** The intake form's checks, fetched on first use (see app/lib/lazy-module.ts): the API's own schema. */
import "../../lib/zod-in-browser";

export { clientIntakeSchema } from "../../../common/forms/client-intake";
export { fieldErrorsOf } from "../lead-forms/field-errors";
