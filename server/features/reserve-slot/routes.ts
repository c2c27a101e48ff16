import { Hono } from "hono";
import { reserveSlotSchema } from "#common/forms/reserve-slot";
import type { AppDeps } from "#server/deps.ts";
import { recordAttribution } from "#server/features/analytics/attribution.ts";
import { bookingVisitor } from "#server/features/spam/one-hold-each.ts";
import { readJson } from "#server/http/read-json.ts";
import { rateLimitByAddress } from "#server/rate-limit/middleware.ts";
import { confirmReservation, reserveSlot, slotAvailability } from "./service.ts";

/**
 * GET /api/slot-availability, POST /api/reserve-slot and GET /api/reserve-slot/confirm?token= (the link mailed
 * to the visitor; docs/product/lead-capture.md § Reservation answers), mounted at /api.
 */
export function reserveSlotRoutes(deps: AppDeps) {
  return (
    new Hono()
      .get("/slot-availability", async (c) => c.json(await slotAvailability(deps)))
      .post("/reserve-slot", rateLimitByAddress(deps, "reserve-slot"), async (c) => {
        const input = await readJson(c, reserveSlotSchema);
        const { id, message } = await reserveSlot(deps, input, bookingVisitor(c, deps.config));
        await recordAttribution(deps, c, "reservation", id);
        return c.json({ message }, 201);
      })
      // The link opens the page the visitor booked on, in their face, with what became of their place.
      .get("/reserve-slot/confirm", rateLimitByAddress(deps, "booking-link"), async (c) => {
        const result = await confirmReservation(deps, c.req.query("token") ?? "");
        const query = new URLSearchParams({ confirmation: result.outcome });
        if (result.outcome !== "expired") {
          query.set("slot", result.slotId);
          if (result.priceList === "packages") query.set("style", "conservative");
        }
        return c.redirect(`/reserve-slot?${query}#confirmation`, 303);
      })
  );
}
