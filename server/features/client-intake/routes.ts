import { Hono } from "hono";
import { type ClientIntakeResponse, clientIntakeSchema, INTAKE_SUCCESS_MESSAGE } from "#common/forms/client-intake.ts";
import type { AppDeps } from "#server/deps.ts";
import { recordAttribution } from "#server/features/analytics/attribution.ts";
import { readJson } from "#server/http/read-json.ts";
import { rateLimitByAddress } from "#server/rate-limit/middleware.ts";
import { submitClientIntake } from "./service.ts";

/** POST /api/client-intake → {message, id}; errors {error, fields} (docs/product/lead-capture.md § Intake storage). */
export function clientIntakeRoutes(deps: AppDeps) {
  return new Hono().post("/", rateLimitByAddress(deps, "client-intake"), async (c) => {
    const intake = await readJson(c, clientIntakeSchema);
    const { id } = await submitClientIntake(deps, intake);
    await recordAttribution(deps, c, "intake", id);
    return c.json({ message: INTAKE_SUCCESS_MESSAGE, id } satisfies ClientIntakeResponse, 201);
  });
}
