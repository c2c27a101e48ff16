import { Hono } from "hono";
import type { AppDeps } from "#server/deps.ts";
import { type AdminEnv, requireAdmin } from "../admin-auth/require-admin.ts";
import { adminLoginRoute, adminSessionRoutes } from "../admin-auth/routes.ts";
import { adminClientRoutes } from "../admin-clients/routes.ts";
import { adminEmailRoutes } from "../admin-emails/routes.ts";
import { adminNewsletterRoutes } from "../admin-newsletter/routes.ts";
import { adminInvitationRoutes, adminUserRoutes, PUBLIC_INVITATION_PATH } from "../admin-users/routes.ts";
import { adminAnalyticsRoutes } from "../analytics/routes.ts";
import { adminAuditReportRoutes } from "../audit/report-routes.ts";
import { adminMoodBoardRoutes } from "../mood-board/admin-routes.ts";
import { privacyRoutes } from "../privacy/routes.ts";
import { adminLeadRoutes } from "./lead-routes.ts";
import { adminDataRoutes } from "./routes.ts";

/**
 * Everything under /api/admin. Login and an invited admin's two invitation
 * routes are the only public ones; requireAdmin
 * guards all the others, including paths that do not exist (401, not 404, so
 * the API's shape is not revealed to a caller without a token).
 */
export function adminRoutes(deps: AppDeps) {
  const guard = requireAdmin(deps);
  return new Hono<AdminEnv>()
    .route("/login", adminLoginRoute(deps))
    .route("/invitations", adminInvitationRoutes(deps))
    .use("*", async (c, next) => {
      if (c.req.method === "POST" && /\/admin\/login\/?$/.test(c.req.path)) return next();
      if (c.req.method === "POST" && PUBLIC_INVITATION_PATH.test(c.req.path)) return next();
      return guard(c, next);
    })
    .route("/", adminSessionRoutes(deps))
    .route("/users", adminUserRoutes(deps))
    .route("/", adminDataRoutes(deps))
    .route("/", adminLeadRoutes(deps))
    .route("/", adminClientRoutes(deps))
    .route("/", privacyRoutes(deps))
    .route("/", adminEmailRoutes(deps))
    .route("/", adminNewsletterRoutes(deps))
    .route("/", adminAnalyticsRoutes(deps))
    .route("/", adminAuditReportRoutes(deps))
    .route("/", adminMoodBoardRoutes(deps));
}
