import { Hono } from "hono";
import { CONTACT_SUCCESS_MESSAGE, type ContactResponse, contactSchema } from "#common/forms/contact.ts";
import type { AppDeps } from "#server/deps.ts";
import { recordAttribution } from "#server/features/analytics/attribution.ts";
import { readJson } from "#server/http/read-json.ts";
import { rateLimitByAddress } from "#server/rate-limit/middleware.ts";
import { submitContact } from "./service.ts";

/** POST /api/contact → {message} (docs/product/lead-capture.md § Contact texts). */
export function contactRoutes(deps: AppDeps) {
  return new Hono().post("/", rateLimitByAddress(deps, "contact"), async (c) => {
    const payload = await readJson(c, contactSchema);
    const { id } = await submitContact(deps, payload);
    await recordAttribution(deps, c, "submission", id);
    return c.json({ message: CONTACT_SUCCESS_MESSAGE } satisfies ContactResponse, 201);
  });
}
