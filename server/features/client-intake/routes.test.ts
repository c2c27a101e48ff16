import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INTAKE_MESSAGES } from "#common/forms/client-intake-options";
import { clientIntakes, emailOutbox } from "#server/db/schema";
import { formToken } from "#tests/support/form-token";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { intakeBody } from "#tests/support/valid-bodies";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_FACTOR: "1000", NOTIFY_EMAIL: "team@agency.test" } });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.database.db.delete(clientIntakes);
  await testApp.database.db.delete(emailOutbox);
});

/** A body as the form sends it: with a fresh form token, unless the test sets `formToken` itself. */
const post = (body: unknown, headers: Record<string, string> = {}) =>
  testApp.app.request(
    "/api/client-intake",
    jsonRequest(
      body && typeof body === "object" && !("formToken" in body) ? { ...body, ...formToken("client-intake") } : body,
      { headers },
    ),
  );
const storedRows = () => testApp.database.db.select().from(clientIntakes).orderBy(asc(clientIntakes.id));

const { formToken: _token, ...valid } = intakeBody();

// Every message but the website's, whose field is optional: the words are pinned one by one above.
const { website: _website, ...REQUIRED_FIELD_MESSAGES } = INTAKE_MESSAGES;

describe("POST /api/client-intake", () => {
  it("stores exactly the sent fields and answers {message, id}", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const json = (await response.json()) as { message: string; id: number };
    expect(json.message).toBe("Thank you! We'll review your information and get back to you within 24 hours.");
    const [row, ...others] = await storedRows();
    expect(others).toHaveLength(0);
    expect(json.id).toBe(row?.id);
    const { id: _id, createdAt, briefSentAt, ...stored } = row!;
    expect(stored).toEqual({
      ...valid,
      priceList: null,
      need: null,
      briefKeyHash: null,
      status: "new",
      spamAt: null,
      automatedReason: null,
    });
    // The whole brief came at once.
    expect(briefSentAt).toEqual(createdAt);
  });

  it("keeps the face's price list and names the service in it in the emails", async () => {
    await post({ ...valid, priceList: "packages" });
    const [intake] = await storedRows();
    expect(intake?.priceList).toBe("packages");
    const mails = await testApp.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    // growth-engine is Business Engine, $8,500, on the light pages (docs/product/pricing.md § Price lists).
    expect(mails[0]?.textBody).toContain("Service: Business Engine ($8,500)");
    expect(mails[0]?.textBody).not.toContain("Growth Engine");
  });

  it("queues the notification and the confirmation in the same transaction", async () => {
    await post(valid);
    const [intake] = await storedRows();
    const mails = await testApp.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.replyTo])).toEqual([
      ["intake.notify", "team@agency.test", "ada@example.com"],
      ["intake.confirm", "ada@example.com", "hello@meridianstudio.dev"],
    ]);
    expect(mails[0]?.subject).toBe("New client intake from Analytical Engines (Ada Lovelace)");
    expect(mails[0]?.textBody).toContain(`Client intake #${intake?.id}.`);
    expect(mails[0]?.textBody).toContain("Service: Growth Engine (from $6,000)");
    expect(mails[1]?.textBody).toContain("within 24 hours");
    expect(mails.map((mail) => [mail.leadKind, mail.leadId])).toEqual([
      ["intake", intake?.id],
      ["intake", intake?.id],
    ]);
    expect(mails[0]?.textBody).toContain(
      `Review it in the admin console: http://localhost:3000/admin/leads/intake/${intake?.id}`,
    );
    expect(mails[1]?.htmlBody).toContain("We get back to you within 24 hours.");
  });

  it("withholds the confirmation of an intake sent a second after the form was shown", async () => {
    expect((await post({ ...valid, ...formToken("client-intake", 1_000) })).status).toBe(201);
    const [intake] = await storedRows();
    expect(intake?.automatedReason).toBe("sent 1000 ms after the form was shown");
    const mails = await testApp.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mails.map((mail) => mail.kind)).toEqual(["intake.notify"]);
  });

  it("takes phone and website as optional (empty allowed)", async () => {
    const response = await post({ ...valid, phone: "", website: "" });
    expect(response.status).toBe(201);
    const [row] = await storedRows();
    expect(row).toMatchObject({ phone: null, website: null });
  });

  // The client intake's rules and messages, word for word (docs/product/lead-capture.md § Intake fields).
  it.each([
    ["contactName", "A", "Name must be at least 2 characters"],
    ["companyName", " B ", "Company name must be at least 2 characters"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["website", "not a url", "Please enter a valid website URL"],
    ["industry", "Astrology", "Please select an industry"],
    ["serviceType", "platinum", "Please select a service type"],
    ["budget", "$1", "Please select a budget range"],
    ["timeline", "yesterday", "Please select a timeline"],
    ["goals", "Grow", "Please describe your goals in at least 20 characters"],
    ["currentChallenges", "Slow", "Please describe your challenges in at least 20 characters"],
    ["targetAudience", "People", "Please describe your target audience"],
    ["communicationPreference", "Fax", "Please select a communication preference"],
    ["projectDescription", "A website", "Please provide a detailed project description (minimum 50 characters)"],
  ])("refuses a malformed %s with the spec's message", async (field, value, message) => {
    const response = await post({ ...valid, [field]: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, fields: { [field]: message } });
    expect(await storedRows()).toHaveLength(0);
  });

  it("names every missing required field with its message", async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(json.fields).toEqual(REQUIRED_FIELD_MESSAGES);
  });

  it("answers malformed JSON with 400 and an oversize body with 413", async () => {
    expect((await post("{not json")).status).toBe(400);
    expect((await post({ ...valid, projectDescription: "x".repeat(70 * 1024) })).status).toBe(413);
    expect(await storedRows()).toHaveLength(0);
  });

  it("refuses a filled honeypot and stores nothing", async () => {
    const response = await post({ ...valid, companyFax: "555-0100" });
    expect(response.status).toBe(400);
    expect(await storedRows()).toHaveLength(0);
    expect(await testApp.database.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("stores SQL and HTML verbatim", async () => {
    const sqlText = "x'); DROP TABLE client_intakes;-- and some more words";
    const html = "<script>alert(document.cookie)</script> is our main worry";
    await post({ ...valid, goals: sqlText, currentChallenges: html, companyName: "<b>Bold</b>" });
    const [row] = await storedRows();
    expect(row).toMatchObject({ goals: sqlText, currentChallenges: html, companyName: "<b>Bold</b>" });
  });

  it("answers the 11th request in a minute with 429 and Retry-After", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_FACTOR: "1" } });
    try {
      const send = () => limited.app.request("/api/client-intake", jsonRequest(valid));
      for (let i = 0; i < 10; i++) expect((await send()).status).toBe(201);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await limited.database.db.select().from(clientIntakes)).toHaveLength(10);
    } finally {
      await limited.close();
    }
  });
});

describe("the project start and its brief", () => {
  const start = (body: Record<string, unknown>) =>
    testApp.app.request("/api/client-intake/start", jsonRequest({ ...formToken("client-intake"), ...body }));
  const brief = (id: number | string, body: Record<string, unknown>) =>
    testApp.app.request(`/api/client-intake/${id}/brief`, jsonRequest(body));
  const startBody = {
    contactName: "Noor Haddad",
    email: "noor@example.com",
    serviceType: "landing-page",
    need: "A page that fills my spring yoga retreat",
    priceList: "tiers",
  };
  const { contactName: _n, email: _e, ...briefFields } = valid;
  const outbox = () => testApp.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));

  it("stores four answers at once, mails both sides and answers a key for the brief", async () => {
    const response = await start(startBody);
    expect(response.status).toBe(201);
    const json = (await response.json()) as { message: string; id: number; briefKey: string };
    expect(json.message).toBe("Your project is started: we'll review it and get back to you within 24 hours.");
    expect(json.briefKey.length).toBeGreaterThanOrEqual(32);
    const [row] = await storedRows();
    expect(row).toMatchObject({
      id: json.id,
      contactName: "Noor Haddad",
      email: "noor@example.com",
      serviceType: "landing-page",
      need: "A page that fills my spring yoga retreat",
      companyName: null,
      goals: null,
      briefSentAt: null,
      status: "new",
    });
    // Only a hash of the key is kept.
    expect(row?.briefKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.briefKeyHash).not.toContain(json.briefKey);
    const mails = await outbox();
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.subject])).toEqual([
      ["intake.notify", "team@agency.test", "New project start from Noor Haddad"],
      ["intake.confirm", "noor@example.com", "Your project is started - Meridian Studio"],
    ]);
    expect(mails[0]?.textBody).toContain("Service: Landing Page Package (from $1,000)");
    expect(mails[0]?.textBody).toContain("A page that fills my spring yoga retreat");
    expect(mails[1]?.textBody).toContain("within 24 hours");
    expect(mails[1]?.textBody).toContain("Book a free consultation: http://localhost:3000/book-consultation");
  });

  it("takes 'Not sure yet' for the offer, and names what is missing in the start's own words", async () => {
    expect((await start({ ...startBody, serviceType: "" })).status).toBe(201);
    const [row] = await storedRows();
    expect(row?.serviceType).toBeNull();
    const refused = await start({ contactName: "N", email: "noor@", need: "" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
      contactName: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      need: "Please tell us in a few words what you need",
    });
  });

  it("adds the brief once, with the intake's messages, for the key's holder only", async () => {
    const { id, briefKey } = (await (await start(startBody)).json()) as { id: number; briefKey: string };
    await testApp.database.db.delete(emailOutbox);

    const incomplete = await brief(id, { briefKey, companyName: "S" });
    expect(incomplete.status).toBe(400);
    const { fields } = (await incomplete.json()) as { fields: Record<string, string> };
    expect(fields.companyName).toBe("Company name must be at least 2 characters");
    expect(fields.projectDescription).toBe("Please provide a detailed project description (minimum 50 characters)");

    // Another key, another id, a made-up id: the same 404, and nothing changes.
    for (const [target, key] of [
      [id, "not-the-key"],
      [id + 1000, briefKey],
      ["abc", briefKey],
    ] as const) {
      const stranger = await brief(target, { ...briefFields, briefKey: key });
      expect(stranger.status).toBe(404);
      expect(await stranger.json()).toEqual({ error: "We could not find this project start. Please start again." });
    }
    expect((await storedRows())[0]?.briefSentAt).toBeNull();

    const sent = await brief(id, { ...briefFields, briefKey });
    expect(sent.status).toBe(200);
    const [row] = await storedRows();
    expect(row).toMatchObject({
      contactName: "Noor Haddad",
      email: "noor@example.com",
      need: "A page that fills my spring yoga retreat",
      companyName: valid.companyName,
      serviceType: valid.serviceType,
      projectDescription: valid.projectDescription,
    });
    expect(row?.briefSentAt).toBeInstanceOf(Date);
    const mails = await outbox();
    expect(mails.map((mail) => [mail.kind, mail.toAddress])).toEqual([["intake.notify", "team@agency.test"]]);
    expect(mails[0]?.subject).toBe(`Project brief from ${valid.companyName} (Noor Haddad)`);
    expect(mails[0]?.textBody).toContain("A page that fills my spring yoga retreat");

    const again = await brief(id, { ...briefFields, briefKey });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "This brief was already sent. To add to it, reply to our email." });
  });

  it("never lets a brief reach a whole intake, which has no key", async () => {
    const { id } = (await (await post(valid)).json()) as { id: number };
    expect((await brief(id, { ...briefFields, briefKey: "anything" })).status).toBe(404);
  });
});
