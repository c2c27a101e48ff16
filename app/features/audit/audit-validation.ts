/** The audit form's check, fetched on first use (see app/lib/lazy-module.ts): the API's own schema. */
import "../../lib/zod-in-browser";

export { auditRequestSchema } from "../../../common/audit/audit-schema";
