import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { createAdmin, TEST_ADMIN } from "../admin/admin-test-support.ts";

const clock = new Date("2026-03-02T10:00:00Z");
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
  await createAdmin(testApp);
});
afterAll(() => testApp.close());

function login(body: unknown, address: string) {
  return testApp.app.request("/api/admin/login", jsonRequest(body, { headers: { "x-test-client-address": address } }));
}

// The sign-in limit (shared with the client portal) is tested in server/rate-limit/sign-in-limit.test.ts.
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
});
