/** The booking form's checks, fetched on first use (see app/lib/lazy-module.ts): the API's own schema. */
import "#app/lib/zod-in-browser";

export { consultationSchema } from "#common/forms/consultation";
