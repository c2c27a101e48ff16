/**
 * One plain acknowledgement per address and form in 24 hours (docs/product/lead-capture.md § Emails), held by
 * the database however many submissions arrive at once: a script that fills a form with a stranger's address
 * sends that stranger one mail a day per form at most. A booking's confirmation is never held back.
 */
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "#server/db/schema.ts";
import { formToken } from "#tests/support/form-token";
import { createTestApp, jsonRequest, postAtOnce, type TestApp } from "#tests/support/test-app";

const TARGET = "stranger@example.com";
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_FACTOR: "1000" } });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.database.db.delete(emailOutbox);
});

const contactTo = (email: string) => ({ name: "Ada", email, details: "Hello there.", ...formToken("contact") });
const confirmationsTo = (email: string) =>
  testApp.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.kind, "%.confirm")));

describe("one confirmation per address a day", () => {
  it("queues one confirmation for ten submissions sent at once, and every agency notification", async () => {
    const statuses = await postAtOnce([testApp.app], "/api/contact", 10, () => contactTo(TARGET));
    expect(statuses).toEqual(Array(10).fill(201));
    expect(await confirmationsTo(TARGET)).toHaveLength(1);
    const notifications = await testApp.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "contact.notify"));
    expect(notifications).toHaveLength(10);
  });

  it("counts any spelling of the address", async () => {
    expect((await testApp.app.request("/api/contact", jsonRequest(contactTo(TARGET)))).status).toBe(201);
    expect((await testApp.app.request("/api/contact", jsonRequest(contactTo("Stranger@Example.com")))).status).toBe(
      201,
    );
    const all = await testApp.database.db.select().from(emailOutbox).where(like(emailOutbox.kind, "%.confirm"));
    expect(all).toHaveLength(1);
    // Another address is another visitor.
    expect((await testApp.app.request("/api/contact", jsonRequest(contactTo("ada@example.com")))).status).toBe(201);
    expect(await confirmationsTo("ada@example.com")).toHaveLength(1);
  });

  it("holds back only a second acknowledgement of the same form, never a booking's confirmation", async () => {
    const queue = (kind: string) =>
      testApp.database.db
        .insert(emailOutbox)
        .values({ kind, toAddress: TARGET, subject: kind, textBody: kind })
        .returning({ id: emailOutbox.id });
    expect(await queue("contact.confirm")).toHaveLength(1);
    // The same visitor starts a project and books a slot and a call that afternoon: each is confirmed.
    expect(await queue("intake.confirm")).toHaveLength(1);
    expect(await queue("reservation.confirm")).toHaveLength(1);
    expect(await queue("consultation.confirm")).toHaveLength(1);
    expect(await queue("reservation.confirm")).toHaveLength(1);
    // A second contact acknowledgement within the day is not queued.
    expect(await queue("contact.confirm")).toHaveLength(0);
    expect(await confirmationsTo(TARGET)).toHaveLength(5);
  });

  it("confirms again once the last confirmation is more than 24 hours old", async () => {
    await testApp.database.db.insert(emailOutbox).values({
      kind: "contact.confirm",
      toAddress: TARGET,
      subject: "Yesterday",
      textBody: "Yesterday's confirmation.",
      createdAt: new Date(Date.now() - 25 * 3_600_000),
    });
    expect((await testApp.app.request("/api/contact", jsonRequest(contactTo(TARGET)))).status).toBe(201);
    expect(await confirmationsTo(TARGET)).toHaveLength(2);
  });
});
