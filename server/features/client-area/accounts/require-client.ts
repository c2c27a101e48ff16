import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "#server/deps.ts";
import { findClientSession } from "./sessions.ts";

export type ClientEnv = { Variables: { clientId: number; clientSessionId: number } };

/** The bearer token of `Authorization: Bearer <portalToken>`, or undefined (docs/product/client-area.md § Sessions). */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Every /api/portal/* route but sign-in and invitation acceptance: a live
 * client session or 401. Handlers read `c.get("clientId")` and scope every
 * query by it; an id of another client's row is then simply not found (404).
 */
export function requireClient(deps: AppDeps): MiddlewareHandler<ClientEnv> {
  return async (c, next) => {
    const session = await findClientSession(deps.db, bearerToken(c.req.header("Authorization")), deps.now());
    if (!session) return c.json({ error: "Please sign in to your client portal." }, 401);
    c.set("clientId", session.clientId);
    c.set("clientSessionId", session.sessionId);
    await next();
  };
}
