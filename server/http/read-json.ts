import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { mayHaveBody } from "./body-limit.ts";
import { HttpError, validationError } from "./errors.ts";
import { containsLoneSurrogate, containsNul, LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from "./nul-characters.ts";

/**
 * Parses the JSON body and validates it against `schema`.
 * Malformed JSON → 400; a NUL character or a lone surrogate anywhere → 400
 * (PostgreSQL cannot store them); schema failure → 400 with a message per field.
 */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    if (error instanceof HttpError) throw error; // e.g. 413 from the body limit
    throw new HttpError(400, "Malformed JSON in request body");
  }
  if (containsNul(body)) throw new HttpError(400, NUL_MESSAGE);
  if (containsLoneSurrogate(body)) throw new HttpError(400, LONE_SURROGATE_MESSAGE);
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * Any request that declares a JSON body must carry valid JSON, whatever the
 * route: 400 otherwise. Hono caches the parsed body, so handlers that call
 * `c.req.json()` afterwards do not parse it again.
 */
export function rejectMalformedJson(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header("content-type") ?? "";
    if (mayHaveBody(c) && /^application\/([\w.+-]+\+)?json/i.test(type)) {
      try {
        await c.req.json();
      } catch {
        return c.json({ error: "Malformed JSON in request body" }, 400);
      }
    }
    await next();
  };
}
