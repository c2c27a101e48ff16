import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactSubmissions, emailOutbox } from "#server/db/schema";
import { mintFormToken } from "#server/features/spam/form-token.ts";
import { formToken } from "#tests/support/form-token";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";

const FIVE_S_AGO = () => new Date(Date.now() - 5_000);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    env: { RATE_LIMIT_FACTOR: "1000", NOTIFY_EMAIL: "team@agency.test", PUBLIC_SITE_URL: "https://agency.test" },
  });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.database.db.delete(contactSubmissions);
  await testApp.database.db.delete(emailOutbox);
});

/** A body as the form sends it: with a fresh form token, unless the test sets `formToken` itself. */
const withToken = (body: unknown) =>
  body && typeof body === "object" && !("formToken" in body) ? { ...body, ...formToken("contact") } : body;

const post = (body: unknown, headers: Record<string, string> = {}) =>
  testApp.app.request("/api/contact", jsonRequest(withToken(body), { headers }));

const storedRows = () => testApp.database.db.select().from(contactSubmissions).orderBy(asc(contactSubmissions.id));

/** Sends a lead that must be accepted (201) and reads back the row it stored. */
async function postAccepted(body: unknown) {
  const response = await post(body);
  expect(response.status).toBe(201);
  const [row] = await storedRows();
  return row;
}

/** The team's notification of the lead, as queued in the outbox. */
async function queuedNotification() {
  const [notify] = await testApp.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "contact.notify"));
  return notify;
}

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  business: "Analytical Engines Ltd",
  phone: "+44 20 7946 0000",
  package: "business",
  details: "A new website for our engine business.",
  websiteUrl: "",
};

describe("POST /api/contact", () => {
  it("stores exactly the sent fields and answers with the thank-you message", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message: "Thank you! We've received your project details and will get back to you within 24 hours.",
    });
    const [row, ...others] = await storedRows();
    expect(others).toHaveLength(0);
    // The sent fields as they were, but the empty website, which is stored as none.
    expect(row).toMatchObject({
      ...valid,
      websiteUrl: null,
      isAuditRequest: false,
      priority: "normal",
      status: "new",
      source: "contact",
      addOns: null,
      quotedTotal: null,
    });
  });

  it("queues the notification and the confirmation with the lead", async () => {
    await post(valid);
    const [lead] = await storedRows();
    const mails = await testApp.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mails).toHaveLength(2);
    const [notify, confirm] = mails;
    expect(notify).toMatchObject({
      kind: "contact.notify",
      toAddress: "team@agency.test",
      replyTo: "ada@example.com",
      subject: "New project inquiry from Ada Lovelace",
      status: "pending",
    });
    expect(notify?.textBody).toContain(`New project inquiry #${lead?.id}`);
    expect(notify?.textBody).toContain("Business: Analytical Engines Ltd");
    expect(notify?.textBody).toContain("Project type: Growth Engine from $6,000");
    expect(notify?.textBody).toContain("https://agency.test/admin");
    expect(confirm).toMatchObject({ kind: "contact.confirm", toAddress: "ada@example.com" });
    expect(confirm?.textBody).toContain("within 24 hours");
    // The visitor's copy: their name and our own labels only, none of the text they typed.
    expect(confirm?.textBody).toContain("Hi Ada Lovelace,");
    expect(confirm?.textBody).toContain("Project type: Growth Engine from $6,000");
    expect(confirm?.textBody).not.toContain("A new website for our engine business.");
    expect(confirm?.textBody).not.toContain("Analytical Engines");
  });

  it("needs only a name and an email", async () => {
    const row = await postAccepted({ name: "Grace", email: "grace@example.com" });
    expect(row).toMatchObject({ name: "Grace", business: null, phone: null, package: null, details: null });
  });

  it.each([
    ["a missing name", { ...valid, name: undefined }, "name", "Please enter your name"],
    ["a blank name", { ...valid, name: "   " }, "name", "Please enter your name"],
    [
      "a name over 100 characters",
      { ...valid, name: "a".repeat(101) },
      "name",
      "Please keep your name under 100 characters",
    ],
    ["a missing email", { ...valid, email: undefined }, "email", "Please enter a valid email address"],
    ["a malformed email", { ...valid, email: "ada@" }, "email", "Please enter a valid email address"],
    ["an unknown package", { ...valid, package: "platinum" }, "package", "Please choose a project type from the list"],
    [
      "details over 5,000 characters",
      { ...valid, details: "x".repeat(5001) },
      "details",
      "Please keep the project details under 5,000 characters",
    ],
    [
      "a javascript: website",
      { ...valid, websiteUrl: "javascript:alert(1)" },
      "websiteUrl",
      "Please enter a valid website URL, such as example.com",
    ],
    [
      "an audit request without a website",
      { ...valid, isAuditRequest: true },
      "websiteUrl",
      "Please enter your website URL",
    ],
    [
      "the audit package without a website",
      { ...valid, package: "audit" },
      "websiteUrl",
      "Please enter your website URL",
    ],
  ])("refuses %s with the field's message", async (_label, body, field, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(json.fields[field]).toBe(message);
    expect(json.error).toBe(message);
    expect(await storedRows()).toHaveLength(0);
  });

  it("answers malformed JSON with 400 and an oversize body with 413", async () => {
    const malformed = await post('{"name": "Ada", ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "Malformed JSON in request body" });
    const oversize = await post({ ...valid, details: "x".repeat(70 * 1024) });
    expect(oversize.status).toBe(413);
    expect(await storedRows()).toHaveLength(0);
  });

  it("refuses a filled honeypot and stores nothing", async () => {
    const response = await post({ ...valid, companyFax: "+1 555 0100" });
    expect(response.status).toBe(400);
    expect(await storedRows()).toHaveLength(0);
    expect(await testApp.database.db.select().from(emailOutbox)).toHaveLength(0);
    // Absent or empty is fine.
    expect((await post({ ...valid, companyFax: "" })).status).toBe(201);
  });

  it("stores SQL and HTML verbatim and never executes them", async () => {
    const sqlText = "Robert'); DROP TABLE contact_submissions;--";
    const html = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const row = await postAccepted({ ...valid, name: sqlText, business: html, details: `${html}\n${sqlText}` });
    expect(row?.name).toBe(sqlText);
    expect(row?.business).toBe(html);
    expect(row?.details).toBe(`${html}\n${sqlText}`);
  });

  it("normalises a website typed without its protocol", async () => {
    await post({ ...valid, websiteUrl: "example.com/shop" });
    const [row] = await storedRows();
    expect(row?.websiteUrl).toBe("https://example.com/shop");
  });
});

describe("the lead's emails", () => {
  it("are HTML and text from the same content, escaped, linked to the lead, answered to the right person", async () => {
    const name = `<script>alert("x")</script> Ada`;
    await post({ ...valid, name, details: "Line one & <b>two</b>" });
    const [lead] = await storedRows();
    const [notify, confirm] = await testApp.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    const leadUrl = `https://agency.test/admin/leads/submission/${lead?.id}`;
    for (const mail of [notify, confirm]) {
      expect(mail).toMatchObject({ leadKind: "submission", leadId: lead?.id });
      expect(mail?.htmlBody).not.toContain("<script>");
      expect(mail?.htmlBody).toContain("Meridian Studio");
    }
    // The visitor's text shows as text in the agency's HTML, never as markup.
    expect(notify?.htmlBody).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ada");
    expect(notify?.htmlBody).toContain("Line one &amp; &lt;b&gt;two&lt;/b&gt;");
    expect(notify?.textBody).toContain(`Name: ${name}`);
    // The visitor's copy repeats none of it: a name that is no name gets the neutral greeting.
    expect(confirm?.textBody).toMatch(/^Hi,\n/);
    expect(confirm?.textBody).not.toContain("alert");
    expect(confirm?.textBody).not.toContain("Line one");
    // The agency's notification opens this very lead in the console, and a reply goes to the visitor.
    expect(notify?.textBody).toContain(`Review it in the admin console: ${leadUrl}`);
    expect(notify?.htmlBody).toContain(`href="${leadUrl}"`);
    expect(notify?.replyTo).toBe("ada@example.com");
    // The visitor's reply goes to the agency (MAIL_REPLY_TO unset: the brand's address).
    expect(confirm?.replyTo).toBe("hello@meridianstudio.dev");
  });

  it("answers the visitor's confirmation to MAIL_REPLY_TO when it is set", async () => {
    const other = await createTestApp({ env: { RATE_LIMIT_FACTOR: "1000", MAIL_REPLY_TO: "studio@agency.test" } });
    try {
      await other.app.request("/api/contact", jsonRequest({ ...valid, ...formToken("contact") }));
      const mails = await other.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
      expect(mails.map((mail) => [mail.kind, mail.replyTo])).toEqual([
        ["contact.notify", "ada@example.com"],
        ["contact.confirm", "studio@agency.test"],
      ]);
    } finally {
      await other.close();
    }
  });
});

describe("a submission that looks automated", () => {
  async function outcome() {
    const [lead] = await storedRows();
    const mails = await testApp.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    return { lead, kinds: mails.map((mail) => mail.kind), notify: mails[0] };
  }

  it("sent under two seconds after the form was shown: stored, the agency told why, no confirmation", async () => {
    expect((await post({ ...valid, ...formToken("contact", 900) })).status).toBe(201);
    const { lead, kinds, notify } = await outcome();
    expect(lead?.automatedReason).toBe("sent 900 ms after the form was shown");
    expect(kinds).toEqual(["contact.notify"]);
    expect(notify?.textBody).toContain(
      "Confirmation not sent: looks automated (sent 900 ms after the form was shown).",
    );
    expect(notify?.htmlBody).toContain("Confirmation not sent: looks automated");
  });

  it("a body that states its own time on screen but carries no token (a script calling the API): no confirmation", async () => {
    expect((await post({ ...valid, formToken: undefined, formElapsedMs: 30_000 })).status).toBe(201);
    const { lead, kinds } = await outcome();
    expect(lead?.automatedReason).toBe("no form token: posted without the form");
    expect(kinds).toEqual(["contact.notify"]);
  });

  it.each([
    [
      "signed with another key",
      () => mintFormToken(Buffer.from("not the server's key at all, no"), "contact", FIVE_S_AGO()),
    ],
    ["issued for another form", () => formToken("reserve-slot").formToken],
    ["altered (its time moved back)", () => formToken("contact").formToken.replace(/^[0-9a-z]+/, "1")],
    ["not a token at all", () => "12345"],
  ])("a token %s: not valid, no confirmation", async (_, token) => {
    expect((await post({ ...valid, formToken: token() })).status).toBe(201);
    const { lead, kinds } = await outcome();
    expect(lead?.automatedReason).toBe("form token not valid");
    expect(kinds).toEqual(["contact.notify"]);
  });

  it("a token issued more than a day ago: expired, no confirmation", async () => {
    expect((await post({ ...valid, ...formToken("contact", 25 * 60 * 60 * 1000) })).status).toBe(201);
    expect((await outcome()).lead?.automatedReason).toBe("form token expired");
  });

  it("a token is good for one submission: the same token again gets no confirmation", async () => {
    const token = formToken("contact");
    expect((await post({ ...valid, ...token })).status).toBe(201);
    expect((await post({ ...valid, email: "grace@example.com", ...token })).status).toBe(201);
    const [first, second] = await storedRows();
    expect(first?.automatedReason).toBeNull();
    expect(second?.automatedReason).toBe("form token already used");
    const mails = await testApp.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mails.map((mail) => [mail.kind, mail.toAddress])).toEqual([
      ["contact.notify", expect.any(String)],
      ["contact.confirm", "ada@example.com"],
      ["contact.notify", expect.any(String)],
    ]);
  });

  it("from an address on a lead marked as spam, in any case: no confirmation", async () => {
    await testApp.database.db
      .insert(contactSubmissions)
      .values({ name: "Earlier", email: "Spammer@Example.com", spamAt: new Date() });
    expect((await post({ ...valid, email: "spammer@example.COM" })).status).toBe(201);
    const [, lead] = await storedRows();
    expect(lead?.automatedReason).toBe("address on a lead marked as spam");
    const mails = await testApp.database.db.select().from(emailOutbox);
    expect(mails.map((mail) => mail.kind)).toEqual(["contact.notify"]);
  });

  it("an address whose earlier lead is not spam, sent two seconds after the form was shown: confirmed", async () => {
    await testApp.database.db.insert(contactSubmissions).values({ name: "Earlier", email: "ada@example.com" });
    expect((await post({ ...valid, ...formToken("contact", 2_000) })).status).toBe(201);
    const [, lead] = await storedRows();
    expect(lead?.automatedReason).toBeNull();
    const mails = await testApp.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mails.map((mail) => mail.kind)).toEqual(["contact.notify", "contact.confirm"]);
  });
});

describe("GET /api/form-token", () => {
  it("issues a token the form sends back: too soon it looks automated, two seconds later it is a person's", async () => {
    let now = new Date("2026-06-20T15:00:00Z");
    // The key the server generates and keeps in the database (no FORM_TOKEN_SECRET set).
    const app = await createTestApp({ now: () => now, env: { FORM_TOKEN_SECRET: "" } });
    try {
      const issue = async () => {
        const response = await app.app.request("/api/form-token?form=contact");
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        return ((await response.json()) as { formToken: string }).formToken;
      };
      const send = (token: string, email: string) =>
        app.app.request("/api/contact", jsonRequest({ ...valid, email, formToken: token }));
      const [early, later] = [await issue(), await issue()];
      expect(early).not.toBe(later);
      expect((await send(early, "quick@example.com")).status).toBe(201);
      now = new Date(now.getTime() + 2_500);
      expect((await send(later, "person@example.com")).status).toBe(201);
      const leads = await app.database.db.select().from(contactSubmissions).orderBy(asc(contactSubmissions.id));
      expect(leads.map((lead) => lead.automatedReason)).toEqual(["sent 0 ms after the form was shown", null]);
    } finally {
      await app.close();
    }
  });

  it("answers 400 with the forms it knows for an unknown form", async () => {
    const response = await testApp.app.request("/api/form-token?form=guestbook");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Unknown form: use one of contact, reserve-slot, consultation, client-intake, audit-request, newsletter",
    });
  });
});

describe("priority and audit requests", () => {
  it.each([
    [{ package: "essential" }, "normal", false],
    [{ package: "business" }, "normal", false],
    [{}, "normal", false],
    [{ package: "enterprise" }, "high", false],
    [{ package: "custom" }, "high", false],
    [{ package: "audit", websiteUrl: "https://example.com" }, "high", true],
    [{ package: "essential", isAuditRequest: true, websiteUrl: "https://example.com" }, "high", true],
  ])("%o → priority %s, audit %s", async (fields, priority, audit) => {
    const row = await postAccepted({ name: "Ada", email: "ada@example.com", ...fields });
    expect(row).toMatchObject({ priority, isAuditRequest: audit });
  });

  it("flags a priority audit in the notification's subject", async () => {
    await post({ name: "Ada", email: "ada@example.com", package: "audit", websiteUrl: "https://example.com" });
    const notify = await queuedNotification();
    expect(notify?.subject).toBe("[High priority] Priority audit request from Ada");
    expect(notify?.textBody).toContain("Website: https://example.com");
  });
});

describe("a configuration from the pricing tools", () => {
  it("recomputes a quote total from the catalog and ignores the browser's total", async () => {
    const row = await postAccepted({
      ...valid,
      package: "business",
      addons: "logo-design,advanced-seo",
      total: 1,
      pricingSource: "quote",
    });
    // Growth Engine 6,000 + Logo Design 800; Growth Engine includes advanced SEO: the ids stay as sent, never priced twice.
    expect(row).toMatchObject({ addOns: ["logo-design", "advanced-seo"], quotedTotal: 6800 });
    const notify = await queuedNotification();
    expect(notify?.textBody).toContain("+ Advanced SEO: included in Growth Engine");
    expect(notify?.textBody).toContain("Total: $6,800");
  });

  it("prices customizer ids with the customizer's package prices", async () => {
    await post({ ...valid, package: "enterprise", addons: ["logo", "training"], total: "999999" });
    const [row] = await storedRows();
    // Custom Enterprise 12,000 + Logo 350 + Team Training 350.
    expect(row).toMatchObject({ addOns: ["logo", "training"], quotedTotal: 12700, priority: "high" });
  });

  it("keeps a hand-over with no add-ons: the package's price and the chosen maintenance", async () => {
    const row = await postAccepted({
      ...valid,
      package: "enterprise",
      addons: "",
      total: 1,
      pricingSource: "quote",
      maintenance: true,
    });
    // Market Leader 12,000, no add-ons; the $200/month maintenance is kept apart from the total.
    expect(row).toMatchObject({ addOns: [], quotedTotal: 12000 });
    expect(JSON.stringify(row)).toContain('"maintenance":true');
  });

  it("prices the configuration on the package it was built on when the visitor picks another in the form", async () => {
    const row = await postAccepted({
      ...valid,
      package: "custom",
      configurationPackage: "essential",
      addons: "logo",
      total: 4350,
      pricingSource: "customizer",
    });
    // The form's choice is kept as the lead's package; Essential Presence 4,000 + Logo 350 as its configuration.
    expect(row).toMatchObject({ package: "custom", addOns: ["logo"], quotedTotal: 4350 });
    expect(JSON.stringify(row)).toContain('"package":"essential"');
    const notify = await queuedNotification();
    expect(notify?.textBody).toContain("Essential Presence: $4,000");
  });

  it("names the customizer's own packages when a customizer configuration has none", async () => {
    const response = await post({ ...valid, package: "custom", addons: "logo", pricingSource: "customizer" });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { fields: Record<string, string> };
    expect(json.fields.addons).toBe(
      "Please choose the Essential Presence, Business Engine or Custom Enterprise package",
    );
  });

  it("prices the customizer in the default face's list, and names everything as that face does", async () => {
    const row = await postAccepted({
      ...valid,
      package: "business",
      addons: "logo",
      total: 1,
      pricingSource: "customizer",
      priceList: "tiers",
    });
    // Growth Engine 6,000 + Logo Design 800 (docs/product/pricing.md § Price lists).
    expect(row).toMatchObject({ addOns: ["logo"], quotedTotal: 6800 });
    expect(JSON.stringify(row)).toContain('"priceList":"tiers"');
    const notify = await queuedNotification();
    expect(notify?.textBody).toContain("Project type: Growth Engine from $6,000");
    expect(notify?.textBody).toContain("Growth Engine: $6,000");
    expect(notify?.textBody).toContain("+ Logo Design: $800");
    expect(notify?.textBody).not.toContain("Business Engine");
  });

  it("prices the quote builder in the light face's list, Custom Enterprise's monthly care apart", async () => {
    const row = await postAccepted({
      ...valid,
      package: "enterprise",
      addons: "logo-design",
      total: 1,
      pricingSource: "quote",
      priceList: "packages",
    });
    // Custom Enterprise 12,000 + Logo Design 350 (the customizer's price in this list); $1,500/month never added.
    expect(row).toMatchObject({ addOns: ["logo-design"], quotedTotal: 12350 });
    const notify = await queuedNotification();
    expect(notify?.textBody).toContain("Project type: Custom Enterprise $12,000 + $1,500/month");
    expect(notify?.textBody).toContain("+ Logo Design: $350");
    expect(notify?.textBody).toContain("Plus $1,500/month");
    expect(notify?.textBody).not.toContain("Market Leader");
  });

  it("names a plain inquiry's project type in the visitor's face", async () => {
    await post({ ...valid, package: "essential", priceList: "packages" });
    const [row] = await storedRows();
    expect(row).toMatchObject({ addOns: null, quotedTotal: null });
    const notify = await queuedNotification();
    expect(notify?.textBody).toContain("Project type: Essential Presence $4,000");
  });

  it("stores no configuration for a plain inquiry that names a package only", async () => {
    await post({ ...valid, package: "business" });
    const [row] = await storedRows();
    expect(row).toMatchObject({ addOns: null, quotedTotal: null });
  });

  it("refuses unknown add-on ids with a clear message", async () => {
    const response = await post({ ...valid, addons: "logo-design,free-money" });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(json.error).toBe("Please choose add-ons from our price list: Unknown add-on: free-money");
    expect(json.fields.addons).toBe("Unknown add-on: free-money");
    expect(await storedRows()).toHaveLength(0);
  });
});

describe("rate limit", () => {
  it("answers the 11th request in a minute with 429 and Retry-After", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_FACTOR: "1" } });
    try {
      const send = () =>
        limited.app.request(
          "/api/contact",
          jsonRequest(valid, { headers: { "x-test-client-address": "203.0.113.9" } }),
        );
      for (let i = 0; i < 10; i++) expect((await send()).status).toBe(201);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many requests/);
      expect(await limited.database.db.select().from(contactSubmissions)).toHaveLength(10);
    } finally {
      await limited.close();
    }
  });
});
