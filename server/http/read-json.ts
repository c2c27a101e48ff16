import type { Context } from "hono";
import type { z } from "zod";
import { HttpError, validationError } from "./errors.ts";

/**
 * Parses the JSON body and validates it against `schema`.
 * Malformed JSON → 400; schema failure → 400 with a message per field.
 */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    if (error instanceof HttpError) throw error; // e.g. 413 from the body limit
    throw new HttpError(400, "Malformed JSON in request body");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
