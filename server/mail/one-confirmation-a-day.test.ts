/**
 * One visitor confirmation per address in 24 hours (docs/product/lead-capture.md § Emails), held by the
 * database whichever form queues it and however many submissions arrive at once: a script that fills the
 * forms with a stranger's address sends that stranger one mail a day at most.
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

  it("counts every form and any spelling of the address", async () => {
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
