/**
 * A person's data on request (docs/product/admin-console.md § Personal data,
 * docs/decisions/028-erasing-a-person.md): one person seeded across every table under two spellings of
 * their address, and another person beside them. The look-up and the export find all of the first;
 * the erasure leaves nothing of them in any table (every column of every table searched, jsonb
 * included), keeps the invoices anonymised, frees their reservation's place, and leaves the other
 * person exactly as they were. The log of privacy actions and the server's log name nobody.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErasureResult, PersonData, PrivacyActionRecord, PrivacyExport } from "#common/privacy/schemas.ts";
import type { Database } from "#server/db/client.ts";
import * as t from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createSiteHandler } from "#server/web/site-handler.ts";
import { StaticFiles } from "#server/web/static-files.ts";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { createAdmin, signIn, withToken } from "../admin/admin-test-support.ts";

const FIRST = "Zelda.Quist@Example.com";
const FIRST_OTHER_CASE = "zelda.quist@EXAMPLE.COM";
/** What identifies the first person besides the address: none of it may be left after the erasure. */
const FIRST_TRACES = ["zelda.quist@example.com", "zelda quist", "quist", "+1 555 0101", "quistworks"];
const OTHER = "bruno.other@example.org";
const SLOT = "january-1-2027";

let testApp: TestApp;
let db: Database;
let token: string;
const logLines: string[] = [];
let site: ReturnType<typeof createSiteHandler>;

/** Every base table of the database, so a table added later is searched too. */
async function allTables(): Promise<string[]> {
  const result = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return result.rows.map((row) => row.name);
}

/** Rows of every table whose text (all columns, jsonb and arrays included) contains `needle`, any case. */
async function rowsMentioning(needle: string): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const table of await allTables()) {
    const result = await db.execute(
      sql`select row_to_json(x)::text as row from ${sql.identifier(table)} x where position(${needle.toLowerCase()} in lower(x::text)) > 0 order by 1`,
    );
    if (result.rows.length > 0) found[table] = result.rows.map((row) => row.row);
  }
  return found;
}

/** The other person's rows, by everything that names them. */
async function otherPersonRows(): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const trace of ["bruno", "otherco", "+1 555 0202"]) {
    for (const [table, found] of Object.entries(await rowsMentioning(trace))) rows[`${trace}: ${table}`] = found;
  }
  return rows;
}

async function seedPerson(email: string, otherCase: string, name: string, phone: string, business: string) {
  await db
    .insert(t.newsletterSubscribers)
    .values({ email: otherCase, sourcePath: "/blog", confirmKeyHash: Buffer.from(`confirm-${business}`) });
  const [contact] = await db
    .insert(t.contactSubmissions)
    .values({ name, email, phone, business, details: "A new site, please", source: "contact" })
    .returning();
  const [chatLead] = await db
    .insert(t.contactSubmissions)
    .values({ name, email: otherCase, source: "chat", context: { transcript: [`my address is ${email}`] } })
    .returning();
  await db
    .insert(t.contactSubmissions)
    .values({ email: otherCase, source: "audit", isAuditRequest: true, websiteUrl: `https://${business}.example` });
  const [active] = await db
    .insert(t.slotReservations)
    .values({ name, email, phone, business, preferredSlot: SLOT, status: "pending" })
    .returning();
  await db
    .insert(t.slotReservations)
    .values({ name, email: otherCase, preferredSlot: SLOT, status: "cancelled" })
    .returning();
  const [consultation] = await db
    .insert(t.consultations)
    .values({ name, email, phone, company: business, consultationType: "strategy", notes: `Call ${name}` })
    .returning();
  const [intake] = await db
    .insert(t.clientIntakes)
    .values({
      contactName: name,
      companyName: business,
      email: otherCase,
      phone,
      industry: "Technology",
      serviceType: "growth-engine",
      budget: "$5,000 - $10,000",
      timeline: "1-2 months",
      goals: "More leads",
      currentChallenges: "Slow site",
      targetAudience: "Managers",
      communicationPreference: "Email",
      projectDescription: `A site for ${business}`,
    })
    .returning();
  const [board] = await db
    .insert(t.moodBoards)
    .values({
      projectName: `${business} board`,
      projectType: "Corporate Website",
      targetAudience: "Owners",
      businessGoals: "Trust",
      brandPersonality: ["Bold"],
      colorPreferences: ["Blue"],
      stylePreferences: ["Classic"],
      clientEmail: otherCase,
    })
    .returning();
  const [chat] = await db
    .insert(t.chatConversations)
    .values({
      conversationKey: `chat-${business}`,
      messages: [
        { role: "user", content: `Hi, I'm ${name}, write to ${otherCase.toUpperCase()}` },
        { role: "assistant", content: "Thanks, we will." },
      ],
    })
    .returning();
  await db.insert(t.users).values({ email, firstName: name.split(" ")[0], lastName: name.split(" ")[1] });
  // An audit whose report the console emailed to the person: the address is theirs, the audit is not.
  await db.insert(t.auditResults).values({
    websiteUrl: "https://example.org/",
    overallScore: 70,
    reportSentTo: otherCase,
    reportSentAt: new Date(),
  });

  await db.insert(t.statusChanges).values([
    { entity: "reservation", entityId: active!.id, oldStatus: "pending", newStatus: "confirmed" },
    { entity: "submission", entityId: contact!.id, oldStatus: "new", newStatus: "contacted" },
  ]);
  await db.insert(t.leadEvents).values([
    { leadKind: "submission", leadId: contact!.id, kind: "note", body: "Called back", actorName: "admin" },
    { leadKind: "submission", leadId: chatLead!.id, kind: "priority", body: "normal → high", actorName: "admin" },
    { leadKind: "mood-board", leadId: board!.id, kind: "note", body: "Nice palette", actorName: "admin" },
    { leadKind: "consultation", leadId: consultation!.id, kind: "note", body: "Booked", actorName: "admin" },
    { leadKind: "intake", leadId: intake!.id, kind: "note", body: "Read", actorName: "admin" },
    { leadKind: "chat", leadId: chat!.id, kind: "note", body: "Follow up", actorName: "admin" },
  ]);
  await db.insert(t.leadAttributions).values([
    { leadKind: "submission", leadId: contact!.id, entryPage: "/home", utmSource: "newsletter", sentFrom: "/contact" },
    { leadKind: "consultation", leadId: consultation!.id, entryPage: "/services", referrerHost: "google.com" },
  ]);
  await db.insert(t.emailOutbox).values([
    { kind: "contact-confirmation", toAddress: email, subject: "Thanks", textBody: `Hello ${name}` },
    {
      kind: "contact-notification",
      toAddress: "team@agency.example",
      replyTo: otherCase,
      subject: "New lead",
      textBody: "See the console",
      leadKind: "submission",
      leadId: contact!.id,
    },
    // About the lead by id only (the team's copy, no address in it).
    {
      kind: "reservation-notification",
      toAddress: "team@agency.example",
      subject: "New reservation",
      textBody: "See the console",
      leadKind: "reservation",
      leadId: active!.id,
    },
  ]);
}

/** Two clients under the two spellings: one invoiced (kept, anonymised), one not (deleted). */
async function seedClients(email: string, otherCase: string, name: string, phone: string, business: string) {
  const [firstName, lastName] = name.split(" ") as [string, string];
  const ids: number[] = [];
  for (const [address, invoiced] of [
    [email, true],
    [otherCase, false],
  ] as const) {
    const [client] = await db
      .insert(t.clients)
      .values({ email: address, firstName, lastName, company: business, phone, password: "scrypt$hash" })
      .returning();
    const clientId = client!.id;
    ids.push(clientId);
    const [project] = await db
      .insert(t.projects)
      .values({
        clientId,
        name: "Website relaunch",
        description: `${business} relaunch for ${name}`,
        packageType: "growth-engine",
        totalAmount: "4500.00",
      })
      .returning();
    const projectId = project!.id;
    await db.insert(t.projectMilestones).values({ projectId, title: "Design", order: 1 });
    await db.insert(t.deliverables).values({ projectId, title: `${business} logo`, fileName: "logo.svg" });
    if (invoiced) {
      await db.insert(t.invoices).values({
        projectId,
        invoiceNumber: `INV-${clientId}`,
        amount: "1500.00",
        description: "Deposit (33%)",
        dueDate: new Date("2026-12-01T00:00:00Z"),
      });
    }
    await db.insert(t.projectNotes).values({ projectId, authorType: "admin", content: `${name} prefers mornings` });
    await db.insert(t.projectUpdates).values({ projectId, title: "Kick-off", message: `Welcome ${name}` });
    await db
      .insert(t.projectStatusHistory)
      .values({ projectId, oldStatus: "planning", newStatus: "design", notes: `Approved by ${name}` });
    await db.insert(t.clientDocuments).values({ clientId, projectId, title: `${business} contract`, type: "contract" });
    await db.insert(t.clientMessages).values({ clientId, message: `Hi, ${name} here`, fromClient: true });
    await db.insert(t.onboardingSteps).values({ clientId, step: "welcome" });
    await db.insert(t.onboardingQuestionnaires).values({ clientId, answers: { contactPhone: phone } });
    await db.insert(t.clientInvitations).values({
      clientId,
      tokenHash: Buffer.from(`invite-${clientId}-${business}`),
      expiresAt: new Date("2027-01-01T00:00:00Z"),
    });
    await db.insert(t.authSessions).values({
      kind: "client",
      clientId,
      tokenHash: Buffer.from(`session-${clientId}-${business}`),
      expiresAt: new Date("2027-01-01T00:00:00Z"),
    });
  }
  return ids;
}

const api = (path: string, init: RequestInit = {}) => testApp.app.request(`/api/admin${path}`, withToken(token, init));
const lookup = async (email: string) => {
  const response = await api("/privacy/find", jsonRequest({ email }));
  expect(response.status).toBe(200);
  return (await response.json()) as PersonData;
};

beforeAll(async () => {
  testApp = await createTestApp({ logger: createLogger("debug", (line) => logLines.push(line)) });
  db = testApp.database.db;
  await createAdmin(testApp);
  token = await signIn(testApp);
  // The request log as production writes it (server/web/site-handler.ts), around the same API.
  site = createSiteHandler({
    api: testApp.app,
    staticFiles: new StaticFiles("/nonexistent"),
    renderPage: (async () => new Response("")) as never,
    logger: createLogger("debug", (line) => logLines.push(line)),
  });

  await seedPerson(FIRST, FIRST_OTHER_CASE, "Zelda Quist", "+1 555 0101", "quistworks");
  await seedPerson(OTHER, OTHER.toUpperCase(), "Bruno Other", "+1 555 0202", "otherco");
  await seedClients(FIRST, FIRST_OTHER_CASE, "Zelda Quist", "+1 555 0101", "quistworks");
  const [otherClient] = await seedClients(OTHER, "Bruno.Other@example.org", "Bruno Other", "+1 555 0202", "otherco");
  expect(otherClient).toBeGreaterThan(0);
  // Each person holds one place in the slot (the other reservation of each is cancelled).
  await db.insert(t.slotCapacity).values({ slotId: SLOT, reserved: 2 });
});
afterAll(() => testApp.close());

describe("who may ask", () => {
  it("answers 401 without a token on every privacy route, and gives nothing away", async () => {
    const calls: Array<[string, RequestInit]> = [
      ["/privacy/find", jsonRequest({ email: FIRST })],
      ["/privacy/export", jsonRequest({ email: FIRST })],
      ["/privacy/erase", jsonRequest({ email: FIRST, confirm: true })],
      ["/privacy/actions", {}],
    ];
    for (const [path, init] of calls) {
      for (const headers of [{}, { "X-Admin-Token": "not-a-real-token" }] as Array<Record<string, string>>) {
        const response = await testApp.app.request(`/api/admin${path}`, {
          ...init,
          headers: { ...(init.headers as Record<string, string> | undefined), ...headers },
        });
        expect(response.status, path).toBe(401);
        expect(await response.text()).not.toContain("Zelda");
      }
    }
    expect((await lookup(FIRST)).total).toBeGreaterThan(0);
  });
});

describe("bad requests", () => {
  it("answers 400 for a malformed or missing address, naming the field", async () => {
    for (const body of [{ email: "zelda" }, { email: "" }, {}]) {
      const response = await api("/privacy/find", jsonRequest(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({
        error: "Please enter a valid email address",
        fields: { email: "Please enter a valid email address" },
      });
      expect((await api("/privacy/export", jsonRequest(body))).status, `export ${JSON.stringify(body)}`).toBe(400);
    }
    // The address is never read from a URL.
    expect((await api(`/privacy?email=${encodeURIComponent(FIRST)}`)).status).toBe(404);
  });

  it("erases nothing without confirm: true (400) or without a JSON body (415)", async () => {
    for (const body of [{ email: FIRST }, { email: FIRST, confirm: false }, { email: FIRST, confirm: "yes" }]) {
      const response = await api("/privacy/erase", jsonRequest(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ fields: { confirm: "Confirm the erasure: send confirm: true" } });
    }
    const form = await api("/privacy/erase", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `email=${encodeURIComponent(FIRST)}&confirm=true`,
    });
    expect(form.status).toBe(415);
    const badAddress = await api("/privacy/erase", jsonRequest({ email: "not-an-address", confirm: true }));
    expect(badAddress.status).toBe(400);
    expect((await lookup(FIRST)).counts.contact_submissions).toBe(3);
  });
});

describe("finding a person", () => {
  it("finds every row of the address under either spelling, and none of the other person", async () => {
    const data = await lookup(FIRST_OTHER_CASE.toUpperCase());
    expect(data.counts).toEqual({
      contact_submissions: 3,
      slot_reservations: 2,
      consultations: 1,
      client_intakes: 1,
      mood_boards: 1,
      audit_results: 1,
      chat_conversations: 1,
      newsletter_subscribers: 1,
      clients: 2,
      projects: 2,
      project_milestones: 2,
      deliverables: 2,
      invoices: 1,
      project_notes: 2,
      project_updates: 2,
      project_status_history: 2,
      client_documents: 2,
      client_messages: 2,
      onboarding_steps: 2,
      onboarding_questionnaires: 2,
      client_invitations: 2,
      auth_sessions: 2,
      users: 1,
      email_outbox: 3,
      lead_events: 6,
      status_changes: 2,
      lead_attributions: 2,
    });
    expect(data.total).toBe(52);
    expect(JSON.stringify(data)).not.toMatch(/bruno|otherco/i);
    expect(data.tables.contact_submissions.map((row) => row.source).sort()).toEqual(["audit", "chat", "contact"]);
    // Secrets are not handed over: no password hash, no token hashes.
    expect(data.tables.clients[0]).not.toHaveProperty("password");
    expect(data.tables.client_invitations[0]).not.toHaveProperty("tokenHash");
    expect(data.tables.auth_sessions[0]).not.toHaveProperty("tokenHash");
    expect(data.tables.newsletter_subscribers[0]).toMatchObject({ sourcePath: "/blog", status: "pending" });
    expect(data.tables.newsletter_subscribers[0]).not.toHaveProperty("confirmKeyHash");
  });

  it("finds nothing for an address nobody used", async () => {
    const data = await lookup("nobody@example.net");
    expect(data.total).toBe(0);
    expect(Object.values(data.tables).every((rows) => rows.length === 0)).toBe(true);
  });
});

describe("an address inside another text", () => {
  it("finds the address as a whole word only: not in a longer address, but at a sentence's end or after a line break", async () => {
    const chat = (key: string, content: string) =>
      db.insert(t.chatConversations).values({ conversationKey: key, messages: [{ role: "user", content }] });
    await chat("ann-1", "Write to me at:\nAnn@Example.net");
    await chat("ann-2", "My address is ann@example.net.");
    await chat("joann", "I am joann@example.net, not Ann");
    await chat("ann-au", "Try ann@example.net.au instead");
    await db.insert(t.emailOutbox).values([
      { kind: "x", toAddress: "team@agency.example", subject: "From ann@example.net", textBody: "-" },
      { kind: "x", toAddress: "team@agency.example", subject: "From mary-ann@example.net", textBody: "-" },
    ]);
    const data = await lookup("ann@example.net");
    expect(data.tables.chat_conversations.map((row) => row.conversationKey).sort()).toEqual(["ann-1", "ann-2"]);
    expect(data.tables.email_outbox.map((row) => row.subject)).toEqual(["From ann@example.net"]);
  });
});

describe("the export", () => {
  it("downloads one JSON file with a header saying what it is, and logs who made it without the address", async () => {
    const response = await api("/privacy/export", jsonRequest({ email: FIRST }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="privacy-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = (await response.json()) as PrivacyExport;
    expect(file.about).toMatch(/personal data held about this email address/);
    expect(file.email).toBe(FIRST);
    expect(Date.parse(file.generatedAt)).not.toBeNaN();
    expect(file.counts.consultations).toBe(1);
    expect(file.tables.consultations[0]).toMatchObject({ name: "Zelda Quist", phone: "+1 555 0101" });
    expect(file.tables.chat_conversations[0]?.messages).toEqual([
      { role: "user", content: `Hi, I'm Zelda Quist, write to ${FIRST_OTHER_CASE.toUpperCase()}` },
      { role: "assistant", content: "Thanks, we will." },
    ]);
    expect(file.tables.invoices[0]).toMatchObject({ amount: "1500.00", description: "Deposit (33%)" });

    const actions = (await (await api("/privacy/actions")).json()) as PrivacyActionRecord[];
    expect(actions[0]).toMatchObject({ action: "export", actorName: "admin" });
    expect(actions[0]?.counts).toMatchObject({ contact_submissions: 3, clients: 2, invoices: 1 });
    expect(JSON.stringify(actions).toLowerCase()).not.toMatch(/zelda|quist/);
  });
});

describe("erasing a person", () => {
  let otherBefore: Record<string, unknown[]>;
  let otherFound: PersonData;
  let result: ErasureResult;

  beforeAll(async () => {
    otherBefore = await otherPersonRows();
    otherFound = await lookup(OTHER);
    // A look-up through the site, as the console makes it: no log line may carry the address.
    const looked = await site.request("/api/admin/privacy/find", withToken(token, jsonRequest({ email: FIRST })));
    expect(looked.status).toBe(200);
    const response = await site.request(
      "/api/admin/privacy/erase",
      withToken(token, jsonRequest({ email: FIRST_OTHER_CASE, confirm: true })),
    );
    expect(response.status).toBe(200);
    result = (await response.json()) as ErasureResult;
  });

  it("answers what went per table and what was kept anonymised", () => {
    expect(result).toEqual({
      erased: {
        contact_submissions: 3,
        slot_reservations: 2,
        consultations: 1,
        client_intakes: 1,
        mood_boards: 1,
        audit_results: 1,
        chat_conversations: 1,
        newsletter_subscribers: 1,
        users: 1,
        email_outbox: 3,
        lead_events: 6,
        lead_attributions: 2,
        status_changes: 2,
        clients: 1,
        projects: 1,
        project_milestones: 1,
        deliverables: 2,
        project_notes: 2,
        project_updates: 2,
        project_status_history: 1,
        client_documents: 2,
        client_messages: 2,
        onboarding_steps: 2,
        onboarding_questionnaires: 2,
        client_invitations: 2,
        auth_sessions: 2,
      },
      anonymisedClients: 1,
      kept: { clients: 1, projects: 1, invoices: 1, project_milestones: 1, project_status_history: 1 },
    });
  });

  it("leaves nothing of the person in any column of any table", async () => {
    for (const trace of FIRST_TRACES) expect(await rowsMentioning(trace), trace).toEqual({});
    expect((await lookup(FIRST)).total).toBe(0);
    expect((await lookup(FIRST_OTHER_CASE)).total).toBe(0);
  });

  it("keeps the invoice and its project's amounts under an anonymised client", async () => {
    const kept = await db.select().from(t.clients).where(sql`${t.clients.email} like 'erased-client-%'`);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ firstName: "Erased", lastName: "client", company: null, phone: null });
    expect(kept[0]).toMatchObject({ password: null, isActive: false });
    const invoices = await db.execute(
      sql`select i.amount, i.description, p.total_amount, p.description as project_description
          from invoices i join projects p on p.id = i.project_id where p.client_id = ${kept[0]!.id}`,
    );
    expect(invoices.rows).toEqual([
      { amount: "1500.00", description: "Deposit (33%)", total_amount: "4500.00", project_description: null },
    ]);
  });

  it("frees the erased reservation's place: the slot counts the other person's only", async () => {
    const [capacity] = await db.select().from(t.slotCapacity).where(sql`${t.slotCapacity.slotId} = ${SLOT}`);
    expect(capacity?.reserved).toBe(1);
  });

  it("leaves the other person exactly as they were", async () => {
    expect(Object.keys(otherBefore).length).toBeGreaterThan(15);
    expect(await otherPersonRows()).toEqual(otherBefore);
    const other = await lookup(OTHER);
    expect(other).toEqual(otherFound);
    expect(other.counts.contact_submissions).toBe(3);
    expect(other.counts.clients).toBe(2);
    expect(other.counts.invoices).toBe(1);
    expect(other.total).toBe(52);
  });

  it("logs the erasure with its counts and who made it, never the person", async () => {
    const actions = (await (await api("/privacy/actions")).json()) as PrivacyActionRecord[];
    expect(actions.map((action) => action.action)).toEqual(["erase", "export"]);
    expect(actions[0]).toMatchObject({ actorName: "admin" });
    expect(actions[0]?.counts).toMatchObject({ contact_submissions: 3, clients: 1, "kept:invoices": 1 });
    const rows = await db.select().from(t.privacyActions);
    expect(rows.every((row) => row.actorId !== null)).toBe(true);
    for (const trace of FIRST_TRACES) expect(JSON.stringify(rows).toLowerCase()).not.toContain(trace);
  });

  it("writes no log line that carries the address", () => {
    expect(logLines.some((line) => line.includes('"path":"/api/admin/privacy/erase"'))).toBe(true);
    expect(logLines.some((line) => line.includes('"path":"/api/admin/privacy/find"'))).toBe(true);
    for (const line of logLines) expect(line.toLowerCase()).not.toContain("zelda.quist");
  });

  it("erasing again finds nothing to erase", async () => {
    const response = await api("/privacy/erase", jsonRequest({ email: FIRST, confirm: true }));
    expect(await response.json()).toEqual({ erased: {}, anonymisedClients: 0, kept: {} });
  });
});
