/**
 * Marks an API call the server makes for a page it renders (the contact page's
 * no-JavaScript post: docs/decisions/022-contact-without-javascript.md). The
 * mark travels in the request's environment, which only the server sets, so
 * a body or header sent from outside can never claim it.
 */
import type { Context } from "hono";

const PAGE_REQUEST = "pageRequest";

/** The environment of an in-process call made for a page, from the page request's own. */
export function pageRequestEnv(env: unknown): Record<string, unknown> {
  return { ...(env && typeof env === "object" ? env : {}), [PAGE_REQUEST]: true };
}

export function isPageRequest(c: Context): boolean {
  const env: unknown = c.env;
  return typeof env === "object" && env !== null && (env as Record<string, unknown>)[PAGE_REQUEST] === true;
}
