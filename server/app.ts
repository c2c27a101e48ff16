import { Hono } from "hono";
import type { AppDeps } from "./deps.ts";
import { adminRoutes } from "./features/admin/mount.ts";
import { analyticsRoutes } from "./features/analytics/routes.ts";
import { auditRoutes } from "./features/audit/routes.ts";
import { chatRoutes } from "./features/chat/routes.ts";
import { clientPortalRoutes } from "./features/client-area/mount.ts";
import { clientIntakeRoutes } from "./features/client-intake/routes.ts";
import { consultationRoutes } from "./features/consultation/routes.ts";
import { contactRoutes } from "./features/contact/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { rememberApiRoute } from "./features/metrics/route-label.ts";
import { moodBoardRoutes } from "./features/mood-board/routes.ts";
import { newsletterRoutes } from "./features/newsletter/routes.ts";
import { stripeWebhookRoutes } from "./features/payments/routes.ts";
import { createStripeClient } from "./features/payments/stripe-client.ts";
import { reserveSlotRoutes } from "./features/reserve-slot/routes.ts";
import { formTokenRoutes } from "./features/spam/routes.ts";
import { limitBody } from "./http/body-limit.ts";
import { refuseCrossSiteWrites, siteOriginsOf } from "./http/cross-site-writes.ts";
import { errorResponse } from "./http/errors.ts";
import { allowedMethods } from "./http/method-not-allowed.ts";
import { rejectNulInUrl } from "./http/nul-characters.ts";
import { requireJsonBodies } from "./http/read-json.ts";
import { API_CSP, applySecurityHeaders } from "./http/security-headers.ts";
import { applyReadableValidationMessages } from "./http/validation-messages.ts";

/**
 * The JSON API, mounted at /api by the HTTP server. Built from its
 * dependencies so a test creates one over a fresh database and calls
 * `app.request(...)` with no port.
 */
export function createApp(deps: AppDeps) {
  applyReadableValidationMessages();
  const api = new Hono().basePath("/api");

  api.use("*", async (c, next) => {
    const request = c.req.raw; // before the body limit may wrap it
    await next();
    rememberApiRoute(request, c); // the route pattern, for /metrics
    c.header("Cache-Control", "no-store");
    applySecurityHeaders(c.res.headers, API_CSP);
  });
  api.use("*", refuseCrossSiteWrites(siteOriginsOf(deps.config)));
  api.use("*", limitBody());
  // The one exception to JSON bodies: a mail provider's one-click unsubscribe (RFC 8058) is form-encoded.
  api.use("*", requireJsonBodies({ except: ["/api/newsletter/unsubscribe"] }));
  api.use("*", rejectNulInUrl());

  api.route("/health", healthRoutes(deps));
  api.route("/event", analyticsRoutes(deps));
  api.route("/", reserveSlotRoutes(deps));
  api.route("/consultations", consultationRoutes(deps));
  api.route("/admin", adminRoutes(deps));
  api.route("/contact", contactRoutes(deps));
  api.route("/form-token", formTokenRoutes(deps));
  api.route("/client-intake", clientIntakeRoutes(deps));
  api.route("/newsletter", newsletterRoutes(deps));
  api.route("/mood-board", moodBoardRoutes(deps));
  api.route("/audit", auditRoutes(deps));
  api.route("/chat", chatRoutes(deps));
  // One Stripe client for the portal's Pay Now and the webhook; null without STRIPE_SECRET_KEY.
  const stripe = createStripeClient(deps.config);
  api.route("/portal", clientPortalRoutes(deps, stripe));
  api.route("/payments", stripeWebhookRoutes(deps, stripe));

  const methodsAt = allowedMethods(api);
  api.notFound((c) => {
    const pathname = new URL(c.req.url).pathname;
    const allowed = methodsAt(pathname);
    if (allowed.length > 0) {
      return c.json({ error: `${c.req.method} is not allowed on ${pathname}; use ${allowed.join(" or ")}` }, 405, {
        Allow: allowed.join(", "),
      });
    }
    return c.json({ error: `No API route for ${c.req.method} ${pathname}` }, 404);
  });
  api.onError((error, c) =>
    errorResponse(c, error, (detail) => deps.logger.error("unhandled API error", { ...detail, path: c.req.path })),
  );

  return api;
}

export type App = ReturnType<typeof createApp>;
