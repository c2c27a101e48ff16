import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { adminLoginSchema } from "../../../common/admin/records.ts";
import type { AppDeps } from "../../app.ts";
import { adminAccounts } from "../../db/schema.ts";
import { clientAddress } from "../../http/client-address.ts";
import { readJson } from "../../http/read-json.ts";
import { tooManyRequestsBody } from "../../rate-limit/middleware.ts";
import { verifyPassword } from "./password.ts";
import type { AdminEnv } from "./require-admin.ts";
import { createAdminSession, revokeAdminSession } from "./sessions.ts";
import { recordSignInFailure, signInBlockedFor } from "./sign-in-limit.ts";

/** POST /api/admin/login (public): {username, password} → {token} | 401 {error} | 429. */
export function adminLoginRoute(deps: AppDeps) {
  return new Hono().post("/", async (c) => {
    const address = clientAddress(c, deps.config.TRUST_PROXY);
    const { username, password } = await readJson(c, adminLoginSchema);

    const wait = await signInBlockedFor(deps, address, username);
    if (wait > 0) return c.json(tooManyRequestsBody(wait), 429, { "Retry-After": String(wait) });

    const [account] = await deps.db
      .select({ id: adminAccounts.id, passwordHash: adminAccounts.passwordHash })
      .from(adminAccounts)
      .where(eq(adminAccounts.username, username))
      .limit(1);
    // verifyPassword hashes even without an account, so timing does not reveal the username.
    const valid = await verifyPassword(password, account?.passwordHash);
    if (!account || !valid) {
      await recordSignInFailure(deps, address, username);
      return c.json({ error: "Invalid credentials" }, 401);
    }
    const token = await createAdminSession(deps.db, account.id, deps.now());
    return c.json({ token });
  });
}

/** GET /status and POST /logout; mounted behind requireAdmin. */
export function adminSessionRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get("/status", (c) => c.json({ authenticated: true }))
    .post("/logout", async (c) => {
      await revokeAdminSession(deps.db, c.get("adminSessionId"), deps.now());
      return c.json({ success: true });
    });
}
