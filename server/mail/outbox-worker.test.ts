/**
 * The outbox against a real SMTP server on loopback (npm smtp-server): the
 * lead's two emails arrive with the right fields; with the mail server down
 * the lead is still stored and acknowledged, and the mail arrives once the
 * server is back (docs/decisions/013-email-outbox.md).
 */
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formToken } from "#tests/support/form-token";
import { SmtpSink } from "#tests/support/smtp-sink";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { contactSubmissions, emailOutbox } from "../db/schema";
import { createLogger, silentLogger } from "../logger";
import { createSmtpMailer } from "./mailer";
import { createOutboxWorker, MAX_ATTEMPTS, retryDelayMs, startOutboxWorker } from "./outbox-worker";

let testApp: TestApp;
const sink = new SmtpSink();

beforeAll(async () => {
  testApp = await createTestApp({
    env: { RATE_LIMIT_FACTOR: "1000", NOTIFY_EMAIL: "team@agency.test", PUBLIC_SITE_URL: "https://agency.test" },
  });
});
afterAll(async () => {
  await sink.stop();
  await testApp.close();
});
beforeEach(async () => {
  sink.received = [];
  await testApp.database.db.delete(emailOutbox);
  await testApp.database.db.delete(contactSubmissions);
});

const lead = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  business: "Analytical Engines",
  package: "enterprise",
  details: "We need a platform for our engines.",
};

/** `body` with a fresh form token, as the form sends it. */
function submitLead(body: Record<string, unknown> = lead) {
  return testApp.app.request("/api/contact", jsonRequest({ ...body, ...formToken("contact") }));
}

describe("outbox worker over SMTP", () => {
  it("delivers the notification and the confirmation with the right fields", async () => {
    await sink.start();
    const worker = createOutboxWorker({
      db: testApp.database.db,
      logger: silentLogger,
      mailer: createSmtpMailer(sink.url),
    });
    try {
      expect((await submitLead()).status).toBe(201);
      expect(await worker.drainOnce()).toEqual({ sent: 2, retried: 0, failed: 0 });

      const notify = sink.received.find((mail) => mail.envelopeTo.includes("team@agency.test"));
      const confirm = sink.received.find((mail) => mail.envelopeTo.includes("ada@example.com"));
      expect(sink.received).toHaveLength(2);
      expect(notify?.headers.to).toBe("team@agency.test");
      expect(notify?.headers["reply-to"]).toBe("ada@example.com");
      expect(notify?.headers.from).toBe("Meridian Studio <no-reply@meridianstudio.dev>");
      expect(notify?.headers.subject).toBe("[High priority] New project inquiry from Ada Lovelace");
      expect(notify?.body).toContain("Name: Ada Lovelace");
      expect(notify?.body).toContain("Email: ada@example.com");
      expect(notify?.body).toContain("Project type: Market Leader from $12,000");
      expect(notify?.body).toContain("We need a platform for our engines.");
      expect(notify?.body).toContain("https://agency.test/admin");

      expect(confirm?.headers.to).toBe("ada@example.com");
      expect(confirm?.headers["reply-to"]).toBe("hello@meridianstudio.dev");
      expect(confirm?.headers.subject).toBe("We've received your project details - Meridian Studio");
      expect(confirm?.body).toContain("Hi Ada Lovelace,");
      expect(confirm?.body).toContain("We reply within 24 hours");
      // The visitor's copy carries none of their words but their name (server/mail/visitor-greeting.ts).
      expect(confirm?.body).not.toContain("We need a platform for our engines.");

      // Each arrives as multipart/alternative: the plain text and the HTML of the same content.
      for (const mail of [notify, confirm]) {
        expect(mail?.headers["content-type"]).toMatch(/^multipart\/alternative;/);
        expect(mail?.parts.map((part) => part.contentType.split(";")[0])).toEqual(["text/plain", "text/html"]);
      }
      expect(confirm?.html).toContain("<!DOCTYPE html>");
      expect(notify?.html).toContain("We need a platform for our engines.");
      expect(confirm?.html).toContain("We reply within 24 hours");
      const [lead] = await testApp.database.db.select().from(contactSubmissions);
      expect(notify?.html).toContain(`href="https://agency.test/admin/leads/submission/${lead?.id}"`);

      const rows = await testApp.database.db.select().from(emailOutbox);
      expect(rows.every((row) => row.status === "sent" && row.sentAt !== null && row.attempts === 1)).toBe(true);
      // Nothing is sent twice.
      expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    } finally {
      await worker.stop();
      await sink.stop();
    }
  });

  it("keeps the lead and retries when the mail server is down, then delivers once it is back", async () => {
    // A port with nothing listening on it.
    await sink.start();
    const port = sink.port;
    await sink.stop();

    let clock = new Date();
    const worker = createOutboxWorker({
      db: testApp.database.db,
      logger: silentLogger,
      mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`),
      now: () => clock,
    });
    try {
      const response = await submitLead();
      expect(response.status).toBe(201);
      expect(await testApp.database.db.select().from(contactSubmissions)).toHaveLength(1);
      clock = new Date(Date.now() + 1_000);

      expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 2, failed: 0 });
      const pending = await testApp.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
      for (const row of pending) {
        expect(row).toMatchObject({ status: "pending", attempts: 1 });
        expect(row.lastError).toBeTruthy();
        // First retry 30 s later.
        expect(row.nextAttemptAt.getTime() - clock.getTime()).toBe(30_000);
      }

      await sink.start(port);
      // Not yet due: nothing is sent before the back-off ends.
      expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
      clock = new Date(clock.getTime() + 31_000);
      expect(await worker.drainOnce()).toEqual({ sent: 2, retried: 0, failed: 0 });
      expect(sink.received.map((mail) => mail.headers.to).sort()).toEqual(["ada@example.com", "team@agency.test"]);
      const sent = await testApp.database.db.select().from(emailOutbox);
      expect(sent.every((row) => row.status === "sent" && row.attempts === 2)).toBe(true);
    } finally {
      await worker.stop();
      await sink.stop();
    }
  });

  it("never sends a message twice when several workers drain at once", async () => {
    await sink.start();
    const workers = [1, 2, 3].map(() =>
      createOutboxWorker({
        db: testApp.database.db,
        logger: silentLogger,
        mailer: createSmtpMailer(sink.url),
      }),
    );
    try {
      for (let i = 0; i < 12; i++) {
        expect((await submitLead({ ...lead, email: `visitor${i}@example.com` })).status).toBe(201);
      }
      const results = await Promise.all(workers.map((worker) => worker.drainOnce()));
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(24);
      expect(sink.received).toHaveLength(24);
      const confirmations = sink.received.filter((mail) => mail.headers.to !== "team@agency.test");
      expect(new Set(confirmations.map((mail) => mail.headers.to)).size).toBe(12);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await sink.stop();
    }
  });

  it("backs off exponentially and gives up after the last attempt", async () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);

    await submitLead();
    await testApp.database.db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1 });
    const worker = createOutboxWorker({
      db: testApp.database.db,
      logger: silentLogger,
      mailer: {
        send: () => Promise.reject(new Error("550 mailbox unavailable")),
        close: () => {},
      },
    });
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 2 });
    const rows = await testApp.database.db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === "failed" && row.lastError === "550 mailbox unavailable")).toBe(true);
    // A failed message is never picked up again.
    await testApp.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 day'` });
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await worker.stop();
  });

  it("without SMTP_URL leaves the mail pending and says so once at start", async () => {
    const lines: string[] = [];
    const worker = startOutboxWorker({
      db: testApp.database.db,
      config: { SMTP_URL: undefined, MAIL_FROM: undefined },
      logger: createLogger("info", (line) => lines.push(line)),
      pollIntervalMs: 10,
    });
    await submitLead();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await worker.drainOnce();
    await worker.stop();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("SMTP_URL is not set");
    const rows = await testApp.database.db.select().from(emailOutbox).where(eq(emailOutbox.status, "pending"));
    expect(rows).toHaveLength(2);
  });

  it("a running worker polls and delivers mail without being asked", async () => {
    await sink.start();
    const worker = startOutboxWorker({
      db: testApp.database.db,
      config: { SMTP_URL: sink.url, MAIL_FROM: undefined },
      logger: silentLogger,
      pollIntervalMs: 50,
    });
    try {
      await submitLead();
      await expect.poll(() => sink.received.length, { timeout: 5_000 }).toBe(2);
    } finally {
      await worker.stop();
      await sink.stop();
    }
  });
});
