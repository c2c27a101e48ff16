/**
 * docs/product/client-area.md § Scoping: two clients with data; for every client endpoint,
 * client A asking for B's project, milestone, invoice, document, message or
 * deliverable (by id, in lists, through a changed URL) gets 404 or does not
 * see it, and internal notes and deliverables that are not public never
 * appear in any client response.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientMessages, onboardingQuestionnaires } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { bearer, clientToken, type SeededClient, seedClient } from "./portal-test-support.ts";

let testApp: TestApp;
let a: SeededClient;
let b: SeededClient;
let tokenA: string;
/** Every JSON body a client got in this file, checked for secrets at the end. */
const seen: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  a = await seedClient(testApp, "Alpha");
  b = await seedClient(testApp, "Bravo");
  await testApp.database.db
    .insert(onboardingQuestionnaires)
    .values({ clientId: b.clientId, answers: { company: "Bravo SECRET answers" } });
  tokenA = await clientToken(testApp, a.email);
});
afterAll(() => testApp.close());

async function asA(method: string, path: string, body?: unknown) {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { "Content-Type": "application/json" };
  }
  const response = await testApp.app.request(path, bearer(tokenA, init));
  const text = await response.text();
  seen.push(text);
  return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

/** Every portal endpoint that names another row, pointed at client B's rows. */
function callsOnB(): Array<[string, string, unknown?]> {
  return [
    ["GET", `/api/portal/projects/${b.projectId}`],
    ["POST", "/api/portal/messages", { message: "Let me in", projectId: b.projectId }],
    ["POST", `/api/portal/messages/${b.agencyMessageId}/read`],
    ["POST", `/api/portal/messages/${b.clientMessageId}/read`],
    ["GET", `/api/portal/documents/${b.documentId}/download`],
    ["GET", `/api/portal/deliverables/${b.publicDeliverableId}/download`],
    ["GET", `/api/portal/deliverables/${b.privateDeliverableId}/download`],
    // Changed URLs: ids that are not ids, or not ours.
    ["GET", `/api/portal/projects/${b.projectId}.json`],
    ["GET", `/api/portal/projects/${b.projectId}%20or%201=1`],
    ["GET", "/api/portal/projects/0"],
    ["GET", "/api/portal/projects/-1"],
    ["GET", "/api/portal/projects/99999999999"],
    ["GET", `/api/portal/projects/${b.milestoneId}`],
    ["GET", `/api/portal/documents/${b.invoiceId}/download`],
    ["GET", `/api/portal/deliverables/${b.milestoneId}/download`],
  ];
}

describe("client A and client B's data", () => {
  it("answers 404 for every endpoint pointed at B's rows", async () => {
    for (const [method, path, body] of callsOnB()) {
      const response = await asA(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.json().error, `${method} ${path}`).toEqual(expect.any(String));
    }
  });

  it("changes nothing of B's: no message added to B's project, B's messages stay unread", async () => {
    const rows = await testApp.database.db.select().from(clientMessages).where(eq(clientMessages.clientId, b.clientId));
    expect(rows.map((row) => row.message).sort()).toEqual(["Bravo says thanks", "Welcome"]);
    expect(rows.every((row) => !row.isRead)).toBe(true);
    const mine = await testApp.database.db.select().from(clientMessages).where(eq(clientMessages.message, "Let me in"));
    expect(mine).toEqual([]);
  });

  it("lists only A's rows in the overview and in A's project", async () => {
    const overview = await asA("GET", "/api/portal/overview");
    expect(overview.status).toBe(200);
    const body = overview.json() as {
      client: { id: number };
      projects: Array<{
        id: number;
        milestones: Array<{ id: number }>;
        invoices: Array<{ id: number; amount: number }>;
        deliverables: Array<{ id: number }>;
      }>;
      documents: Array<{ id: number }>;
      messages: Array<{ id: number }>;
    };
    expect(body.client.id).toBe(a.clientId);
    expect(body.projects.map((project) => project.id)).toEqual([a.projectId]);
    const [project] = body.projects;
    expect(project?.milestones.map((row) => row.id)).toEqual([a.milestoneId]);
    expect(project?.invoices).toEqual([expect.objectContaining({ id: a.invoiceId, amount: 1980.5 })]);
    expect(project?.deliverables.map((row) => row.id)).toEqual([a.publicDeliverableId]);
    expect(body.documents.map((row) => row.id)).toEqual([a.documentId]);
    expect(body.messages.map((row) => row.id).sort()).toEqual([a.agencyMessageId, a.clientMessageId].sort());
    expect(overview.text).not.toContain("Bravo");

    const single = await asA("GET", `/api/portal/projects/${a.projectId}`);
    expect(single.status).toBe(200);
    expect(single.json().id).toBe(a.projectId);
    expect(single.text).not.toContain("Bravo");
  });

  it("keeps B's questionnaire and onboarding out of A's answers", async () => {
    const questionnaire = await asA("GET", "/api/portal/questionnaire");
    expect(questionnaire.status).toBe(200);
    expect(questionnaire.json()).toEqual({ answers: null, submittedAt: null });
    const onboarding = await asA("GET", "/api/portal/onboarding");
    expect(onboarding.json().questionnaireSubmitted).toBe(false);
  });

  it("lets A use A's own rows", async () => {
    expect((await asA("GET", `/api/portal/documents/${a.documentId}/download`)).json()).toEqual({
      url: "https://files.example.com/Alpha/contract.pdf",
      fileName: "Alpha Contract",
    });
    expect((await asA("GET", `/api/portal/deliverables/${a.publicDeliverableId}/download`)).json()).toEqual({
      url: "https://files.example.com/Alpha/home.png",
      fileName: "home.png",
    });
    // A's own deliverable that is not public is as invisible as B's.
    expect((await asA("GET", `/api/portal/deliverables/${a.privateDeliverableId}/download`)).status).toBe(404);
    // A cannot mark A's own message "read" on the agency's behalf.
    expect((await asA("POST", `/api/portal/messages/${a.clientMessageId}/read`)).status).toBe(404);
    const read = await asA("POST", `/api/portal/messages/${a.agencyMessageId}/read`);
    expect(read.status).toBe(200);
    expect(read.json().isRead).toBe(true);
    const sent = await asA("POST", "/api/portal/messages", { message: "Looks great", projectId: a.projectId });
    expect(sent.status).toBe(201);
    expect(sent.json()).toMatchObject({ message: "Looks great", projectId: a.projectId, fromClient: true });
    expect((await asA("POST", "/api/portal/onboarding-steps/welcome/complete")).status).toBe(200);
    expect((await asA("GET", "/api/portal/me")).json().client).toMatchObject({ id: a.clientId });
  });

  it("never sent an internal note, a non-public deliverable or B's answers in any response", () => {
    const everything = seen.join("\n");
    expect(seen.length).toBeGreaterThan(20);
    for (const secret of [...a.secrets, ...b.secrets, "Bravo SECRET answers", "isInternal", "isPublic"]) {
      expect(everything).not.toContain(secret);
    }
    // The shared (not internal) note does reach its client.
    expect(everything).toContain("Alpha shared note");
  });
});

describe("without a live session", () => {
  const paths: Array<[string, string]> = [
    ["GET", "/api/portal/me"],
    ["GET", "/api/portal/overview"],
    ["GET", "/api/portal/projects/1"],
    ["POST", "/api/portal/messages"],
    ["POST", "/api/portal/messages/1/read"],
    ["GET", "/api/portal/onboarding"],
    ["POST", "/api/portal/onboarding-steps/welcome/complete"],
    ["GET", "/api/portal/questionnaire"],
    ["PUT", "/api/portal/questionnaire"],
    ["GET", "/api/portal/documents/1/download"],
    ["GET", "/api/portal/deliverables/1/download"],
    ["POST", "/api/portal/logout"],
    ["GET", "/api/portal/no-such-route"],
  ];

  it("answers 401 to every guarded route, with no token, a made-up token or an admin-style header", async () => {
    for (const [method, path] of paths) {
      const variants: Array<Record<string, string>> = [
        {},
        { Authorization: "Bearer made-up-token" },
        { "X-Admin-Token": tokenA },
      ];
      for (const headers of variants) {
        const response = await testApp.app.request(path, { method, headers });
        expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(await response.json()).toEqual({ error: "Please sign in to your client portal." });
      }
    }
  });
});
