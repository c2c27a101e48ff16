import { Hono } from "hono";
import { z } from "zod";
import { NEWSLETTER_MESSAGES, newsletterStateId, newsletterSubscribeSchema } from "#common/newsletter/subscribe.ts";
import type { AppDeps } from "#server/deps.ts";
import { readJson } from "#server/http/read-json.ts";
import { rateLimitByAddress } from "#server/rate-limit/middleware.ts";
import { confirm, subscribe, unsubscribe } from "./service.ts";

const linkQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), key: z.string().max(100) });

/** The blog page, at the notice of an outcome (shown by the address's fragment, with or without script). */
const blogAt = (state: Parameters<typeof newsletterStateId>[0]) => `/blog#${newsletterStateId(state)}`;

/**
 * POST /api/newsletter → 200 {message} whatever the address's state; GET /api/newsletter/confirm?token= and
 * GET /api/newsletter/unsubscribe?id=&key= → 303 to the blog's notice; POST to the same link → 200, the RFC 8058
 * one-click unsubscribe (docs/product/public-site.md § Newsletter).
 */
export function newsletterRoutes(deps: AppDeps) {
  return (
    new Hono()
      .post("/", rateLimitByAddress(deps, "newsletter"), async (c) => {
        const input = await readJson(c, newsletterSubscribeSchema);
        await subscribe(deps, input);
        return c.json({ message: NEWSLETTER_MESSAGES.sent });
      })
      .get("/confirm", rateLimitByAddress(deps, "newsletter-link"), async (c) => {
        const key = c.req.query("token") ?? "";
        const confirmed = key.length > 0 && key.length <= 100 && (await confirm(deps, key));
        return c.redirect(blogAt(confirmed ? "confirmed" : "expired"), 303);
      })
      .get("/unsubscribe", rateLimitByAddress(deps, "newsletter-link"), async (c) => {
        const link = linkQuery.safeParse(c.req.query());
        if (link.success) await unsubscribe(deps, link.data.id, link.data.key);
        // The same page whatever the link held: it tells nobody which addresses are on the list.
        return c.redirect(blogAt("unsubscribed"), 303);
      })
      // RFC 8058 one-click: the mail provider POSTs "List-Unsubscribe=One-Click" to the link of the
      // List-Unsubscribe header, form-encoded (the API's JSON rule lets this one path through, server/app.ts).
      .post("/unsubscribe", rateLimitByAddress(deps, "newsletter-link"), async (c) => {
        const link = linkQuery.safeParse(c.req.query());
        if (link.success) await unsubscribe(deps, link.data.id, link.data.key);
        return c.json({ message: NEWSLETTER_MESSAGES.unsubscribed });
      })
  );
}
