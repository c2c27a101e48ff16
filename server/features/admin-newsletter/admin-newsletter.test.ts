import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriberList } from "#common/admin/newsletter";
import { newsletterSubscribers } from "#server/db/schema";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { createAdmin, signIn, withToken } from "../admin/admin-test-support";

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  await createAdmin(testApp);
  token = await signIn(testApp);
  await testApp.database.db.insert(newsletterSubscribers).values([
    { email: "pending@example.com", sourcePath: "/blog", createdAt: new Date("2026-11-01T15:00:00Z") },
    {
      email: "reader@example.com",
      status: "confirmed",
      sourcePath: "/blog",
      createdAt: new Date("2026-11-02T15:00:00Z"),
      confirmedAt: new Date("2026-11-02T15:10:00Z"),
      confirmKeyHash: Buffer.from("secret"),
    },
    { email: "gone@example.com", status: "unsubscribed", createdAt: new Date("2026-11-03T15:00:00Z") },
  ]);
});
afterAll(() => testApp.close());

describe("the console's newsletter subscribers", () => {
  it("lists them newest first with their status, dates and page, and counts each status", async () => {
    const response = await testApp.app.request("/api/admin/newsletter/subscribers", withToken(token));
    expect(response.status).toBe(200);
    const list = (await response.json()) as SubscriberList;
    expect(list.counts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1 });
    expect(list.items.map((item) => [item.email, item.status])).toEqual([
      ["gone@example.com", "unsubscribed"],
      ["reader@example.com", "confirmed"],
      ["pending@example.com", "pending"],
    ]);
    expect(list.items[1]).toMatchObject({ sourcePath: "/blog", confirmedAt: "2026-11-02T15:10:00.000Z" });
    expect(JSON.stringify(list)).not.toMatch(/confirmKey/i);
  });

  it("exports them as CSV on the agency's clock", async () => {
    const response = await testApp.app.request("/api/admin/newsletter/subscribers.csv", withToken(token));
    expect(response.headers.get("content-type")).toContain("text/csv");
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^email,status,source_path,subscribed_at/);
    expect(lines).toContain("reader@example.com,confirmed,/blog,2026-11-02 10:00:00,2026-11-02 10:10:00,");
  });

  it("is the console's only", async () => {
    expect((await testApp.app.request("/api/admin/newsletter/subscribers")).status).toBe(401);
    expect((await testApp.app.request("/api/admin/newsletter/subscribers.csv")).status).toBe(401);
  });
});
