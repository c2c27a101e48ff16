/**
 * A person's data on request (docs/product/admin-console.md § Personal data), mounted under /api/admin
 * behind requireAdmin (server/features/admin/mount.ts): any signed-in admin may use it.
 *
 *   POST /privacy/find           {email}: everything held about the address, per table (no log entry: a look-up)
 *   POST /privacy/export         {email}: the same as one JSON file to hand over; logged in privacy_actions
 *   POST /privacy/erase          {email, confirm: true}: erases in one transaction; logged
 *   GET  /privacy/actions        the log: who, when, what, how many rows
 *
 * The address travels in request bodies only, never in a URL (a proxy's access log writes URLs), and
 * nothing here logs it.
 */
import { Hono } from "hono";
import {
  type PersonData,
  type PrivacyExport,
  privacyEraseSchema,
  privacyLookupSchema,
} from "#common/privacy/schemas.ts";
import type { AppDeps } from "#server/deps.ts";
import { readJson } from "#server/http/read-json.ts";
import type { AdminEnv } from "../admin-auth/require-admin.ts";
import { listPrivacyActions, recordPrivacyAction } from "./actions.ts";
import { erasePerson } from "./erase.ts";
import { findPerson } from "./find.ts";

const ABOUT =
  "A copy of the personal data held about this email address, one section per database table, as the law on data protection entitles the person to.";

const nonZero = (counts: PersonData["counts"]) =>
  Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));

export function privacyRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .post("/privacy/find", async (c) => {
      const { email } = await readJson(c, privacyLookupSchema);
      const { data } = await findPerson(db, email);
      return c.json(data);
    })
    .post("/privacy/export", async (c) => {
      const { email } = await readJson(c, privacyLookupSchema);
      const now = deps.now();
      const { data } = await findPerson(db, email);
      await recordPrivacyAction(db, "export", nonZero(data.counts), c.get("admin"), now);
      const file: PrivacyExport = { about: ABOUT, email, generatedAt: now.toISOString(), ...data };
      return c.body(`${JSON.stringify(file, null, 2)}\n`, 200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="privacy-export-${now.toISOString().slice(0, 10)}.json"`,
      });
    })
    .post("/privacy/erase", async (c) => {
      const { email } = await readJson(c, privacyEraseSchema);
      return c.json(await erasePerson(db, email, c.get("admin"), deps.now()));
    })
    .get("/privacy/actions", async (c) => c.json(await listPrivacyActions(db)));
}
