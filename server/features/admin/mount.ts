import { Hono } from "hono";
import type { AppDeps } from "../../app.ts";
import { type AdminEnv, requireAdmin } from "../admin-auth/require-admin.ts";
import { adminLoginRoute, adminSessionRoutes } from "../admin-auth/routes.ts";
import { adminClientRoutes } from "../admin-clients/routes.ts";
import { adminDataRoutes } from "./routes.ts";

/**
 * Everything under /api/admin. Login is the only public route; requireAdmin
 * guards all the others, including paths that do not exist (401, not 404, so
 * the API's shape is not revealed to a caller without a token).
 */
export function adminRoutes(deps: AppDeps) {
  const guard = requireAdmin(deps);
  return new Hono<AdminEnv>()
    .route("/login", adminLoginRoute(deps))
    .use("*", async (c, next) => {
      if (c.req.method === "POST" && /\/admin\/login\/?$/.test(c.req.path)) return next();
      return guard(c, next);
    })
    .route("/", adminSessionRoutes(deps))
    .route("/", adminDataRoutes(deps))
    .route("/", adminClientRoutes(deps));
}
