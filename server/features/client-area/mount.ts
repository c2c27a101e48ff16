import { Hono } from "hono";
import type { AppDeps } from "#server/deps.ts";
import { portalPaymentRoutes } from "../payments/routes.ts";
import type { StripeClient } from "../payments/stripe-client.ts";
import { clientAccountPublicRoutes, clientAccountRoutes } from "./account-routes.ts";
import { type ClientEnv, requireClient } from "./accounts/require-client.ts";
import { clientDataRoutes } from "./data-routes.ts";

/** Routes that need no session: signing in and accepting an invitation. */
const PUBLIC_PATH = /\/portal\/(login|invitations\/[^/]+|invitations\/accept)\/?$/;

/**
 * Everything under /api/portal (docs/product/client-area.md § Sessions). requireClient guards every route
 * but the public ones, including paths that do not exist (401, not 404, so a
 * caller without a session learns nothing about the API's shape).
 */
export function clientPortalRoutes(deps: AppDeps, stripe: StripeClient | null) {
  const guard = requireClient(deps);
  return new Hono<ClientEnv>()
    .use("*", async (c, next) => {
      if (PUBLIC_PATH.test(c.req.path)) return next();
      return guard(c, next);
    })
    .route("/", clientAccountPublicRoutes(deps))
    .route("/", clientAccountRoutes(deps))
    .route("/", clientDataRoutes(deps))
    .route("/", portalPaymentRoutes(deps, stripe));
}
