import type { MiddlewareHandler } from "hono";

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a value with one
 * makes the query fail (22021), which would answer 500. No form field has a
 * use for it, so requests carrying one are refused with 400 before any query.
 */
export const NUL_MESSAGE = "Text may not contain NUL characters";

/**
 * JSON may carry half of a UTF-16 surrogate pair ("\udc00"): not a character
 * at all. Stored in a jsonb column (a lead's context, an email in the outbox)
 * PostgreSQL refuses it (22P05), which would answer 500. A browser never sends
 * one from a form field, so such a request is refused with 400 too.
 */
export const LONE_SURROGATE_MESSAGE = "Text must be valid Unicode";

/** True when any string (or object key) in the parsed JSON value contains U+0000. Iterative: bodies may nest thousands deep. */
export function containsNul(value: unknown): boolean {
  return someString(value, (text) => text.includes("\u0000"));
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one (UTF-16 code units).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when any string (or object key) holds a lone surrogate (not well-formed UTF-16). */
export function containsLoneSurrogate(value: unknown): boolean {
  return someString(value, (text) => LONE_SURROGATE.test(text));
}

function someString(value: unknown, test: (text: string) => boolean): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === "string") {
      if (test(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** Refuses a NUL in the path or query string (%00), e.g. an admin list filter or a share id. */
export function rejectNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    if (url.includes("\u0000") || /%00/i.test(url)) return c.json({ error: NUL_MESSAGE }, 400);
    await next();
  };
}
