import { Hono } from "hono";
import { z } from "zod";
import {
  BRIEF_NOT_FOUND,
  type ClientIntakeResponse,
  clientIntakeSchema,
  INTAKE_SUCCESS_MESSAGE,
  PROJECT_START_MESSAGE,
  type ProjectStartResponse,
  projectBriefSchema,
  projectStartSchema,
} from "#common/forms/client-intake.ts";
import type { AppDeps } from "#server/deps.ts";
import { recordAttribution } from "#server/features/analytics/attribution.ts";
import { HttpError } from "#server/http/errors.ts";
import { readJson } from "#server/http/read-json.ts";
import { rateLimitByAddress } from "#server/rate-limit/middleware.ts";
import { sendBrief, startProject } from "./project-start.ts";
import { submitClientIntake } from "./service.ts";

const intakeId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * POST /api/client-intake → {message, id}: the whole intake at once (docs/product/lead-capture.md § Intake storage).
 * POST /api/client-intake/start → {message, id, briefKey}; POST /api/client-intake/:id/brief → {message}
 * (§ Project start). Errors {error, fields}.
 */
export function clientIntakeRoutes(deps: AppDeps) {
  const limited = rateLimitByAddress(deps, "client-intake");
  return new Hono()
    .post("/", limited, async (c) => {
      const intake = await readJson(c, clientIntakeSchema);
      const { id } = await submitClientIntake(deps, intake);
      await recordAttribution(deps, c, "intake", id);
      return c.json({ message: INTAKE_SUCCESS_MESSAGE, id } satisfies ClientIntakeResponse, 201);
    })
    .post("/start", limited, async (c) => {
      const start = await readJson(c, projectStartSchema);
      const { id, briefKey } = await startProject(deps, start);
      await recordAttribution(deps, c, "intake", id);
      return c.json({ message: PROJECT_START_MESSAGE, id, briefKey } satisfies ProjectStartResponse, 201);
    })
    .post("/:id/brief", limited, async (c) => {
      const id = intakeId.safeParse(c.req.param("id"));
      if (!id.success) throw new HttpError(404, BRIEF_NOT_FOUND);
      const brief = await readJson(c, projectBriefSchema);
      await sendBrief(deps, id.data, brief);
      return c.json({ message: INTAKE_SUCCESS_MESSAGE });
    });
}
