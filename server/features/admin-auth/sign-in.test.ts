import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/support/test-app";
import { createAdmin, TEST_ADMIN } from "../admin/admin-test-support.ts";

let clock = new Date("2026-03-02T10:00:00Z");
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
  await createAdmin(testApp);
});
afterAll(() => testApp.close());

function login(body: unknown, address: string) {
  return testApp.app.request("/api/admin/login", jsonRequest(body, { headers: { "x-test-client-address": address } }));
}

describe("POST /api/admin/login", () => {
  it("answers a token for the right credentials and the spec's error otherwise", async () => {
    const ok = await login(TEST_ADMIN, "203.0.113.1");
    expect(ok.status).toBe(200);
    const { token } = (await ok.json()) as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    for (const body of [
      { ...TEST_ADMIN, password: "wrong password" },
      { username: "nobody", password: TEST_ADMIN.password },
    ]) {
      const bad = await login(body, "203.0.113.2");
      expect(bad.status).toBe(401);
      expect(await bad.json()).toEqual({ error: "Invalid credentials" });
    }
  });

  it("refuses an empty form with 400", async () => {
    const response = await login({ username: "", password: "" }, "203.0.113.3");
    expect(response.status).toBe(400);
  });

  it("stores only the token's hash", async () => {
    const { token } = (await (await login(TEST_ADMIN, "203.0.113.4")).json()) as { token: string };
    const rows = await testApp.database.pool.query("select token_hash from auth_sessions");
    const stored = rows.rows.map((row: { token_hash: Buffer }) => row.token_hash.toString("base64url"));
    expect(stored).not.toContain(token);
    expect(rows.rows.every((row: { token_hash: Buffer }) => row.token_hash.length === 32)).toBe(true);
  });

  it("limits failures per address: the sixth try within 15 minutes is refused with 429 and Retry-After", async () => {
    const address = "198.51.100.20";
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login({ username: `user${attempt}`, password: "wrong" }, address);
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    // Even the right password is refused from this address now.
    const blocked = await login(TEST_ADMIN, address);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await blocked.json()) as { error: string }).error).toMatch(/Too many requests/);
    // Another address is not affected.
    expect((await login(TEST_ADMIN, "198.51.100.21")).status).toBe(200);
  });

  it("limits failures per username across addresses, and lifts the limit when the window ends", async () => {
    const target = { username: "Editor", password: "wrong" };
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(target, `192.0.2.${attempt}`)).status).toBe(401);
    }
    const blocked = await login({ username: "editor", password: "wrong" }, "192.0.2.99");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);

    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await login(target, "192.0.2.99")).status).toBe(401);
  });

  it("does not count successful sign-ins", async () => {
    for (let attempt = 0; attempt < 7; attempt++) {
      expect((await login(TEST_ADMIN, "198.51.100.40")).status).toBe(200);
    }
  });
});
