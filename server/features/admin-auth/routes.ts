import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { adminLoginSchema } from "#common/admin/records.ts";
import type { AdminStatus } from "#common/admin/users.ts";
import { adminAccounts } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { clientLimitKey } from "#server/http/client-address.ts";
import { readJson } from "#server/http/read-json.ts";
import { tooManyRequestsBody } from "#server/rate-limit/middleware.ts";
import { countSignInAttempt, signInSucceeded } from "#server/rate-limit/sign-in-limit.ts";
import { verifyPassword } from "./password.ts";
import type { AdminEnv } from "./require-admin.ts";
import { createAdminSession, revokeAdminSession } from "./sessions.ts";

/** POST /api/admin/login (public): {username, password} → {token} | 401 {error} | 429. */
export function adminLoginRoute(deps: AppDeps) {
  return new Hono().post("/", async (c) => {
    const address = clientLimitKey(c, deps.config);
    const { username, password } = await readJson(c, adminLoginSchema);

    // Counted before the password is hashed, so a burst sent at once is limited too.
    const check = await countSignInAttempt(deps, "admin", username, address);
    if (!check.allowed) {
      const wait = check.retryAfterSeconds;
      return c.json(tooManyRequestsBody(wait), 429, { "Retry-After": String(wait) });
    }

    const [account] = await deps.db
      .select({
        id: adminAccounts.id,
        passwordHash: adminAccounts.passwordHash,
        deactivatedAt: adminAccounts.deactivatedAt,
      })
      .from(adminAccounts)
      .where(eq(adminAccounts.username, username))
      .limit(1);
    // verifyPassword hashes even without an account or a password (an invitation not yet accepted), so
    // timing does not reveal the username; a deactivated admin gets the same answer as a wrong password.
    const valid = await verifyPassword(password, account?.passwordHash);
    if (!account || !valid || account.deactivatedAt !== null) return c.json({ error: "Invalid credentials" }, 401);
    await signInSucceeded(deps, check.attempt);
    const token = await createAdminSession(deps.db, account.id, deps.now());
    return c.json({ token });
  });
}

/** GET /status (who is signed in) and POST /logout; mounted behind requireAdmin. */
export function adminSessionRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get("/status", (c) => {
      const { username, role } = c.get("admin");
      return c.json({ authenticated: true, username, role } satisfies AdminStatus);
    })
    .post("/logout", async (c) => {
      await revokeAdminSession(deps.db, c.get("adminSessionId"), deps.now());
      return c.json({ success: true });
    });
}
