/**
 * PATCH /api/admin/submission/:id/priority (docs/product/admin-console.md § Priority control:
 * `low` is set only by the admin): admin-only, validated, 400/404
 * with a JSON error, and the high-priority stat follows.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { createAdmin, signIn, withToken } from "./admin-test-support.ts";

let t: TestApp;
let token: string;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t);
  token = await signIn(t);
  const [row] = await t.database.db
    .insert(contactSubmissions)
    .values({ name: "Grace", email: "grace@example.com" })
    .returning({ id: contactSubmissions.id });
  id = row?.id ?? 0;
});
afterAll(() => t.close());

const request = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: "PATCH",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const setPriority = (target: number | string, body: unknown) =>
  request(`/api/admin/submission/${target}/priority`, body, { "X-Admin-Token": token });

async function storedPriority(): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ priority: contactSubmissions.priority })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, id));
  return row?.priority;
}

describe("PATCH /api/admin/submission/:id/priority", () => {
  it("sets low, high and normal, answering with the previous priority", async () => {
    let previous = "normal";
    for (const priority of ["low", "high", "normal"]) {
      const response = await setPriority(id, { priority });
      expect(response.status, priority).toBe(200);
      expect(await response.json()).toEqual({ id, priority, previousPriority: previous });
      expect(await storedPriority()).toBe(priority);
      previous = priority;
    }
  });

  it("counts a raised priority in the high-priority stat", async () => {
    expect((await setPriority(id, { priority: "high" })).status).toBe(200);
    const stats = (await (await t.app.request("/api/admin/stats", withToken(token))).json()) as {
      highPriority: number;
    };
    expect(stats.highPriority).toBe(1);
    expect((await setPriority(id, { priority: "normal" })).status).toBe(200);
  });

  it("refuses an unknown or missing priority with 400 and a JSON error, changing nothing", async () => {
    for (const body of [{ priority: "urgent" }, { priority: "" }, { priority: "HIGH" }, {}, { status: "low" }]) {
      const response = await setPriority(id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await response.json()) as { error: string };
      expect(error.error, JSON.stringify(body)).toBe("Priority must be one of: high, normal, low");
    }
    const list = await setPriority(id, "[]");
    expect(list.status).toBe(400);
    expect(((await list.json()) as { error: string }).error).toBe("The request body must be a JSON object");
    const malformed = await setPriority(id, "{not json");
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: string }).error).toBeTruthy();
    expect(await storedPriority()).toBe("normal");
  });

  it("answers 404 for an unknown submission and 400 for a malformed id", async () => {
    const missing = await setPriority(987654, { priority: "low" });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe("No submission with id 987654");
    for (const bad of ["abc", "0", "-3", "1.5"]) {
      expect((await setPriority(bad, { priority: "low" })).status, bad).toBe(400);
    }
  });

  it("is admin-only: no token, a wrong token → 401 JSON, nothing changed", async () => {
    const attempts: Array<Record<string, string>> = [{}, { "X-Admin-Token": "not-a-real-token" }];
    for (const headers of attempts) {
      const response = await request(`/api/admin/submission/${id}/priority`, { priority: "low" }, headers);
      expect(response.status).toBe(401);
      expect(typeof ((await response.json()) as { error: string }).error).toBe("string");
    }
    expect(await storedPriority()).toBe("normal");
  });
});
