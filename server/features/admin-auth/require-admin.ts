import type { MiddlewareHandler } from "hono";
import { ADMIN_TOKEN_HEADER } from "#common/admin/statuses.ts";
import type { AppDeps } from "#server/deps.ts";
import { findAdminSession, type SignedInAdmin } from "./sessions.ts";

export type AdminEnv = { Variables: { adminSessionId: number; admin: SignedInAdmin } };

/**
 * docs/product/admin-console.md § Authorization: every /api/admin/* route but login needs
 * a live token in X-Admin-Token; missing, unknown, expired or revoked → 401.
 */
export function requireAdmin(deps: AppDeps): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const admin = await findAdminSession(deps.db, c.req.header(ADMIN_TOKEN_HEADER), deps.now());
    if (admin === null) {
      // `authenticated: false` lets GET /status answer the guard's question in the same body.
      return c.json({ error: "Unauthorized", authenticated: false }, 401);
    }
    c.set("adminSessionId", admin.sessionId);
    c.set("admin", admin);
    await next();
  };
}
