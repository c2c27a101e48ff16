import type { MiddlewareHandler } from "hono";
import { ADMIN_TOKEN_HEADER } from "../../../common/admin/statuses.ts";
import type { AppDeps } from "../../app.ts";
import { findAdminSession } from "./sessions.ts";

export type AdminEnv = { Variables: { adminSessionId: number } };

/**
 * DECISIONS.md § Admin enforcement: every /api/admin/* route but login needs
 * a live token in X-Admin-Token; missing, unknown, expired or revoked → 401.
 */
export function requireAdmin(deps: AppDeps): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const sessionId = await findAdminSession(deps.db, c.req.header(ADMIN_TOKEN_HEADER), deps.now());
    if (sessionId === null) {
      // `authenticated: false` lets GET /status answer the guard's question in the same body.
      return c.json({ error: "Unauthorized", authenticated: false }, 401);
    }
    c.set("adminSessionId", sessionId);
    await next();
  };
}
