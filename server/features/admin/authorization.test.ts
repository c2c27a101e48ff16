/**
 * docs/product/admin-console.md § Authorization: every /api/admin/* route but login, called with no
 * token, a wrong token, an expired token, a revoked token and a good token,
 * answers 401 for all but the last.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_LISTS } from "#common/admin/statuses.ts";
import { contactSubmissions, slotReservations } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { ADMIN_SESSION_TTL_MS } from "../admin-auth/sessions.ts";
import { createAdmin, signIn, withToken } from "./admin-test-support.ts";

let clock = new Date("2026-03-02T10:00:00Z");
let testApp: TestApp;
let submissionId: number;
let reservationId: number;

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
  await createAdmin(testApp);
  const [submission] = await testApp.database.db
    .insert(contactSubmissions)
    .values({ name: "Ada", email: "ada@example.com" })
    .returning();
  const [reservation] = await testApp.database.db
    .insert(slotReservations)
    .values({ name: "Ada", email: "ada@example.com", preferredSlot: "march-late-2026" })
    .returning();
  submissionId = submission?.id ?? 0;
  reservationId = reservation?.id ?? 0;
});
afterAll(() => testApp.close());

type Call = { method: string; path: string; body?: unknown };

function routes(): Call[] {
  return [
    { method: "GET", path: "/api/admin/status" },
    { method: "GET", path: "/api/admin/stats" },
    ...ADMIN_LISTS.flatMap((list) => [
      { method: "GET", path: `/api/admin/${list}` },
      { method: "GET", path: `/api/admin/${list}.csv` },
    ]),
    { method: "PATCH", path: `/api/admin/submission/${submissionId}/status`, body: { status: "contacted" } },
    { method: "PATCH", path: `/api/admin/reservation/${reservationId}/status`, body: { status: "confirmed" } },
    { method: "PATCH", path: "/api/admin/consultation/1/status", body: { status: "confirmed" } },
    { method: "PATCH", path: "/api/admin/intake/1/status", body: { status: "contacted" } },
    { method: "GET", path: `/api/admin/leads/submission/${submissionId}` },
    { method: "POST", path: `/api/admin/leads/submission/${submissionId}/notes`, body: { text: "A note" } },
    { method: "POST", path: `/api/admin/leads/reservation/${reservationId}/spam` },
    { method: "DELETE", path: `/api/admin/leads/reservation/${reservationId}/spam` },
    { method: "GET", path: "/api/admin/users" },
    { method: "POST", path: "/api/admin/logout" },
    { method: "GET", path: "/api/admin/no-such-route" },
  ];
}

async function call(route: Call, token: string | null) {
  const headers: Record<string, string> = {};
  if (token !== null) headers["X-Admin-Token"] = token;
  if (route.body !== undefined) headers["Content-Type"] = "application/json";
  return testApp.app.request(route.path, {
    method: route.method,
    headers,
    body: route.body === undefined ? undefined : JSON.stringify(route.body),
  });
}

async function expiredToken() {
  const issuedAt = clock;
  clock = new Date(issuedAt.getTime() - ADMIN_SESSION_TTL_MS - 1000);
  const token = await signIn(testApp);
  clock = issuedAt;
  return token;
}

async function revokedToken() {
  const token = await signIn(testApp);
  const response = await testApp.app.request("/api/admin/logout", withToken(token, { method: "POST" }));
  expect(response.status).toBe(200);
  return token;
}

describe("admin authorization matrix", () => {
  const badTokens: Array<[string, () => Promise<string | null>]> = [
    ["no token", async () => null],
    ["an empty token", async () => ""],
    ["a wrong token", async () => "x".repeat(43)],
    ["an expired token", expiredToken],
    ["a revoked token", revokedToken],
  ];

  for (const [label, makeToken] of badTokens) {
    it(`answers 401 JSON to every admin route with ${label}`, async () => {
      const token = await makeToken();
      for (const route of routes()) {
        const response = await call(route, token);
        expect(response.status, `${route.method} ${route.path}`).toBe(401);
        expect(response.headers.get("content-type"), route.path).toContain("application/json");
        const body = (await response.json()) as { error: string; authenticated: boolean };
        expect(body.error).toBe("Unauthorized");
        expect(body.authenticated).toBe(false);
      }
    });
  }

  it("lets a good token through to every admin route", async () => {
    for (const route of routes()) {
      // Logout ends the session, so each call gets its own fresh token.
      const token = await signIn(testApp);
      const response = await call(route, token);
      expect(response.status, `${route.method} ${route.path}`).not.toBe(401);
      if (
        route.path.endsWith("no-such-route") ||
        route.path.includes("/consultation/") ||
        route.path.includes("/intake/")
      ) {
        expect(response.status, route.path).toBe(404);
      } else {
        expect(response.status, `${route.method} ${route.path}`).toBe(route.path.endsWith("/notes") ? 201 : 200);
      }
    }
  });

  it("counts a token as expired exactly 12 hours after sign-in", async () => {
    const token = await signIn(testApp);
    const issuedAt = clock;
    try {
      clock = new Date(issuedAt.getTime() + ADMIN_SESSION_TTL_MS - 1000);
      expect((await call({ method: "GET", path: "/api/admin/status" }, token)).status).toBe(200);
      clock = new Date(issuedAt.getTime() + ADMIN_SESSION_TTL_MS);
      expect((await call({ method: "GET", path: "/api/admin/status" }, token)).status).toBe(401);
    } finally {
      clock = issuedAt;
    }
  });

  it("answers the status check with authenticated true for a live session", async () => {
    const token = await signIn(testApp);
    const response = await call({ method: "GET", path: "/api/admin/status" }, token);
    expect(await response.json()).toEqual({ authenticated: true, username: "admin", role: "owner" });
  });
});
