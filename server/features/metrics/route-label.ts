/**
 * The route pattern a request matched, for metric labels. The API (a Hono app
 * of its own, called by the site handler) notes the pattern of the handler
 * that answered, keyed by the Request object both share; the site handler
 * reads it back after the API has answered.
 */
import type { Context } from "hono";
import { routePath } from "hono/route";

const apiPatterns = new WeakMap<Request, string>();

/** In the API's first middleware, after `next()`: remembers the answering route's pattern. */
export function rememberApiRoute(request: Request, c: Context): void {
  apiPatterns.set(request, routePath(c) || "/api/*");
}

export function apiRouteOf(request: Request): string | undefined {
  return apiPatterns.get(request);
}
