import { Hono } from "hono";
import {
  type ClientIntakeResponse,
  clientIntakeSchema,
  INTAKE_SUCCESS_MESSAGE,
} from "../../../common/forms/client-intake.ts";
import type { AppDeps } from "../../app.ts";
import { readJson } from "../../http/read-json.ts";
import { rateLimitByAddress } from "../../rate-limit/middleware.ts";
import { submitClientIntake } from "./service.ts";

/** POST /api/client-intake → {message, id}; errors {error, fields} (spec 001 §7). */
export function clientIntakeRoutes(deps: AppDeps) {
  return new Hono().post("/", rateLimitByAddress(deps, "client-intake"), async (c) => {
    const intake = await readJson(c, clientIntakeSchema);
    const { id } = await submitClientIntake(deps, intake);
    return c.json({ message: INTAKE_SUCCESS_MESSAGE, id } satisfies ClientIntakeResponse, 201);
  });
}
