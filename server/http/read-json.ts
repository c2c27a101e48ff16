import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { mayHaveBody } from "./body-limit.ts";
import { HttpError, validationError } from "./errors.ts";
import { containsLoneSurrogate, containsNul, LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from "./nul-characters.ts";

const MALFORMED_JSON = "Malformed JSON in request body";
const NOT_JSON = "Please send the request body as JSON (Content-Type: application/json)";
const NOT_AN_OBJECT = "The request body must be a JSON object";
/** application/json or a JSON-based type (application/ld+json), with or without parameters (charset). */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

const sentAsJson = (c: Context) => JSON_TYPE.test(c.req.header("content-type") ?? "");

/**
 * Whether the request says it carries a body: a type, a length over zero or a
 * chunked stream. A POST with nothing to send (a sign-out) need not name a type.
 */
function declaresBody(c: Context): boolean {
  const chunked = c.req.header("transfer-encoding") !== undefined;
  const length = c.req.header("content-length");
  if (!chunked && length !== undefined && length.trim() === "0") return false;
  return chunked || length !== undefined || (c.req.header("content-type") ?? "").trim() !== "";
}

/**
 * Parses the JSON body and validates it against `schema`. A body not sent as
 * JSON → 415, whatever it holds (see requireJsonBodies); malformed JSON → 400;
 * a NUL character or a lone surrogate anywhere → 400 (PostgreSQL cannot store
 * them); schema failure → 400 with a message per field.
 */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  if (!sentAsJson(c)) throw new HttpError(415, NOT_JSON);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    if (error instanceof HttpError) throw error; // e.g. 413 from the body limit
    throw new HttpError(400, MALFORMED_JSON);
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
 * The API takes JSON bodies only, whatever the route: a body of another type
 * (or of none) → 415. A page on another site can send text/plain, a form or
 * multipart without asking the browser's permission (no CORS preflight), but
 * never application/json; so a body must say it is JSON before anything reads
 * it. A body that declares JSON must be valid JSON → 400. Hono caches the
 * parsed body, so handlers that call `c.req.json()` afterwards do not parse it
 * again.
 */
export function requireJsonBodies(options: { except?: readonly string[] } = {}): MiddlewareHandler {
  return async (c, next) => {
    if (!mayHaveBody(c) || !declaresBody(c) || options.except?.includes(c.req.path)) return next();
    if (!sentAsJson(c)) return c.json({ error: NOT_JSON }, 415);
    try {
      await c.req.json();
    } catch {
      return c.json({ error: MALFORMED_JSON }, 400);
    }
    await next();
  };
}
