import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IssueSent } from "#common/admin/newsletter";
import { emailOutbox, newsletterIssues, newsletterSubscribers } from "#server/db/schema";
import { silentLogger } from "#server/logger";
import { EmailMetrics } from "#server/mail/email-metrics";
import { createSmtpMailer } from "#server/mail/mailer";
import { createOutboxWorker } from "#server/mail/outbox-worker";
import { SmtpSink } from "#tests/support/smtp-sink";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { createAdmin, signIn, withToken } from "../admin/admin-test-support";

let testApp: TestApp;
let token: string;
const sink = new SmtpSink();
beforeAll(async () => {
  testApp = await createTestApp({ env: { NOTIFY_EMAIL: "team@agency.test" } });
  await createAdmin(testApp);
  token = await signIn(testApp);
  await sink.start();
  await testApp.database.db.insert(newsletterSubscribers).values([
    { email: "first@example.com", status: "confirmed" },
    { email: "not-yet@example.com", status: "pending" },
    { email: "second@example.com", status: "confirmed" },
    { email: "gone@example.com", status: "unsubscribed" },
  ]);
});
afterAll(async () => {
  await sink.stop();
  await testApp.close();
});

const ISSUE = {
  subject: "Three fixes that win back slow-page visitors",
  body: "# Speed first\n\nMost visitors leave after **three seconds**. See [our audit](https://example.com/tools).\n\n- Compress images\n- Cut scripts\n\n<script>alert(1)</script>",
};
const post = (path: string, body: unknown) =>
  testApp.app.request(`/api/admin/newsletter/${path}`, withToken(token, jsonRequest(body)));
const outbox = () => testApp.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));

describe("sending a newsletter issue", () => {
  it("sends a test to the agency's own inbox only", async () => {
    const response = await post("issues/test", ISSUE);
    expect(response.status).toBe(200);
    expect(((await response.json()) as IssueSent).recipients).toBe(1);
    const mails = await outbox();
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      ["team@agency.test", "[Test] Three fixes that win back slow-page visitors"],
    ]);
    await testApp.database.db.delete(emailOutbox);
  });

  it("goes to the confirmed subscribers only, each with its own unsubscribe link and RFC 8058 headers", async () => {
    const response = await post("issues", ISSUE);
    expect(await response.json()).toEqual({ message: "The issue is on its way to 2 subscribers.", recipients: 2 });
    const mails = await outbox();
    expect(mails.map((mail) => mail.toAddress)).toEqual(["first@example.com", "second@example.com"]);
    const links = mails.map((mail) => /<(http[^>]+)>/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1]);
    expect(new Set(links).size).toBe(2);
    for (const [index, mail] of mails.entries()) {
      expect(mail.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
      expect(mail.textBody).toContain(`Unsubscribe: ${links[index]}`);
      // Markdown as words, links spelled out, nothing typed becomes markup.
      expect(mail.textBody).toContain(
        "Most visitors leave after three seconds. See our audit (https://example.com/tools).",
      );
      expect(mail.textBody).toContain("- Compress images");
      expect(mail.htmlBody).not.toContain("<script>");
      expect(mail.htmlBody).toContain("&lt;script&gt;");
    }
    const [issue] = await testApp.database.db.select().from(newsletterIssues);
    expect(issue).toMatchObject({ subject: ISSUE.subject, recipients: 2, sentBy: "admin" });

    // Delivered over SMTP with the headers; the one-click POST of the header's link unsubscribes.
    const worker = createOutboxWorker({
      db: testApp.database.db,
      logger: silentLogger,
      mailer: createSmtpMailer(sink.url),
      metrics: new EmailMetrics(),
    });
    try {
      await worker.drainOnce();
    } finally {
      await worker.stop();
    }
    const delivered = sink.received.find((mail) => mail.envelopeTo.includes("first@example.com"));
    expect(delivered?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const link = new URL(/<(http[^>]+)>/.exec(delivered?.headers["list-unsubscribe"] ?? "")?.[1] ?? "");
    const oneClick = await testApp.app.request(`${link.pathname}${link.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const [first] = await testApp.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "first@example.com"));
    expect(first?.status).toBe("unsubscribed");
  });

  it("asks for a subject and a body", async () => {
    const response = await post("issues", { subject: " ", body: "" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: {
        subject: "Please write a subject (at most 200 characters)",
        body: "Please write the issue (at most 50,000 characters)",
      },
    });
  });
});
