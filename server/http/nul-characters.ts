import type { MiddlewareHandler } from "hono";

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a value with one
 * makes the query fail (22021), which would answer 500. No form field has a
 * use for it, so requests carrying one are refused with 400 before any query.
 */
export const NUL_MESSAGE = "Text may not contain NUL characters";

/** True when any string (or object key) in the parsed JSON value contains U+0000. Iterative: bodies may nest thousands deep. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === "string") {
      if (current.includes("\u0000")) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes("\u0000")) return true;
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
