import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_USER_MESSAGES, type AdminInvitationLink, type AdminUser } from "#common/admin/users.ts";
import { NEW_PASSWORD_MESSAGES } from "#common/new-password.ts";
import { adminAccounts, adminInvitations, contactSubmissions, statusChanges } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createSiteHandler } from "#server/web/site-handler.ts";
import { StaticFiles } from "#server/web/static-files.ts";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { createAdmin, signIn, TEST_ADMIN } from "../admin/admin-test-support.ts";
import { ADMIN_INVITATION_TTL_MS } from "./invitations.ts";

let clock = new Date("2026-03-02T10:00:30Z");
const logLines: string[] = [];
let testApp: TestApp;
/** The API behind the production request path, so its request log lines are the real ones. */
let site: ReturnType<typeof createSiteHandler>;
let ownerToken: string;

beforeAll(async () => {
  const logger = createLogger("debug", (line) => logLines.push(line));
  testApp = await createTestApp({ now: () => clock, logger });
  site = createSiteHandler({
    api: testApp.app,
    staticFiles: new StaticFiles("/nonexistent-static-root"),
    renderPage: async () => new Response("page"),
    logger,
  });
  await createAdmin(testApp);
  ownerToken = await signIn(testApp);
});
afterAll(() => testApp.close());

let addressCounter = 0;
/** Each call from its own address: the invitation and sign-in limits are tested elsewhere. */
function call(path: string, init: RequestInit = {}, token?: string) {
  addressCounter += 1;
  const headers = {
    ...(init.headers as Record<string, string> | undefined),
    "x-test-client-address": `203.0.113.${addressCounter % 250}`,
    ...(token ? { "X-Admin-Token": token } : {}),
  };
  return site.request(`http://localhost${path}`, { ...init, headers });
}

const post = (path: string, body: unknown, token?: string) => call(path, jsonRequest(body), token);

async function invite(username: string, role: "owner" | "staff" = "staff") {
  const response = await post("/api/admin/users", { username, role }, ownerToken);
  expect(response.status).toBe(201);
  const body = (await response.json()) as AdminInvitationLink;
  const token = new URLSearchParams(new URL(body.invitationUrl).hash.slice(1)).get("token") ?? "";
  return { ...body, token };
}

async function accept(token: string, password: string) {
  return post("/api/admin/invitations/accept", { token, password });
}

async function login(username: string, password: string) {
  return post("/api/admin/login", { username, password });
}

/** Invites, accepts and returns the new admin's session token. */
async function addAdmin(username: string, role: "owner" | "staff", password = `${username}-long-passphrase`) {
  const { token } = await invite(username, role);
  const response = await accept(token, password);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { token: string };
  return { session: body.token, password };
}

async function users(token = ownerToken): Promise<AdminUser[]> {
  const response = await call("/api/admin/users", {}, token);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminUser[];
}

describe("admin users: who may manage them", () => {
  it("lists the admins to an owner, never a password hash", async () => {
    const list = await users();
    expect(list).toEqual([
      {
        id: expect.any(Number),
        username: TEST_ADMIN.username,
        role: "owner",
        status: "active",
        createdAt: expect.any(String),
        invitationExpiresAt: null,
      },
    ]);
    expect(JSON.stringify(list)).not.toMatch(/scrypt|password/i);
  });

  it("answers 401 without a session and 403 to staff, on every users route", async () => {
    const { session } = await addAdmin("sam.staff", "staff");
    for (const [method, path] of [
      ["GET", "/api/admin/users"],
      ["POST", "/api/admin/users"],
      ["POST", "/api/admin/users/1/deactivate"],
      ["POST", "/api/admin/users/1/reactivate"],
      ["PATCH", "/api/admin/users/1/role"],
    ] as const) {
      const init = method === "GET" ? {} : jsonRequest({ username: "x-new", role: "staff" }, { method });
      expect((await call(path, init)).status).toBe(401);
      const refused = await call(path, init, session);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: ADMIN_USER_MESSAGES.ownersOnly });
    }
  });

  it("tells the console who is signed in", async () => {
    const { session } = await addAdmin("stella", "staff");
    const status = await call("/api/admin/status", {}, session);
    expect(await status.json()).toEqual({ authenticated: true, username: "stella", role: "staff" });
    const owner = await call("/api/admin/status", {}, ownerToken);
    expect(await owner.json()).toEqual({ authenticated: true, username: TEST_ADMIN.username, role: "owner" });
  });
});

describe("admin users: invitations", () => {
  it("creates the account without a password and a 7-day link with the token in its fragment, stored hashed", async () => {
    const link = await invite("ivy", "staff");
    expect(link.invitationUrl).toMatch(/^http:\/\/localhost:\d+\/admin\/accept-invitation#token=[\w-]{43}$/);
    expect(link.user).toMatchObject({ username: "ivy", role: "staff", status: "invited" });
    expect(Date.parse(link.expiresAt) - clock.getTime()).toBe(ADMIN_INVITATION_TTL_MS);

    const [account] = await testApp.database.db.select().from(adminAccounts).where(eq(adminAccounts.username, "ivy"));
    expect(account?.passwordHash).toBeNull();
    const stored = await testApp.database.db
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.adminId, account?.id ?? 0));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash.toString("base64url")).not.toBe(link.token);
    expect(stored[0]?.tokenHash).toHaveLength(32);

    const lookup = await post("/api/admin/invitations/lookup", { token: link.token });
    expect(await lookup.json()).toEqual({ username: "ivy" });
    expect((await users()).find((user) => user.username === "ivy")).toMatchObject({
      status: "invited",
      invitationExpiresAt: link.expiresAt,
    });
  });

  it("refuses a username already taken, whatever its case, with 409, and a malformed one with 400", async () => {
    await invite("taken-name");
    for (const username of ["taken-name", "Taken-Name", TEST_ADMIN.username.toUpperCase()]) {
      const response = await post("/api/admin/users", { username, role: "staff" }, ownerToken);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ error: ADMIN_USER_MESSAGES.usernameTaken });
    }
    for (const body of [{ username: "has space", role: "staff" }, { username: "ok-name", role: "boss" }, {}]) {
      expect((await post("/api/admin/users", body, ownerToken)).status).toBe(400);
    }
  });

  it("takes one of two names that differ only in case, even sent at the same moment", async () => {
    const answers = await Promise.all(
      ["Bea", "bea", "BEA"].map((username) => post("/api/admin/users", { username, role: "staff" }, ownerToken)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it("refuses sign-in before the invitation is accepted, with the same answer as a wrong password", async () => {
    await invite("pending-paula");
    for (const password of ["", "anything-at-all", "pending-paula-long-passphrase"]) {
      const response = await login("pending-paula", password || "x");
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Invalid credentials" });
    }
  });

  it("sets the password once under the new-password rules, signs in, and the link then stops working", async () => {
    const { token } = await invite("olga", "owner");
    const short = await accept(token, "short");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ fields: { password: NEW_PASSWORD_MESSAGES.tooShort } });
    const common = await accept(token, "QwertyUiop");
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ fields: { password: NEW_PASSWORD_MESSAGES.tooCommon } });

    const accepted = await accept(token, "olga-chooses-a-long-one");
    expect(accepted.status).toBe(200);
    const { token: session } = (await accepted.json()) as { token: string };
    const status = await call("/api/admin/status", {}, session);
    expect(await status.json()).toMatchObject({ username: "olga", role: "owner" });
    expect((await login("olga", "olga-chooses-a-long-one")).status).toBe(200);

    for (const again of [
      await accept(token, "another-long-password"),
      await post("/api/admin/invitations/lookup", { token }),
    ]) {
      expect(again.status).toBe(410);
      expect(await again.json()).toEqual({ error: ADMIN_USER_MESSAGES.invitation });
    }
    expect((await login("olga", "another-long-password")).status).toBe(401);
  });

  it("answers 410 for an unknown token and 400 for none", async () => {
    const unknown = await post("/api/admin/invitations/lookup", { token: "x".repeat(43) });
    expect(unknown.status).toBe(410);
    expect(await unknown.json()).toEqual({ error: ADMIN_USER_MESSAGES.invitation });
    expect((await post("/api/admin/invitations/lookup", {})).status).toBe(400);
  });

  it("ends a link after seven days", async () => {
    const { token } = await invite("late-larry");
    const saved = clock;
    try {
      clock = new Date(saved.getTime() + ADMIN_INVITATION_TTL_MS + 1000);
      const response = await accept(token, "larry-is-too-late-now");
      expect(response.status).toBe(410);
      expect(await response.json()).toEqual({ error: ADMIN_USER_MESSAGES.invitation });
    } finally {
      clock = saved;
    }
  });

  it("a new link ends the older one; only an invited admin gets one", async () => {
    const first = await invite("nina");
    const renewed = await post(`/api/admin/users/${first.user.id}/invitation`, {}, ownerToken);
    expect(renewed.status).toBe(201);
    const second = (await renewed.json()) as AdminInvitationLink;
    const secondToken = new URLSearchParams(new URL(second.invitationUrl).hash.slice(1)).get("token") ?? "";
    expect(secondToken).not.toBe(first.token);

    expect((await accept(first.token, "nina-long-passphrase")).status).toBe(410);
    expect((await accept(secondToken, "nina-long-passphrase")).status).toBe(200);
    const again = await post(`/api/admin/users/${first.user.id}/invitation`, {}, ownerToken);
    expect(again.status).toBe(409);
  });

  it("never writes an invitation token in a log line", async () => {
    logLines.length = 0;
    const { token } = await invite("logan");
    await post("/api/admin/invitations/lookup", { token });
    await accept(token, "short");
    await accept(token, "logan-long-passphrase");
    await accept(token, "logan-long-passphrase");
    expect(logLines.length).toBeGreaterThanOrEqual(5);
    expect(logLines.join("\n")).toContain("/api/admin/invitations/accept");
    expect(logLines.join("\n")).not.toContain(token);
  });
});

describe("admin users: deactivation and roles", () => {
  it("deactivating ends the admin's sessions and refuses their sign-in with 401; reactivating lets them back", async () => {
    const { session, password } = await addAdmin("dora", "staff");
    const second = (await (await login("dora", password)).json()) as { token: string };
    const [dora] = (await users()).filter((user) => user.username === "dora");

    const response = await post(`/api/admin/users/${dora?.id}/deactivate`, {}, ownerToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: "dora", status: "deactivated" });
    for (const token of [session, second.token]) {
      expect((await call("/api/admin/status", {}, token)).status).toBe(401);
    }
    const refused = await login("dora", password);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: "Invalid credentials" });

    expect((await post(`/api/admin/users/${dora?.id}/reactivate`, {}, ownerToken)).status).toBe(200);
    expect((await users()).find((user) => user.username === "dora")?.status).toBe("active");
    expect((await login("dora", password)).status).toBe(200);
  });

  it("a deactivated admin's open invitation link stops working", async () => {
    const { token, user } = await invite("gone-gina");
    await post(`/api/admin/users/${user.id}/deactivate`, {}, ownerToken);
    expect((await accept(token, "gina-long-passphrase")).status).toBe(410);
  });

  it("an owner cannot deactivate themself, nor leave no active owner", async () => {
    const me = (await users()).find((user) => user.username === TEST_ADMIN.username);
    const self = await post(`/api/admin/users/${me?.id}/deactivate`, {}, ownerToken);
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ error: ADMIN_USER_MESSAGES.notYourself });

    // Another owner deactivates the first one; the remaining owner is then the last.
    const { session: otherOwner } = await addAdmin("omar", "owner");
    const omar = (await users()).find((user) => user.username === "omar");
    const olga = (await users()).find((user) => user.username === "olga");
    expect((await post(`/api/admin/users/${olga?.id}/deactivate`, {}, ownerToken)).status).toBe(200);
    expect((await post(`/api/admin/users/${me?.id}/deactivate`, {}, otherOwner)).status).toBe(200);
    expect((await call("/api/admin/status", {}, ownerToken)).status).toBe(401);

    const demote = await call(
      `/api/admin/users/${omar?.id}/role`,
      jsonRequest({ role: "staff" }, { method: "PATCH" }),
      otherOwner,
    );
    expect(demote.status).toBe(409);
    expect(await demote.json()).toEqual({ error: ADMIN_USER_MESSAGES.lastOwner });

    // Back to two owners: the first one can now step down to staff, and back up.
    expect((await post(`/api/admin/users/${me?.id}/reactivate`, {}, otherOwner)).status).toBe(200);
    ownerToken = await signIn(testApp, "198.51.100.77");
    const stepDown = await call(
      `/api/admin/users/${omar?.id}/role`,
      jsonRequest({ role: "staff" }, { method: "PATCH" }),
      ownerToken,
    );
    expect(stepDown.status).toBe(200);
    expect(await stepDown.json()).toMatchObject({ username: "omar", role: "staff" });
    // The role counts from the next request: the demoted owner no longer manages users.
    expect((await call("/api/admin/users", {}, otherOwner)).status).toBe(403);
  });

  it("answers 404 for an unknown admin and 400 for a bad id", async () => {
    expect((await post("/api/admin/users/99999/deactivate", {}, ownerToken)).status).toBe(404);
    expect((await post("/api/admin/users/99999/reactivate", {}, ownerToken)).status).toBe(404);
    expect((await post("/api/admin/users/abc/deactivate", {}, ownerToken)).status).toBe(400);
  });
});

describe("the history names who did it", () => {
  it("records the signed-in admin's username on a status change", async () => {
    const { session } = await addAdmin("hank", "staff");
    const [lead] = await testApp.database.db
      .insert(contactSubmissions)
      .values({ email: "lead@example.com" })
      .returning({ id: contactSubmissions.id });
    const response = await call(
      `/api/admin/submission/${lead?.id}/status`,
      jsonRequest({ status: "contacted" }, { method: "PATCH" }),
      session,
    );
    expect(response.status).toBe(200);
    const changes = await testApp.database.db
      .select()
      .from(statusChanges)
      .where(eq(statusChanges.entityId, lead?.id ?? 0));
    expect(changes.map((change) => [change.newStatus, change.changedBy])).toEqual([["contacted", "hank"]]);
  });

  it("an owner invited but not yet signed up does not count as an owner who remains", async () => {
    const { session: only } = await addAdmin("ophelia", "owner");
    const everyone = await users(only);
    // Ophelia is left as the one owner who can sign in: the others step down.
    for (const user of everyone) {
      if (user.username === "ophelia" || user.role !== "owner" || user.status !== "active") continue;
      await call(`/api/admin/users/${user.id}/role`, jsonRequest({ role: "staff" }, { method: "PATCH" }), only);
    }
    const invitedOwner = await post("/api/admin/users", { username: "oscar", role: "owner" }, only);
    expect(invitedOwner.status).toBe(201);
    const ophelia = (await users(only)).find((user) => user.username === "ophelia");
    const stepDown = await call(
      `/api/admin/users/${ophelia?.id}/role`,
      jsonRequest({ role: "staff" }, { method: "PATCH" }),
      only,
    );
    expect(stepDown.status).toBe(409);
    expect(await stepDown.json()).toEqual({ error: ADMIN_USER_MESSAGES.lastOwner });
  });
});
