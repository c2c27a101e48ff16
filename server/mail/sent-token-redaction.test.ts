/**
 * A one-time link is sent, then no longer stored in clear (docs/product/operations.md § Email outbox): the mail
 * server gets the live token, the outbox keeps the message with the token replaced.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#server/db/schema.ts";
import { silentLogger } from "#server/logger.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import type { Mailer } from "./mailer.ts";
import { createOutboxWorker } from "./outbox-worker.ts";

const NOW = new Date("2026-03-10T15:00:00.000Z");
const TOKEN = "Q2xpZW50LWludml0YXRpb24tdG9rZW4tZm9yLXRlc3Rz_-9";
const LINK = `https://agency.test/portal/set-password#token=${TOKEN}`;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => NOW });
});
afterAll(() => testApp.close());

describe("a sent invitation", () => {
  it("reaches the mail server with its live link, and stays in the outbox without the token", async () => {
    await testApp.database.db.insert(emailOutbox).values({
      kind: "client.invitation",
      toAddress: "client@example.com",
      subject: "Your client portal is ready",
      textBody: `Choose your password: ${LINK}`,
      htmlBody: `<a href="${LINK}">Choose your password</a>`,
      nextAttemptAt: NOW,
    });
    const delivered: string[] = [];
    const mailer: Mailer = {
      async send(message) {
        delivered.push(message.text, message.html ?? "");
      },
      close() {},
    };
    const worker = createOutboxWorker({ db: testApp.database.db, logger: silentLogger, mailer, now: () => NOW });
    try {
      expect(await worker.drainOnce()).toMatchObject({ sent: 1 });
    } finally {
      await worker.stop();
    }
    expect(delivered.every((body) => body.includes(TOKEN))).toBe(true);
    const [stored] = await testApp.database.db.select().from(emailOutbox);
    expect(stored?.status).toBe("sent");
    expect(`${stored?.textBody} ${stored?.htmlBody}`).not.toContain(TOKEN);
    expect(stored?.textBody).toContain("/portal/set-password#token=redacted-after-sending");
  });
});
