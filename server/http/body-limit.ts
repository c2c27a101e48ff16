import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** 64 KB is ample for every form of the site (the longest text field is 10,000 characters). */
export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = (c: Context) => c.json({ error: "Request body too large (the limit is 64 KB)" }, 413);

/**
 * Whether the request may carry a body, decided from its method and headers
 * where they tell. Reading `c.req.raw.body` on @hono/node-server's lightweight
 * request builds a full Fetch Request (AbortController, web stream) that the
 * body parser does not need: ~15 % of the server's CPU on POST /api/contact
 * (docs/product/operations.md § Performance design). The result is the same as `c.req.raw.body !== null` there:
 * GET, HEAD and TRACE have none, every other method has a stream.
 */
export function mayHaveBody(c: Context): boolean {
  const method = c.req.method;
  if (method === "GET" || method === "HEAD" || method === "TRACE") return false;
  if (c.req.header("content-length") !== undefined || c.req.header("transfer-encoding") !== undefined) return true;
  return c.req.raw.body !== null;
}

/**
 * 413 over MAX_BODY_BYTES. A declared Content-Length is checked without
 * touching the body (Node's parser never reads past it); a chunked body is
 * counted as it streams by hono's bodyLimit.
 */
export const limitBody = (): MiddlewareHandler => {
  const streamingLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  return async (c, next) => {
    if (!mayHaveBody(c)) return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number.parseInt(length, 10) > MAX_BODY_BYTES ? tooLarge(c) : next();
    }
    return streamingLimit(c, next);
  };
};
