/**
 * Email operations in the console (docs/product/admin-console.md § Emails): the pending and failed
 * messages, newest first and paged, without their bodies; "Resend" puts a failed message back in the
 * queue, due now, and the outbox worker then delivers it through a real SMTP server; the worker's
 * counters for /metrics (docs/product/operations.md § Metrics).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EmailRecord } from "#common/admin/emails";
import { emailOutbox } from "#server/db/schema";
import { silentLogger } from "#server/logger";
import { EmailMetrics } from "#server/mail/email-metrics";
import { createSmtpMailer, type Mailer } from "#server/mail/mailer";
import { createOutboxWorker, MAX_ATTEMPTS } from "#server/mail/outbox-worker";
import { SmtpSink } from "#tests/support/smtp-sink";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { createAdmin, signIn, withToken } from "../admin/admin-test-support";

const NOW = new Date("2026-03-10T15:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

let testApp: TestApp;
let token: string;
const sink = new SmtpSink();

beforeAll(async () => {
  testApp = await createTestApp({ now: () => NOW });
  await createAdmin(testApp);
  token = await signIn(testApp);
  await sink.start();
});
afterAll(async () => {
  await sink.stop();
  await testApp.close();
});
beforeEach(async () => {
  sink.received = [];
  await testApp.database.db.delete(emailOutbox);
});

// Due by the test clock (the column defaults to the database's own now()).
const base = { toAddress: "ada@example.com", textBody: "The body is private to the message.", nextAttemptAt: NOW };

async function seed() {
  return testApp.database.db
    .insert(emailOutbox)
    .values([
      {
        ...base,
        kind: "contact.confirm",
        subject: "Old pending",
        createdAt: minutesAgo(30),
        attempts: 3,
        lastError: "421 try later",
      },
      { ...base, kind: "contact.notify", subject: "New pending", createdAt: minutesAgo(5) },
      {
        ...base,
        kind: "consultation.confirm",
        subject: "Given up",
        status: "failed",
        attempts: MAX_ATTEMPTS,
        lastError: "550 5.1.1 mailbox unavailable",
        createdAt: minutesAgo(120),
        leadKind: "consultation",
        leadId: 7,
      },
      {
        ...base,
        kind: "contact.notify",
        subject: "Delivered",
        status: "sent",
        sentAt: minutesAgo(59),
        createdAt: minutesAgo(60),
      },
    ])
    .returning();
}

function get(path: string) {
  return testApp.app.request(path, withToken(token));
}
function resend(id: number | string) {
  return testApp.app.request(`/api/admin/emails/${id}/resend`, withToken(token, { method: "POST" }));
}

describe("GET /api/admin/emails", () => {
  it("needs a signed-in admin", async () => {
    expect((await testApp.app.request("/api/admin/emails?status=failed")).status).toBe(401);
    expect((await testApp.app.request("/api/admin/emails/1/resend", { method: "POST" })).status).toBe(401);
  });

  it("lists the pending messages newest first, and the failed ones with their error, never a body", async () => {
    const rows = await seed();
    const pending = await get("/api/admin/emails?status=pending");
    expect(pending.status).toBe(200);
    const pendingItems = (await pending.json()) as EmailRecord[];
    expect(pendingItems.map((item) => item.subject)).toEqual(["New pending", "Old pending"]);
    expect(pendingItems[1]).toEqual({
      id: rows[0]?.id,
      kind: "contact.confirm",
      to: "ada@example.com",
      subject: "Old pending",
      status: "pending",
      attempts: 3,
      lastError: "421 try later",
      createdAt: "2026-03-10T14:30:00.000Z",
      nextAttemptAt: expect.any(String),
      leadKind: null,
      leadId: null,
    });

    const failed = (await (await get("/api/admin/emails?status=failed")).json()) as EmailRecord[];
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      subject: "Given up",
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: "550 5.1.1 mailbox unavailable",
      leadKind: "consultation",
      leadId: 7,
    });
    // The console's stat area warns with this count.
    const stats = (await (await get("/api/admin/stats")).json()) as { failedEmails: number };
    expect(stats.failedEmails).toBe(1);
    const text = JSON.stringify([pendingItems, failed]);
    expect(text).not.toContain("private to the message");
    expect(text).not.toContain("Delivered");
  });

  it("pages with the cursor header like the lead lists, and refuses a status it does not list", async () => {
    await seed();
    const first = await get("/api/admin/emails?status=pending&limit=1");
    expect(((await first.json()) as EmailRecord[]).map((item) => item.subject)).toEqual(["New pending"]);
    const cursor = first.headers.get("X-Next-Cursor");
    expect(cursor).toBeTruthy();
    const second = await get(`/api/admin/emails?status=pending&limit=1&before=${cursor}`);
    expect(((await second.json()) as EmailRecord[]).map((item) => item.subject)).toEqual(["Old pending"]);
    expect(second.headers.get("X-Next-Cursor")).toBeNull();

    const sent = await get("/api/admin/emails?status=sent");
    expect(sent.status).toBe(400);
    expect(await sent.json()).toEqual({
      error: "status must be pending or failed",
      fields: { status: "status must be pending or failed" },
    });
    expect((await get("/api/admin/emails?status=failed&before=nonsense")).status).toBe(400);
  });
});

describe("POST /api/admin/emails/:id/resend", () => {
  it("answers 404 for an unknown message, 409 for one already sent, 400 for a malformed id", async () => {
    const rows = await seed();
    const delivered = rows.find((row) => row.subject === "Delivered");
    expect((await resend(999_999)).status).toBe(404);
    expect(await (await resend(999_999)).json()).toEqual({ error: "No email with id 999999" });
    const again = await resend(delivered?.id ?? 0);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "This email was already sent; it is not sent twice" });
    expect((await resend("abc")).status).toBe(400);
    const [still] = await testApp.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, delivered?.id ?? 0));
    expect(still?.status).toBe("sent");
  });

  it("puts a failed message back to pending, due now, attempts from zero; the worker then delivers it", async () => {
    const rows = await seed();
    const givenUp = rows.find((row) => row.subject === "Given up");
    // The other messages are out of the way: this test follows one.
    await testApp.database.db.update(emailOutbox).set({ status: "sent" }).where(eq(emailOutbox.status, "pending"));

    const response = await resend(givenUp?.id ?? 0);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: givenUp?.id,
      status: "pending",
      attempts: 0,
      nextAttemptAt: NOW.toISOString(),
    });
    expect((await (await get("/api/admin/emails?status=failed")).json()) as EmailRecord[]).toEqual([]);
    const pending = (await (await get("/api/admin/emails?status=pending")).json()) as EmailRecord[];
    expect(pending.map((item) => [item.subject, item.attempts])).toEqual([["Given up", 0]]);

    const metrics = new EmailMetrics();
    const worker = createOutboxWorker({
      db: testApp.database.db,
      logger: silentLogger,
      mailer: createSmtpMailer(sink.url),
      now: () => NOW,
      metrics,
    });
    try {
      expect(await worker.drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    } finally {
      await worker.stop();
    }
    expect(sink.received.map((mail) => mail.headers.subject)).toEqual(["Given up"]);
    const [row] = await testApp.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, givenUp?.id ?? 0));
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(metrics.count("sent", "consultation.confirm")).toBe(1);
    // Sent now: a second press is refused rather than mailing the person twice.
    expect((await resend(givenUp?.id ?? 0)).status).toBe(409);
  });

  it("resends a pending message at once, however far its next retry was", async () => {
    const [row] = await testApp.database.db
      .insert(emailOutbox)
      .values({
        ...base,
        kind: "contact.notify",
        subject: "Waiting",
        attempts: 6,
        nextAttemptAt: new Date(NOW.getTime() + 30 * 60_000),
      })
      .returning();
    const response = await resend(row?.id ?? 0);
    expect(await response.json()).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: NOW.toISOString() });
  });
});

describe("email counters for /metrics", () => {
  it("count emails sent and emails given up on, by kind, in the Prometheus text format", async () => {
    await testApp.database.db.insert(emailOutbox).values([
      { ...base, kind: "contact.notify", subject: "One" },
      { ...base, kind: "contact.notify", subject: "Two" },
      { ...base, kind: "contact.confirm", subject: "Three" },
      // Another visitor: one confirmation per address a day (docs/product/lead-capture.md § Emails).
      {
        ...base,
        toAddress: "grace@example.com",
        kind: "reservation.confirm",
        subject: "Last try",
        attempts: MAX_ATTEMPTS - 1,
      },
      { ...base, kind: "reservation.notify", subject: "Early try" },
    ]);
    const refusing: Mailer = {
      async send(message) {
        if (message.subject.endsWith("try")) throw new Error("550 mailbox unavailable");
      },
      close() {},
    };
    const metrics = new EmailMetrics();
    const worker = createOutboxWorker({
      db: testApp.database.db,
      logger: silentLogger,
      mailer: refusing,
      now: () => NOW,
      metrics,
    });
    try {
      expect(await worker.drainOnce()).toEqual({ sent: 3, retried: 1, failed: 1 });
    } finally {
      await worker.stop();
    }
    const lines = metrics.render().split("\n");
    expect(lines).toContain("# TYPE emails_sent_total counter");
    expect(lines).toContain('emails_sent_total{kind="contact.notify"} 2');
    expect(lines).toContain('emails_sent_total{kind="contact.confirm"} 1');
    expect(lines).toContain("# TYPE emails_failed_total counter");
    expect(lines).toContain('emails_failed_total{kind="reservation.confirm"} 1');
    expect(lines).toContain('emails_retried_total{kind="reservation.notify"} 1');
    expect(lines.filter((line) => line.startsWith("emails_failed_total{"))).toHaveLength(1);
  });
});
