import { Hono } from "hono";
import { NEXT_CURSOR_HEADER } from "#common/admin/statuses.ts";
import type { AppDeps } from "#server/deps.ts";
import { validationError } from "#server/http/errors.ts";
import { parseId } from "../admin/service.ts";
import type { AdminEnv } from "../admin-auth/require-admin.ts";
import { emailListQuerySchema, listEmails, resendEmail } from "./service.ts";

/**
 * The console's email operations (docs/product/admin-console.md § Emails), mounted behind
 * requireAdmin: GET /emails?status=pending|failed (a page, the next cursor in X-Next-Cursor, as the
 * lead lists) and POST /emails/:id/resend.
 */
export function adminEmailRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get("/emails", async (c) => {
      const parsed = emailListQuerySchema.safeParse(c.req.query());
      if (!parsed.success) throw validationError(parsed.error);
      const { items, nextCursor } = await listEmails(deps.db, parsed.data);
      if (nextCursor) c.header(NEXT_CURSOR_HEADER, nextCursor);
      return c.json(items);
    })
    .post("/emails/:id/resend", async (c) => {
      const id = parseId(c.req.param("id"));
      return c.json(await resendEmail(deps.db, id, deps.now()));
    });
}
