import { z } from "zod";

/** An optional free-text field: trimmed; empty, null or absent → undefined. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : undefined));
}
