import { Hono } from "hono";
import { CONTACT_SUCCESS_MESSAGE, type ContactResponse, contactSchema } from "../../../common/forms/contact.ts";
import type { AppDeps } from "../../app.ts";
import { readJson } from "../../http/read-json.ts";
import { rateLimitByAddress } from "../../rate-limit/middleware.ts";
import { submitContact } from "./service.ts";

/** POST /api/contact → {message} (spec 001 §7). */
export function contactRoutes(deps: AppDeps) {
  return new Hono().post("/", rateLimitByAddress(deps, "contact"), async (c) => {
    const payload = await readJson(c, contactSchema);
    await submitContact(deps, payload);
    return c.json({ message: CONTACT_SUCCESS_MESSAGE } satisfies ContactResponse, 201);
  });
}
