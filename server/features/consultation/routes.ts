import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { consultationSchema } from "#common/forms/consultation";
import type { AppDeps } from "#server/deps.ts";
import { recordAttribution } from "#server/features/analytics/attribution.ts";
import { bookingVisitor } from "#server/features/spam/one-hold-each.ts";
import { HttpError } from "#server/http/errors.ts";
import { readJson } from "#server/http/read-json.ts";
import { rateLimitByAddress } from "#server/rate-limit/middleware.ts";
import { bookConsultation, confirmConsultation, takenSlots } from "./service.ts";

/**
 * POST /api/consultations answers `{success, message}` or `{success: false,
 * error}` (docs/product/lead-capture.md § Consultation answers) with the matching
 * status: 400 invalid, 409 slot taken, 429 too many requests.
 * GET /api/consultations/taken?from=&to= lists the taken date+time keys; GET /api/consultations/confirm?token=
 * is the link mailed to the visitor, which books the time.
 */
export function consultationRoutes(deps: AppDeps) {
  const failure = (c: Context, status: ContentfulStatusCode, error: string, fields?: Record<string, string>) =>
    c.json({ success: false as const, error, ...(fields ? { fields } : {}) }, status);

  return (
    new Hono()
      .get("/taken", async (c) => {
        const taken = await takenSlots(deps, c.req.query("from") ?? "", c.req.query("to") ?? "");
        return c.json({ taken });
      })
      // The link mailed to the visitor opens the booking page with what became of their time.
      .get("/confirm", rateLimitByAddress(deps, "booking-link"), async (c) => {
        const result = await confirmConsultation(deps, c.req.query("token") ?? "");
        const query = new URLSearchParams({ confirmation: result.outcome });
        if (result.outcome !== "expired") query.set("time", result.slotKey);
        return c.redirect(`/book-consultation?${query}#confirmation`, 303);
      })
      .post(
        "/",
        async (c, next) => {
          // The shared limiter answers {error}; consultations add success: false.
          await next();
          if (c.res.status === 429) {
            const body = (await c.res.clone().json()) as { error: string };
            const retryAfter = c.res.headers.get("Retry-After") ?? "60";
            c.res = undefined;
            c.res = c.json({ success: false as const, error: body.error }, 429, { "Retry-After": retryAfter });
          }
        },
        rateLimitByAddress(deps, "consultations"),
        async (c) => {
          try {
            const input = await readJson(c, consultationSchema);
            const { message, id } = await bookConsultation(deps, input, bookingVisitor(c, deps.config));
            await recordAttribution(deps, c, "consultation", id);
            return c.json({ success: true as const, message }, 201);
          } catch (error) {
            if (error instanceof HttpError) return failure(c, error.status, error.message, error.fields);
            throw error;
          }
        },
      )
  );
}
