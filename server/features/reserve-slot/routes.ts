import { Hono } from "hono";
import { reserveSlotSchema } from "../../../common/forms/reserve-slot";
import type { AppDeps } from "../../app.ts";
import { readJson } from "../../http/read-json.ts";
import { rateLimitByAddress } from "../../rate-limit/middleware.ts";
import { reserveSlot, slotAvailability } from "./service.ts";

/**
 * GET /api/slot-availability and POST /api/reserve-slot (spec 001 §7),
 * mounted at /api.
 */
export function reserveSlotRoutes(deps: AppDeps) {
  return new Hono()
    .get("/slot-availability", async (c) => c.json(await slotAvailability(deps)))
    .post("/reserve-slot", rateLimitByAddress(deps, "reserve-slot"), async (c) => {
      const input = await readJson(c, reserveSlotSchema);
      return c.json(await reserveSlot(deps, input), 201);
    });
}
