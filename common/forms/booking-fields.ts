/**
 * Field builders shared by the reservation and consultation schemas. A
 * missing or mistyped required field gets the field's own message (never a
 * generic "Invalid input"); blank or null optional fields mean "not given".
 */
import { z } from "zod";
import { hasScheme } from "./web-address";

const isBlank = (value: unknown) => value === null || (typeof value === "string" && value.trim() === "");

/** Required text, trimmed, with one message for missing, empty and non-text. */
export const requiredText = (message: string, max: number, maxMessage: string) =>
  z.string({ error: message }).trim().min(1, { message }).max(max, { message: maxMessage });

export const emailAddress = (message = "Please enter a valid email address") =>
  z.string({ error: message }).trim().max(254, { message }).pipe(z.email({ message }));

/** Optional text up to `max` characters. */
export const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.string({ error: message }).trim().max(max, { message }).optional(),
  );

/** Optional phone number: digits and the usual punctuation, up to 30 characters. */
export const optionalPhone = () =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z
      .string({ error: "Please enter a valid phone number" })
      .trim()
      .max(30, { message: "Phone number must be at most 30 characters" })
      .regex(/^\+?[0-9()\-.\s]{3,}$/, { message: "Please enter a valid phone number" })
      .optional(),
  );

/** Optional choice among `values`. */
export const optionalChoice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), z.enum(values, { error: message }).optional());

/** Required choice among `values`, one message for missing and unknown. */
export const requiredChoice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.enum(values, { error: message });

/** An http(s) website address; "example.com" is accepted and stored as "https://example.com/". */
export const optionalWebsite = (message = "Please enter a valid website address (http or https)") =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z
      .string({ error: message })
      .trim()
      .max(2048, { message: "Website address must be at most 2,048 characters" })
      .transform((value, context) => {
        const candidate = hasScheme(value) ? value : `https://${value}`;
        try {
          const url = new URL(candidate);
          if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".")) {
            return url.toString();
          }
        } catch {
          // not a URL
        }
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      })
      .optional(),
  );
