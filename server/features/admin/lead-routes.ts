import { Hono } from "hono";
import { BOOKING_KINDS, isBookingKind, isSpamKind, leadNoteSchema, SPAM_KINDS } from "#common/admin/lead-page.ts";
import type { AppDeps } from "#server/deps.ts";
import { HttpError } from "#server/http/errors.ts";
import { readJson } from "#server/http/read-json.ts";
import type { AdminEnv } from "../admin-auth/require-admin.ts";
import { addNote, getLead, parseLeadPath } from "./lead.ts";
import { releaseVisitorBookings } from "./release-visitor.ts";
import { clearSpam, markSpam } from "./spam.ts";

function spamPath(kindText: string, idText: string) {
  const { kind, id } = parseLeadPath(kindText, idText);
  if (!isSpamKind(kind)) throw new HttpError(400, `Only these leads can be marked as spam: ${SPAM_KINDS.join(", ")}`);
  return { kind, id };
}

/**
 * One lead (docs/product/admin-console.md § Lead page, § Notes, § Timeline, § Spam), mounted behind
 * requireAdmin: GET /leads/:kind/:id, POST /leads/:kind/:id/notes {text}, POST and DELETE
 * /leads/:kind/:id/spam, POST /leads/:kind/:id/release-visitor (a reservation's or consultation's). Who acts is
 * the signed-in admin.
 */
export function adminLeadRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get("/leads/:kind/:id", async (c) => {
      const { kind, id } = parseLeadPath(c.req.param("kind"), c.req.param("id"));
      return c.json(await getLead(deps.db, kind, id));
    })
    .post("/leads/:kind/:id/notes", async (c) => {
      const { kind, id } = parseLeadPath(c.req.param("kind"), c.req.param("id"));
      const { text } = await readJson(c, leadNoteSchema);
      return c.json(await addNote(deps.db, kind, id, text, c.get("admin"), deps.now()), 201);
    })
    .post("/leads/:kind/:id/spam", async (c) => {
      const { kind, id } = spamPath(c.req.param("kind"), c.req.param("id"));
      return c.json(await markSpam(deps.db, kind, id, c.get("admin"), deps.now()));
    })
    .delete("/leads/:kind/:id/spam", async (c) => {
      const { kind, id } = spamPath(c.req.param("kind"), c.req.param("id"));
      return c.json(await clearSpam(deps.db, kind, id, c.get("admin"), deps.now()));
    })
    .post("/leads/:kind/:id/release-visitor", async (c) => {
      const { kind, id } = parseLeadPath(c.req.param("kind"), c.req.param("id"));
      if (!isBookingKind(kind)) {
        throw new HttpError(400, `Only bookings can be released: ${BOOKING_KINDS.join(", ")}`);
      }
      return c.json(await releaseVisitorBookings(deps.db, kind, id, c.get("admin"), deps.now()));
    });
}
