/**
 * GET /api/health (issue 11 §5): database and email-outbox state for the
 * people who run the site; 503 when the database is down (server/app.test.ts).
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/support/test-app";
import { emailOutbox } from "../../db/schema";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const message = { kind: "test", toAddress: "team@example.com", subject: "Hello", textBody: "Hi" };

describe("health report", () => {
  it("reports an empty outbox as nothing pending and nothing failed", async () => {
    const response = await testApp.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      database: "ok",
      outbox: { pending: 0, oldestPendingSeconds: 0, failed: 0 },
    });
  });

  it("counts mail waiting and mail given up on, and how long the oldest has waited", async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await testApp.database.db
      .insert(emailOutbox)
      .values([
        { ...message, createdAt: tenMinutesAgo },
        { ...message },
        { ...message, status: "failed", attempts: 10 },
        { ...message, status: "sent", sentAt: new Date() },
      ]);
    // A contact lead queues two more messages in its transaction.
    const lead = await testApp.app.request(
      "/api/contact",
      jsonRequest({ name: "Ada", email: "ada@example.com", details: "A new site" }),
    );
    expect(lead.status).toBe(201);

    const body = (await (await testApp.app.request("/api/health")).json()) as {
      outbox: { pending: number; oldestPendingSeconds: number; failed: number };
    };
    expect(body.outbox.pending).toBe(4);
    expect(body.outbox.failed).toBe(1);
    expect(body.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(600);
    expect(body.outbox.oldestPendingSeconds).toBeLessThan(3600);
  });
});
