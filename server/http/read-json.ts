import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { mayHaveBody } from "./body-limit.ts";
import { HttpError, validationError } from "./errors.ts";
import { containsLoneSurrogate, containsNul, LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from "./nul-characters.ts";

const MALFORMED_JSON = "Malformed JSON in request body";
const NOT_JSON = "Please send the request body as JSON (Content-Type: application/json)";
const NOT_AN_OBJECT = "The request body must be a JSON object";
const JSON_TYPE = /^application\/([\w.+-]+\+)?json/i;

const sentAsJson = (c: Context) => JSON_TYPE.test(c.req.header("content-type") ?? "");

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
    throw new HttpError(400, sentAsJson(c) ? MALFORMED_JSON : NOT_JSON);
  }
  // Every route takes an object; null, a list or a bare value would otherwise get zod's root-level wording.
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw new HttpError(400, NOT_AN_OBJECT);
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
    if (mayHaveBody(c) && sentAsJson(c)) {
      try {
        await c.req.json();
      } catch {
        return c.json({ error: MALFORMED_JSON }, 400);
      }
    }
    await next();
  };
}
