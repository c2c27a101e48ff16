import { z } from "zod";
import { HONEYPOT_MESSAGE } from "./honeypot-field";

export { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from "./honeypot-field";

/** The honeypot's check (see honeypot-field.ts): absent, null or empty passes. */
export const honeypotSchema = z
  .string()
  .max(0, { message: HONEYPOT_MESSAGE })
  .optional()
  .or(z.literal(null).transform(() => undefined));
