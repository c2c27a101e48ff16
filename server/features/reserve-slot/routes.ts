import { Hono } from "hono";
import { reserveSlotSchema } from "#common/forms/reserve-slot";
import type { AppDeps } from "#server/deps.ts";
import { clientLimitKey } from "#server/http/client-address.ts";
import { readJson } from "#server/http/read-json.ts";
import { rateLimitByAddress } from "#server/rate-limit/middleware.ts";
import { reserveSlot, slotAvailability } from "./service.ts";

/**
 * GET /api/slot-availability and POST /api/reserve-slot (docs/product/lead-capture.md § Reservation answers),
 * mounted at /api.
 */
export function reserveSlotRoutes(deps: AppDeps) {
  return new Hono()
    .get("/slot-availability", async (c) => c.json(await slotAvailability(deps)))
    .post("/reserve-slot", rateLimitByAddress(deps, "reserve-slot"), async (c) => {
      const input = await readJson(c, reserveSlotSchema);
      return c.json(await reserveSlot(deps, input, clientLimitKey(c, deps.config)), 201);
    });
}
