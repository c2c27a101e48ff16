/** The audit form's check, fetched on first use (see app/lib/lazy-module.ts): the API's own schema. */
import "#app/lib/zod-in-browser";

export { auditRequestSchema, manualRequestSchema } from "#common/audit/audit-schema";
