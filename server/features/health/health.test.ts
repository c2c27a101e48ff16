/**
 * GET /api/health (docs/product/operations.md § Health): database and email-outbox state for the
 * people who run the site; "degraded" (still 200) when mail has waited too long; 503 when the
 * database is down (server/app.test.ts).
 */

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { emailOutbox } from "#server/db/schema";
import { createTestApp, type TestApp } from "#tests/support/test-app";

const NOW = new Date("2026-03-10T15:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => NOW, env: { MAIL_DEGRADED_AFTER_MINUTES: "15" } });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.database.db.delete(emailOutbox);
});

const message = { kind: "test", toAddress: "team@example.com", subject: "Hello", textBody: "Hi" };

async function health() {
  const response = await testApp.app.request("/api/health");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("health report", () => {
  it("reports an empty outbox as ok, nothing pending and nothing failed", async () => {
    expect(await health()).toEqual({
      status: 200,
      body: {
        status: "ok",
        database: "ok",
        mail: { pending: 0, oldestPendingMinutes: 0, failed: 0, degradedAfterMinutes: 15 },
        outbox: { pending: 0, oldestPendingSeconds: 0, failed: 0 },
      },
    });
  });

  it("counts mail waiting and mail given up on, and how long the oldest has waited", async () => {
    await testApp.database.db.insert(emailOutbox).values([
      { ...message, createdAt: minutesAgo(10) },
      { ...message, createdAt: minutesAgo(1) },
      { ...message, status: "failed", attempts: 10, createdAt: minutesAgo(500) },
      { ...message, status: "sent", sentAt: NOW, createdAt: minutesAgo(600) },
    ]);

    const { status, body } = await health();
    expect(status).toBe(200);
    // Ten minutes is within the fifteen allowed: a failed message alone does not make the site degraded.
    expect(body.status).toBe("ok");
    expect(body.mail).toEqual({ pending: 2, oldestPendingMinutes: 10, failed: 1, degradedAfterMinutes: 15 });
    expect(body.outbox).toEqual({ pending: 2, oldestPendingSeconds: 600, failed: 1 });
  });

  it("says degraded, and why, once the oldest pending email has waited longer than the setting", async () => {
    await testApp.database.db.insert(emailOutbox).values([
      { ...message, createdAt: minutesAgo(42) },
      { ...message, createdAt: minutesAgo(3) },
    ]);

    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "degraded",
      reasons: ["mail: the oldest pending email has waited 42 minutes, longer than MAIL_DEGRADED_AFTER_MINUTES (15)"],
      database: "ok",
      mail: { pending: 2, oldestPendingMinutes: 42, failed: 0, degradedAfterMinutes: 15 },
      outbox: { pending: 2, oldestPendingSeconds: 42 * 60, failed: 0 },
    });
  });

  it("is ok again once that email is sent", async () => {
    await testApp.database.db.insert(emailOutbox).values({ ...message, createdAt: minutesAgo(42) });
    expect((await health()).body.status).toBe("degraded");
    await testApp.database.db.update(emailOutbox).set({ status: "sent", sentAt: NOW });
    expect((await health()).body.status).toBe("ok");
  });
});

describe("MAIL_DEGRADED_AFTER_MINUTES", () => {
  it("defaults to 15 minutes and takes a whole number of minutes from 1 up", () => {
    expect(loadConfig({}).MAIL_DEGRADED_AFTER_MINUTES).toBe(15);
    expect(loadConfig({ MAIL_DEGRADED_AFTER_MINUTES: "" }).MAIL_DEGRADED_AFTER_MINUTES).toBe(15);
    expect(loadConfig({ MAIL_DEGRADED_AFTER_MINUTES: "60" }).MAIL_DEGRADED_AFTER_MINUTES).toBe(60);
    expect(() => loadConfig({ MAIL_DEGRADED_AFTER_MINUTES: "soon" })).toThrow(
      "Invalid environment variable MAIL_DEGRADED_AFTER_MINUTES: must be a whole number of minutes",
    );
    expect(() => loadConfig({ MAIL_DEGRADED_AFTER_MINUTES: "0" })).toThrow(
      "Invalid environment variable MAIL_DEGRADED_AFTER_MINUTES: must be at least 1 minute",
    );
    expect(() => loadConfig({ MAIL_DEGRADED_AFTER_MINUTES: "2.5" })).toThrow(
      "Invalid environment variable MAIL_DEGRADED_AFTER_MINUTES: must be a whole number of minutes",
    );
  });
});
