/**
 * Clients (docs/product/client-area.md § Clients): every route behind the admin token, create with the
 * six onboarding steps, search, duplicates, invitation email in the outbox,
 * deactivation that signs the client out, and the cascading delete.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminClientDetail,
  AdminClientSummary,
  AdminInvitationResult,
} from "#common/client-area/admin-records.ts";
import { ONBOARDING_STEP_NAMES } from "#common/client-area/sample-portal.ts";
import { authSessions, clientInvitations, clients, emailOutbox, onboardingSteps } from "#server/db/schema.ts";
import { findInvitation } from "../client-area/accounts/invitations.ts";
import { createClientSession, findClientSession } from "../client-area/accounts/sessions.ts";
import { NEW_CLIENT_STEP_STATUSES } from "../client-area/portal-test-support.ts";
import { type AdminClient, adminClientTestApp } from "./test-support.ts";

let t: AdminClient;
const clock = new Date("2026-03-02T10:00:00Z");

beforeAll(async () => {
  t = await adminClientTestApp(() => clock);
});
afterAll(() => t.testApp.close());

const ada = { email: "Ada@Example.com", firstName: "Ada", lastName: "Lovelace", company: "Analytical Engines" };

async function newClient(overrides: Record<string, unknown> = {}) {
  const stamp = Math.random().toString(36).slice(2, 8);
  return t.json<AdminClientSummary>("POST", "/clients", { ...ada, email: `c-${stamp}@example.com`, ...overrides });
}

describe("authorization", () => {
  it("answers 401 without a token or with a wrong one, on every client-tools route", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/clients"],
      ["POST", "/clients", ada],
      ["GET", "/clients/1"],
      ["PUT", "/clients/1", ada],
      ["POST", "/clients/1/deactivate"],
      ["POST", "/clients/1/reactivate"],
      ["DELETE", "/clients/1"],
      ["POST", "/clients/1/invite"],
      ["POST", "/clients/1/projects", {}],
      ["PUT", "/projects/1", {}],
      ["PATCH", "/projects/1/status", { status: "review" }],
      ["PATCH", "/projects/1/progress", { progress: 5 }],
      ["DELETE", "/projects/1"],
      ...["milestones", "deliverables", "invoices", "updates", "notes"].flatMap(
        (kind) =>
          [
            ["POST", `/projects/1/${kind}`, {}],
            ["PUT", `/projects/1/${kind}/1`, {}],
            ["DELETE", `/projects/1/${kind}/1`],
          ] as Array<[string, string, unknown?]>,
      ),
      ["POST", "/clients/1/documents", {}],
      ["PUT", "/clients/1/documents/1", {}],
      ["DELETE", "/clients/1/documents/1"],
      ["GET", "/clients/1/messages"],
      ["POST", "/clients/1/messages", { message: "Hi" }],
      ["PATCH", "/clients/1/messages/1/read"],
    ];
    for (const [method, path, body] of calls) {
      for (const token of [null, "not-a-real-token"]) {
        const response = await t.call(method, path, body, token);
        expect(response.status, `${method} ${path} with ${token}`).toBe(401);
        expect(await response.json()).toMatchObject({ error: "Unauthorized" });
      }
    }
    expect(await t.testApp.database.db.select().from(clients)).toHaveLength(0);
  });
});

describe("creating and listing clients", () => {
  it("creates a client with the six onboarding steps, the first in progress", async () => {
    const created = await t.json<AdminClientSummary>("POST", "/clients", ada);
    expect(created).toMatchObject({
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      company: "Analytical Engines",
      phone: null,
      isActive: true,
      hasPassword: false,
      projectCount: 0,
      unreadMessages: 0,
    });
    const steps = await t.testApp.database.db
      .select()
      .from(onboardingSteps)
      .where(eq(onboardingSteps.clientId, created.id))
      .orderBy(onboardingSteps.id);
    expect(steps.map((step) => step.step)).toEqual([...ONBOARDING_STEP_NAMES]);
    expect(steps.map((step) => step.status)).toEqual(NEW_CLIENT_STEP_STATUSES);
  });

  it("refuses a second client with the same email (any case) with 409", async () => {
    const response = await t.call("POST", "/clients", { ...ada, email: "ADA@example.com" });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: "A client with this email already exists",
      fields: { email: "A client with this email already exists" },
    });
  });

  it("answers 400 with the spec's registration messages", async () => {
    const response = await t.call("POST", "/clients", { email: "nope", firstName: "", lastName: " " });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      email: "Please enter a valid email",
      firstName: "First name is required",
      lastName: "Last name is required",
    });
  });

  it("lists clients newest first and searches name, email and company", async () => {
    await newClient({ firstName: "Grace", lastName: "Hopper", company: "Navy Labs" });
    const all = await t.json<AdminClientSummary[]>("GET", "/clients");
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all[0]?.firstName).toBe("Grace");
    expect((await t.json<AdminClientSummary[]>("GET", "/clients?q=grace%20hop")).map((c) => c.lastName)).toEqual([
      "Hopper",
    ]);
    expect((await t.json<AdminClientSummary[]>("GET", "/clients?q=navy")).map((c) => c.lastName)).toEqual(["Hopper"]);
    expect((await t.json<AdminClientSummary[]>("GET", "/clients?q=ada@EXAMPLE")).map((c) => c.lastName)).toEqual([
      "Lovelace",
    ]);
    expect(await t.json<AdminClientSummary[]>("GET", "/clients?q=%25")).toEqual([]);
  });

  it("edits a client and answers 404 for an unknown one, 400 for a bad id", async () => {
    const client = await newClient();
    const edited = await t.json<AdminClientSummary>("PUT", `/clients/${client.id}`, {
      ...ada,
      email: `edited-${client.id}@example.com`,
      phone: "+1 555 0100",
      company: "",
    });
    expect(edited).toMatchObject({ phone: "+1 555 0100", company: null, email: `edited-${client.id}@example.com` });
    expect((await t.call("PUT", `/clients/${client.id}`, ada)).status).toBe(409);
    expect((await t.call("GET", "/clients/999999")).status).toBe(404);
    expect(await (await t.call("GET", "/clients/999999")).json()).toEqual({ error: "Client not found" });
    expect((await t.call("PUT", "/clients/999999", ada)).status).toBe(404);
    expect((await t.call("GET", "/clients/abc")).status).toBe(400);
    expect((await t.call("DELETE", "/clients/999999")).status).toBe(404);
    expect((await t.call("POST", "/clients/999999/deactivate")).status).toBe(404);
    expect((await t.call("POST", "/clients/999999/invite")).status).toBe(404);
  });
});

/** The token of an invitation link (in its fragment). */
const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get("token") ?? "";

describe("invitations", () => {
  it("queues an invitation email with the one-time link and returns the link", async () => {
    const client = await newClient({ firstName: "Katherine" });
    const invitation = await t.json<AdminInvitationResult>("POST", `/clients/${client.id}/invite`);
    // The token in the fragment, which browsers never send: no request line or access log carries it.
    expect(invitation.link).toMatch(/^http:\/\/localhost:\d+\/portal\/set-password#token=[\w-]{40,}$/);
    expect(invitation.expiresAt).toBe(new Date(clock.getTime() + 7 * 86_400_000).toISOString());

    const mails = await t.testApp.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, client.email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      kind: "client.invitation",
      status: "pending",
      subject: "Your Meridian Studio client portal is ready",
    });
    expect(mail?.textBody).toContain(invitation.link);
    expect(mail?.textBody).toContain("Hi Katherine,");
    expect(mail?.textBody).toContain("7 days");

    // The link is live for that client; only its hash is stored.
    const token = tokenOf(invitation.link);
    expect(await findInvitation(t.testApp.database.db, token, clock)).toMatchObject({ clientId: client.id });
    const stored = await t.testApp.database.db
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.clientId, client.id));
    expect(stored[0]?.tokenHash.toString("utf8")).not.toContain(token);

    const detail = await t.json<AdminClientDetail>("GET", `/clients/${client.id}`);
    expect(detail.invitation).toEqual({
      lastSentAt: clock.toISOString(),
      expiresAt: invitation.expiresAt,
      used: false,
    });

    // Resending issues a new link and a second email.
    const again = await t.json<AdminInvitationResult>("POST", `/clients/${client.id}/invite`);
    expect(again.link).not.toBe(invitation.link);
    expect(
      await t.testApp.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, client.email)),
    ).toHaveLength(2);
    // Only the newest link works: the first one's email can no longer open the account.
    expect(await findInvitation(t.testApp.database.db, token, clock)).toBeNull();
    expect(await findInvitation(t.testApp.database.db, tokenOf(again.link), clock)).toMatchObject({
      clientId: client.id,
    });
    expect((await t.json<AdminClientDetail>("GET", `/clients/${client.id}`)).invitation).toEqual({
      lastSentAt: clock.toISOString(),
      expiresAt: again.expiresAt,
      used: false,
    });
  });

  it("refuses to invite a deactivated client, and sends nothing", async () => {
    const client = await newClient();
    await t.json("POST", `/clients/${client.id}/deactivate`);
    const response = await t.call("POST", `/clients/${client.id}/invite`);
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe(
      "This client is deactivated. Reactivate them before sending an invitation.",
    );
    expect(
      await t.testApp.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, client.email)),
    ).toHaveLength(0);
  });
});

describe("deactivation", () => {
  it("revokes the client's sessions; reactivation lets a new sign-in work", async () => {
    const client = await newClient();
    const db = t.testApp.database.db;
    const token = await createClientSession(db, client.id, clock);
    expect(await findClientSession(db, token, clock)).toMatchObject({ clientId: client.id });

    const deactivated = await t.json<AdminClientSummary>("POST", `/clients/${client.id}/deactivate`);
    expect(deactivated.isActive).toBe(false);
    expect(await findClientSession(db, token, clock)).toBeNull();
    const sessions = await db.select().from(authSessions).where(eq(authSessions.clientId, client.id));
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);

    const reactivated = await t.json<AdminClientSummary>("POST", `/clients/${client.id}/reactivate`);
    expect(reactivated.isActive).toBe(true);
    // The old session stays revoked; a fresh one works.
    expect(await findClientSession(db, token, clock)).toBeNull();
    const fresh = await createClientSession(db, client.id, clock);
    expect(await findClientSession(db, fresh, clock)).toMatchObject({ clientId: client.id });
  });
});

describe("deleting a client", () => {
  it("cascades to projects and their rows, documents, messages, onboarding steps, invitations and sessions", async () => {
    const db = t.testApp.database.db;
    const client = await newClient();
    const other = await newClient();
    const project = await t.json<{ id: number }>("POST", `/clients/${client.id}/projects`, {
      name: "Site",
      packageType: "business",
      totalAmount: "6000",
    });
    await t.json("POST", `/projects/${project.id}/milestones`, { title: "Discovery" });
    await t.json("POST", `/projects/${project.id}/invoices`, {
      invoiceNumber: `DEL-${client.id}`,
      amount: "2000",
      description: "Deposit",
      dueDate: "2026-04-01",
    });
    await t.json("POST", `/clients/${client.id}/documents`, { title: "Contract", type: "Contract" });
    await t.json("POST", `/clients/${client.id}/messages`, { message: "Welcome" });
    await t.json("POST", `/clients/${client.id}/invite`);
    await createClientSession(db, client.id, clock);
    await t.json("POST", `/clients/${other.id}/messages`, { message: "Stays" });

    expect(await t.json("DELETE", `/clients/${client.id}`)).toEqual({ deleted: true });
    expect((await t.call("GET", `/clients/${client.id}`)).status).toBe(404);
    const left = async (table: string, column: string, id: number) =>
      (await db.execute<{ n: number }>(sql.raw(`select count(*)::integer as n from ${table} where ${column} = ${id}`)))
        .rows[0]?.n;
    expect(await left("projects", "client_id", client.id)).toBe(0);
    expect(await left("project_milestones", "project_id", project.id)).toBe(0);
    expect(await left("invoices", "project_id", project.id)).toBe(0);
    expect(await left("client_documents", "client_id", client.id)).toBe(0);
    expect(await left("client_messages", "client_id", client.id)).toBe(0);
    expect(await left("onboarding_steps", "client_id", client.id)).toBe(0);
    expect(await left("client_invitations", "client_id", client.id)).toBe(0);
    expect(await left("auth_sessions", "client_id", client.id)).toBe(0);
    // Another client's rows are untouched.
    expect(await left("client_messages", "client_id", other.id)).toBe(1);
    expect(await left("onboarding_steps", "client_id", other.id)).toBe(6);
  });
});
