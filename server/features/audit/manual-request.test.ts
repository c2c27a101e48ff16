/**
 * POST /api/audit/manual-request: the "request submitted" case's lead is
 * stored only with an email, once per website and email — repeats and
 * simultaneous duplicates included, through one app and through two app
 * instances on separate connection pools sharing one PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { brand } from "#common/brand";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { connectDatabase } from "#server/db/client";
import { contactSubmissions, emailOutbox } from "#server/db/schema";
import { silentLogger } from "#server/logger";
import { formToken, TEST_FORM_TOKEN_SECRET } from "#tests/support/form-token";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { createTestDatabase, databaseTargets } from "#tests/support/test-database";

const SITE = "https://guarded-shop.example/";

type RequestBody = { websiteUrl?: unknown; email?: unknown; formToken?: string };
/** As the page sends it: with a fresh form token, unless the test sets its own. */
const send = (app: TestApp["app"] | ReturnType<typeof createApp>, body: RequestBody) =>
  app.request(
    "/api/audit/manual-request",
    jsonRequest("formToken" in body ? body : { ...body, ...formToken("audit-request") }),
  );

describe("POST /api/audit/manual-request", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { RATE_LIMIT_FACTOR: "100" } });
  });
  afterAll(() => testApp.close());
  afterEach(async () => {
    await testApp.database.db.delete(contactSubmissions);
    await testApp.database.db.delete(emailOutbox);
  });

  const leads = () => testApp.database.db.select().from(contactSubmissions);
  const mail = () => testApp.database.db.select().from(emailOutbox).orderBy(emailOutbox.id);

  it.each([
    ["no email", { websiteUrl: SITE }],
    ["an empty email", { websiteUrl: SITE, email: "  " }],
    ["an incomplete email", { websiteUrl: SITE, email: "owner@" }],
    ["an email that is not text", { websiteUrl: SITE, email: 42 }],
  ])("stores no lead for %s, and says so", async (_case, body) => {
    const response = await send(testApp.app, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please enter a valid email address",
      fields: { email: "Please enter a valid email address" },
    });
    expect(await leads()).toEqual([]);
    expect(await mail()).toEqual([]);
  });

  it("asks for the website address", async () => {
    const response = await send(testApp.app, { email: "owner@guarded-shop.example" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("Please enter a website URL");
    const notWeb = await send(testApp.app, {
      websiteUrl: "ftp://guarded-shop.example/",
      email: "owner@guarded-shop.example",
    });
    expect(notWeb.status).toBe(400);
    expect(await leads()).toEqual([]);
  });

  it("stores the request with its email as a high-priority audit lead, and queues its two emails", async () => {
    const response = await send(testApp.app, { websiteUrl: SITE, email: "owner@guarded-shop.example" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message:
        "Thank you! A specialist will analyse your website by hand and send the report to owner@guarded-shop.example.",
      email: "owner@guarded-shop.example",
    });
    const rows = await leads();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Website audit request",
      email: "owner@guarded-shop.example",
      websiteUrl: SITE,
      isAuditRequest: true,
      priority: "high",
      status: "new",
      source: "audit",
      package: "audit",
      context: { requestCount: 1 },
    });
    const [notify, confirm] = await mail();
    expect(notify).toMatchObject({
      kind: "audit-request.notify",
      toAddress: testApp.config.NOTIFY_EMAIL ?? brand.email,
      replyTo: "owner@guarded-shop.example",
      subject: "[High priority] Manual website analysis requested for guarded-shop.example",
    });
    expect(notify?.textBody).toContain(`Manual analysis request #${rows[0]?.id} (priority high).`);
    expect(confirm).toMatchObject({ kind: "audit-request.confirm", toAddress: "owner@guarded-shop.example" });
    expect(confirm?.textBody).toContain("Our automatic check could not analyse your website");
    // No address the visitor typed goes back out in the agency's name.
    expect(confirm?.textBody).not.toContain("guarded-shop.example");
    expect(confirm?.textBody).toContain("1. Within 24 hours: a specialist reviews your website by hand.");
    expect(confirm?.htmlBody).toContain("Within 24 hours: a specialist reviews your website by hand.");
    expect(confirm?.replyTo).toBe(brand.email);
    expect([notify?.leadKind, notify?.leadId, confirm?.leadKind, confirm?.leadId]).toEqual([
      "submission",
      rows[0]?.id,
      "submission",
      rows[0]?.id,
    ]);
    expect(notify?.textBody).toContain(`/admin/leads/submission/${rows[0]?.id}`);
  });

  it("stores a request sent under two seconds after the page asked, but sends the visitor nothing", async () => {
    const response = await send(testApp.app, {
      websiteUrl: SITE,
      email: "owner@guarded-shop.example",
      ...formToken("audit-request", 10),
    });
    expect(response.status).toBe(201);
    const rows = await leads();
    expect(rows[0]?.automatedReason).toBe("sent 10 ms after the form was shown");
    expect((await mail()).map((item) => item.kind)).toEqual(["audit-request.notify"]);
  });

  it("merges the same request made three times into one lead, and emails once", async () => {
    const statuses = [];
    for (const body of [
      { websiteUrl: SITE, email: "owner@guarded-shop.example" },
      { websiteUrl: "https://GUARDED-shop.example", email: " Owner@Guarded-Shop.example " },
      { websiteUrl: SITE, email: "owner@guarded-shop.example" },
    ]) {
      statuses.push((await send(testApp.app, body)).status);
    }
    expect(statuses).toEqual([201, 200, 200]);
    const rows = await leads();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.context).toMatchObject({ requestCount: 3 });
    expect(await mail()).toHaveLength(2);
  });

  it("reopens a completed request that is asked for again", async () => {
    await send(testApp.app, { websiteUrl: SITE, email: "owner@guarded-shop.example" });
    await testApp.database.db
      .update(contactSubmissions)
      .set({ status: "completed" })
      .where(eq(contactSubmissions.email, "owner@guarded-shop.example"));
    await send(testApp.app, { websiteUrl: SITE, email: "owner@guarded-shop.example" });
    const rows = await leads();
    expect(rows.map((row) => row.status)).toEqual(["new"]);
  });

  it("stores an address as long as allowed, named whole in the emails and by its host in the subject", async () => {
    const long = `https://guarded-shop.example/${"w".repeat(2_000)}`;
    const response = await send(testApp.app, { websiteUrl: long, email: "owner@guarded-shop.example" });
    expect(response.status).toBe(201);
    expect((await leads())[0]?.websiteUrl).toBe(long);
    const [notify] = await mail();
    expect(notify?.subject).toBe("[High priority] Manual website analysis requested for guarded-shop.example");
    expect(notify?.textBody).toContain(`Website: ${long}`);
  });

  it("stores an address whose host alone runs to 2,000 characters, with a subject cut to one readable line", async () => {
    const host = `${"x".repeat(2_000)}.example`;
    const response = await send(testApp.app, { websiteUrl: host, email: "owner@guarded-shop.example" });
    expect(response.status).toBe(201);
    expect((await leads())[0]?.websiteUrl).toBe(`https://${host}/`);
    const [notify] = await mail();
    expect(notify?.subject.startsWith("[High priority] Manual website analysis requested for xxxx")).toBe(true);
    expect(Array.from(notify?.subject ?? "")).toHaveLength(200);
    expect(notify?.subject.endsWith("…")).toBe(true);
    expect(notify?.textBody).toContain(`Website: https://${host}/`);
  });

  it("keeps requests for another website or from another email apart", async () => {
    await send(testApp.app, { websiteUrl: SITE, email: "owner@guarded-shop.example" });
    await send(testApp.app, { websiteUrl: "https://guarded-shop.example/shop", email: "owner@guarded-shop.example" });
    await send(testApp.app, { websiteUrl: SITE, email: "partner@guarded-shop.example" });
    expect(await leads()).toHaveLength(3);
  });

  it("does not merge into a contact-form inquiry about the same site", async () => {
    const contact = await testApp.app.request(
      "/api/contact",
      jsonRequest({ name: "Ada", email: "owner@guarded-shop.example", package: "audit", websiteUrl: SITE }),
    );
    expect(contact.status).toBe(201);
    expect((await send(testApp.app, { websiteUrl: SITE, email: "owner@guarded-shop.example" })).status).toBe(201);
    expect((await leads()).map((row) => row.source).sort()).toEqual(["audit", "contact"]);
  });
});

describe.each(databaseTargets())("simultaneous identical manual-analysis requests on %s", (target) => {
  it("store one lead, counted as many times as it was asked, with one pair of emails", async () => {
    const database = await createTestDatabase(target);
    const second = connectDatabase(database.connectionString, silentLogger, 10);
    try {
      const config = loadConfig({
        NODE_ENV: "test",
        RATE_LIMIT_FACTOR: "100",
        FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
      });
      const now = () => new Date();
      // Two instances, each with its own pool: PostgreSQL alone can settle the race.
      const apps = [
        createApp({ db: database.db, config, logger: silentLogger, now }),
        createApp({ db: second.db, config, logger: silentLogger, now }),
      ];
      const requests = 12;
      const responses = await Promise.all(
        Array.from({ length: requests }, (_, index) =>
          send(apps[index % 2]!, { websiteUrl: SITE, email: "owner@guarded-shop.example" }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(requests - 1);
      const rows = await database.db.select().from(contactSubmissions);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.context).toMatchObject({ requestCount: requests });
      expect(await database.db.select().from(emailOutbox)).toHaveLength(2);
    } finally {
      await second.close();
      await database.drop();
    }
  });
});
