/**
 * Admin users (docs/product/admin-console.md § Admin users). Behind requireAdmin and for owners only:
 * GET /users, POST /users (invite), POST /users/:id/invitation (a new link), POST /users/:id/deactivate,
 * POST /users/:id/reactivate, PATCH /users/:id/role. Public: POST /invitations/lookup and
 * POST /invitations/accept. An invitation token travels in request bodies only: a path or query
 * string ends up in access logs, and the token sets a password.
 */
import { Hono, type MiddlewareHandler } from "hono";
import {
  ADMIN_USER_MESSAGES,
  acceptAdminInvitationSchema,
  adminInvitationLookupSchema,
  adminRoleBodySchema,
  inviteAdminSchema,
} from "#common/admin/users.ts";
import type { AppDeps } from "#server/deps.ts";
import { readJson } from "#server/http/read-json.ts";
import { newPasswordServerSchema } from "#server/passwords/common-passwords.ts";
import { rateLimitByAddress } from "#server/rate-limit/middleware.ts";
import type { RateLimitRule } from "#server/rate-limit/rate-limiter.ts";
import { parseId } from "../admin/service.ts";
import type { AdminEnv } from "../admin-auth/require-admin.ts";
import {
  acceptInvitation,
  changeAdminRole,
  deactivateAdmin,
  inviteAdmin,
  listAdminUsers,
  lookUpInvitation,
  reactivateAdmin,
  renewInvitation,
} from "./service.ts";

/** The same limit as a client's invitation links: 256-bit secrets, so this only keeps a scanner off the database. */
const INVITATION_LIMITS: RateLimitRule[] = [{ windowMs: 60_000, max: 20 }];

/** The paths of the public routes, for the admin mount's guard. */
export const PUBLIC_INVITATION_PATH = /\/admin\/invitations\/(lookup|accept)\/?$/;

const acceptServerSchema = acceptAdminInvitationSchema.extend({ password: newPasswordServerSchema });

const ownersOnly: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (c.get("admin").role !== "owner") return c.json({ error: ADMIN_USER_MESSAGES.ownersOnly }, 403);
  await next();
};

/** Mounted at /users behind requireAdmin. */
export function adminUserRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .use("*", ownersOnly)
    .get("/", async (c) => c.json(await listAdminUsers(deps.db, deps.now())))
    .post("/", async (c) => {
      const input = await readJson(c, inviteAdminSchema);
      return c.json(await inviteAdmin(deps.db, input, deps.config.siteUrl, deps.now()), 201);
    })
    .post("/:id/invitation", async (c) => {
      const id = parseId(c.req.param("id"));
      return c.json(await renewInvitation(deps.db, id, deps.config.siteUrl, deps.now()), 201);
    })
    .post("/:id/deactivate", async (c) => {
      const id = parseId(c.req.param("id"));
      return c.json(await deactivateAdmin(deps.db, c.get("admin"), id, deps.now()));
    })
    .post("/:id/reactivate", async (c) => {
      const id = parseId(c.req.param("id"));
      return c.json(await reactivateAdmin(deps.db, id, deps.now()));
    })
    .patch("/:id/role", async (c) => {
      const id = parseId(c.req.param("id"));
      const { role } = await readJson(c, adminRoleBodySchema);
      return c.json(await changeAdminRole(deps.db, id, role, deps.now()));
    });
}

/** Mounted at /invitations before requireAdmin: an invited admin has no session yet. */
export function adminInvitationRoutes(deps: AppDeps) {
  return new Hono()
    .use("*", rateLimitByAddress(deps, "admin-invitation", INVITATION_LIMITS))
    .post("/lookup", async (c) => {
      const { token } = await readJson(c, adminInvitationLookupSchema);
      return c.json(await lookUpInvitation(deps.db, token, deps.now()));
    })
    .post("/accept", async (c) => {
      const { token, password } = await readJson(c, acceptServerSchema);
      return c.json({ token: await acceptInvitation(deps.db, token, password, deps.now()) });
    });
}
