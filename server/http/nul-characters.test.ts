/**
 * Regression (found by tests/production/api-fuzz.test.ts): a NUL character
 * (U+0000) in a body field, a query parameter or a path segment reached
 * PostgreSQL, which refuses it in text (22021), and the API answered 500.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { intakeBody } from "#tests/support/valid-bodies";
import { createAdmin, signIn, withToken } from "../features/admin/admin-test-support";
import { containsNul, LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from "./nul-characters";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  token = await signIn(t);
});
afterAll(() => t.close());

const storedContacts = async () =>
  Number(
    (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from contact_submissions`)).rows[0]?.n,
  );

describe("NUL characters", () => {
  it("in a body field: 400 with a message, nothing stored", async () => {
    for (const body of [
      { name: "Ada\u0000Lovelace", email: "ada@example.com" },
      { name: "Ada", email: "ada@example.com", addons: ["seo\u0000"] },
      { name: "Ada", email: "ada@example.com", "key\u0000": 1 },
    ]) {
      const response = await t.app.request(
        "/api/contact",
        jsonRequest(body, { headers: { "x-test-client-address": "192.0.2.9" } }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: NUL_MESSAGE });
    }
    expect(await storedContacts()).toBe(0);
  });

  it("a lone surrogate (half a UTF-16 pair, which jsonb refuses): 400 with a message, nothing stored", async () => {
    const intake = { ...intakeBody(), phone: "x\udc00y" };
    for (const [path, body] of [
      ["/api/client-intake", intake],
      ["/api/contact", { name: "Ada \ud83d", email: "ada@example.com" }],
    ] as const) {
      const response = await t.app.request(
        path,
        jsonRequest(body, { headers: { "x-test-client-address": "192.0.2.10" } }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: LONE_SURROGATE_MESSAGE });
    }
    expect(await storedContacts()).toBe(0);
    // A whole pair (an emoji) is text like any other.
    const emoji = await t.app.request(
      "/api/contact",
      jsonRequest({ name: "Ada 🚀", email: "ada@example.com" }, { headers: { "x-test-client-address": "192.0.2.10" } }),
    );
    expect(emoji.status).toBe(201);
  });

  it("in a query parameter or a path segment: 400 with a message", async () => {
    const filter = await t.app.request("/api/admin/submissions?status=%00", withToken(token));
    expect(filter.status).toBe(400);
    expect(await filter.json()).toEqual({ error: NUL_MESSAGE });
    const search = await t.app.request("/api/admin/submissions.csv?q=a%00b", withToken(token));
    expect(search.status).toBe(400);
    const shared = await t.app.request("/api/mood-board/shared/abc%00");
    expect(shared.status).toBe(400);
    // A literal "%00" typed into a search box arrives as %2500 and is fine.
    const literal = await t.app.request("/api/admin/submissions?q=%2500", withToken(token));
    expect(literal.status).toBe(200);
  });

  it("containsNul walks bodies nested thousands deep without recursion", () => {
    const deep = JSON.parse(`${"[".repeat(50_000)}"\\u0000"${"]".repeat(50_000)}`);
    expect(containsNul(deep)).toBe(true);
    expect(containsNul({ a: [{ b: "fine" }], c: null })).toBe(false);
  });
});
