/**
 * Projects and their rows (docs/product/client-area.md § Projects, § Project records): status history, progress
 * bounds, the update/note messages, unique invoice numbers, rows
 * scoped to the project or client in the URL, messages, cascades and stats.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminClientDetail,
  AdminClientMessage,
  AdminClientSummary,
  AdminProject,
} from "#common/client-area/admin-records.ts";
import { clientMessages } from "#server/db/schema.ts";
import { type AdminClient, adminClientTestApp } from "./test-support.ts";

let t: AdminClient;
let clock = new Date("2026-03-02T10:00:00Z");
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};

beforeAll(async () => {
  t = await adminClientTestApp(() => clock);
});
afterAll(() => t.testApp.close());

const projectBody = {
  name: "Northline website",
  packageType: "business",
  totalAmount: "6000",
  expectedCompletion: "2026-05-30",
};

async function setUp() {
  const stamp = Math.random().toString(36).slice(2, 8);
  const client = await t.json<AdminClientSummary>("POST", "/clients", {
    email: `p-${stamp}@example.com`,
    firstName: "Alex",
    lastName: "North",
  });
  const project = await t.json<AdminProject>("POST", `/clients/${client.id}/projects`, projectBody);
  return { client, project };
}

const detail = (clientId: number) => t.json<AdminClientDetail>("GET", `/clients/${clientId}`);
const count = async (query: string) =>
  (await t.testApp.database.db.execute<{ n: number }>(sql.raw(`select count(*)::integer as n from ${query}`))).rows[0]
    ?.n;

describe("projects", () => {
  it("creates a project for a client, in planning at 0%, its history starting there", async () => {
    const { client, project } = await setUp();
    expect(project).toMatchObject({
      clientId: client.id,
      name: "Northline website",
      packageType: "business",
      totalAmount: "6000.00",
      status: "planning",
      progress: 0,
      startDate: "2026-03-02",
      expectedCompletion: "2026-05-30",
    });
    const [shown] = (await detail(client.id)).projects;
    expect(shown?.statusHistory).toMatchObject([{ oldStatus: null, newStatus: "planning", notes: "Project created" }]);
    expect((await t.call("POST", "/clients/999999/projects", projectBody)).status).toBe(404);
    const bad = await t.call("POST", `/clients/${client.id}/projects`, { ...projectBody, name: "", totalAmount: "-5" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toMatchObject({
      name: "Project name is required",
      totalAmount: "Total amount cannot be negative",
    });
  });

  it("records every status change in project_status_history, old → new, with its notes", async () => {
    const { client, project } = await setUp();
    tick();
    await t.json("PATCH", `/projects/${project.id}/status`, { status: "design", notes: "Kick-off call done" });
    tick();
    const done = await t.json<AdminProject>("PATCH", `/projects/${project.id}/status`, { status: "completed" });
    expect(done.status).toBe("completed");
    expect(done.actualCompletion).toBe(clock.toISOString().slice(0, 10));
    const [shown] = (await detail(client.id)).projects;
    expect(
      shown?.statusHistory.map(({ oldStatus, newStatus, notes, changedBy }) => [
        oldStatus,
        newStatus,
        notes,
        changedBy,
      ]),
    ).toEqual([
      ["design", "completed", null, "admin"],
      ["planning", "design", "Kick-off call done", "admin"],
      [null, "planning", "Project created", "admin"],
    ]);

    const missing = await t.call("PATCH", `/projects/${project.id}/status`, { notes: "no status" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: "Status is required",
      fields: { status: "Status is required" },
    });
    expect((await t.call("PATCH", `/projects/${project.id}/status`, { status: "" })).status).toBe(400);
    expect((await t.call("PATCH", `/projects/${project.id}/status`, { status: "flying" })).status).toBe(400);
    expect((await t.call("PATCH", "/projects/999999/status", { status: "review" })).status).toBe(404);
    expect(await count(`project_status_history where project_id = ${project.id}`)).toBe(3);
  });

  it("records a status changed through the project form too", async () => {
    const { client, project } = await setUp();
    const edited = await t.json<AdminProject>("PUT", `/projects/${project.id}`, {
      ...projectBody,
      name: "Renamed",
      status: "review",
      totalAmount: 6500.5,
    });
    expect(edited).toMatchObject({
      name: "Renamed",
      status: "review",
      totalAmount: "6500.50",
      startDate: "2026-03-02",
    });
    const [shown] = (await detail(client.id)).projects;
    expect(shown?.statusHistory[0]).toMatchObject({ oldStatus: "planning", newStatus: "review" });
    expect((await t.call("PUT", "/projects/999999", projectBody)).status).toBe(404);
  });

  it("sets progress from 0 to 100 and refuses anything else", async () => {
    const { project } = await setUp();
    expect((await t.json<AdminProject>("PATCH", `/projects/${project.id}/progress`, { progress: 0 })).progress).toBe(0);
    expect((await t.json<AdminProject>("PATCH", `/projects/${project.id}/progress`, { progress: 100 })).progress).toBe(
      100,
    );
    for (const progress of [-1, 101, 50.5, "60"]) {
      const response = await t.call("PATCH", `/projects/${project.id}/progress`, { progress });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe("Progress must be a number between 0 and 100");
    }
    expect((await t.call("PATCH", "/projects/999999/progress", { progress: 5 })).status).toBe(404);
  });
});

describe("milestones, deliverables, invoices, updates and notes", () => {
  it("creates, edits and deletes each kind inside its project", async () => {
    const { client, project } = await setUp();
    const base = `/projects/${project.id}`;
    const first = await t.json<{ id: number; order: number }>("POST", `${base}/milestones`, {
      title: "Discovery",
      dueDate: "2026-03-10",
    });
    const second = await t.json<{ id: number; order: number; completedAt: string | null }>(
      "POST",
      `${base}/milestones`,
      {
        title: "Design",
        status: "completed",
      },
    );
    expect([first.order, second.order]).toEqual([1, 2]);
    expect(second.completedAt).toBe(clock.toISOString());
    const reopened = await t.json<{ completedAt: string | null; status: string }>(
      "PUT",
      `${base}/milestones/${second.id}`,
      {
        title: "Design",
        status: "in_progress",
      },
    );
    expect(reopened).toMatchObject({ status: "in_progress", completedAt: null });

    const deliverable = await t.json<{ id: number; isPublic: boolean }>("POST", `${base}/deliverables`, {
      title: "Homepage mock-up",
      fileUrl: "https://files.example.com/home.png",
      fileName: "home.png",
      fileType: "image/png",
    });
    expect(deliverable.isPublic).toBe(false);
    const shared = await t.json<{ isPublic: boolean }>("PUT", `${base}/deliverables/${deliverable.id}`, {
      title: "Homepage mock-up",
      fileUrl: "https://files.example.com/home.png",
      isPublic: true,
    });
    expect(shared.isPublic).toBe(true);
    const badLink = await t.call("POST", `${base}/deliverables`, { title: "x", fileUrl: "javascript:alert(1)" });
    expect((await badLink.json()).fields).toEqual({ fileUrl: "File link must be an http or https address" });

    const invoice = await t.json<{ id: number; amount: string; status: string; paidAt: string | null }>(
      "POST",
      `${base}/invoices`,
      { invoiceNumber: `INV-${project.id}-1`, amount: "1980", description: "Deposit (33%)", dueDate: "2026-03-05" },
    );
    expect(invoice).toMatchObject({ amount: "1980.00", status: "pending", paidAt: null });
    const paid = await t.json<{ status: string; paidAt: string | null }>("PUT", `${base}/invoices/${invoice.id}`, {
      invoiceNumber: `INV-${project.id}-1`,
      amount: "1980",
      description: "Deposit (33%)",
      dueDate: "2026-03-05",
      status: "paid",
    });
    expect(paid).toMatchObject({ status: "paid", paidAt: "2026-03-02" });

    const update = await t.json<{ id: number; createdBy: string; updateType: string }>("POST", `${base}/updates`, {
      title: "Week 1",
      message: "Discovery workshop done.",
      updateType: "milestone",
      progressPercentage: 20,
    });
    expect(update).toMatchObject({ createdBy: "admin", updateType: "milestone" });
    const note = await t.json<{ id: number; isInternal: boolean; authorType: string }>("POST", `${base}/notes`, {
      content: "Prefers calls on Tuesdays",
      isInternal: true,
    });
    expect(note).toMatchObject({ isInternal: true, authorType: "admin" });

    const [shown] = (await detail(client.id)).projects;
    // An update that states a progress moves the project's bar.
    expect(shown?.progress).toBe(20);
    expect(shown?.milestones.map((m) => m.title)).toEqual(["Discovery", "Design"]);
    expect(shown?.deliverables).toHaveLength(1);
    expect(shown?.invoices).toHaveLength(1);
    expect(shown?.updates).toHaveLength(1);
    expect(shown?.notes).toHaveLength(1);

    for (const [kind, id] of [
      ["milestones", first.id],
      ["deliverables", deliverable.id],
      ["invoices", invoice.id],
      ["updates", update.id],
      ["notes", note.id],
    ] as const) {
      expect(await t.json("DELETE", `${base}/${kind}/${id}`)).toEqual({ deleted: true });
      expect((await t.call("DELETE", `${base}/${kind}/${id}`)).status).toBe(404);
    }
    const [after] = (await detail(client.id)).projects;
    expect(after?.milestones.map((m) => m.title)).toEqual(["Design"]);
    expect(after?.invoices).toEqual([]);
  });

  it("answers 404 when the row belongs to another project, and leaves it alone", async () => {
    const a = await setUp();
    const b = await setUp();
    const milestone = await t.json<{ id: number }>("POST", `/projects/${a.project.id}/milestones`, { title: "A's" });
    const note = await t.json<{ id: number }>("POST", `/projects/${a.project.id}/notes`, { content: "A's note" });
    const wrong = `/projects/${b.project.id}`;
    expect((await t.call("PUT", `${wrong}/milestones/${milestone.id}`, { title: "Hijacked" })).status).toBe(404);
    expect((await t.call("DELETE", `${wrong}/milestones/${milestone.id}`)).status).toBe(404);
    expect((await t.call("PUT", `${wrong}/notes/${note.id}`, { content: "Hijacked" })).status).toBe(404);
    expect((await t.call("DELETE", `${wrong}/notes/${note.id}`)).status).toBe(404);
    expect((await t.call("POST", "/projects/999999/milestones", { title: "Nowhere" })).status).toBe(404);
    const [shown] = (await detail(a.client.id)).projects;
    expect(shown?.milestones.map((m) => m.title)).toEqual(["A's"]);
    expect(shown?.notes.map((n) => n.content)).toEqual(["A's note"]);
  });

  it("refuses a duplicate invoice number with 409, across projects", async () => {
    const a = await setUp();
    const b = await setUp();
    const body = { invoiceNumber: "INV-UNIQUE-1", amount: "2000", description: "Deposit", dueDate: "2026-04-01" };
    await t.json("POST", `/projects/${a.project.id}/invoices`, body);
    const response = await t.call("POST", `/projects/${b.project.id}/invoices`, body);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: "Invoice number INV-UNIQUE-1 is already in use. Choose another number.",
      fields: { invoiceNumber: "Invoice number INV-UNIQUE-1 is already in use. Choose another number." },
    });
    const other = await t.json<{ id: number }>("POST", `/projects/${b.project.id}/invoices`, {
      ...body,
      invoiceNumber: "INV-UNIQUE-2",
    });
    expect((await t.call("PUT", `/projects/${b.project.id}/invoices/${other.id}`, body)).status).toBe(409);
    const zero = await t.call("POST", `/projects/${a.project.id}/invoices`, { ...body, invoiceNumber: "X", amount: 0 });
    expect((await zero.json()).fields).toEqual({ amount: "Amount must be greater than 0" });
  });

  it("gives the documented messages for updates and notes", async () => {
    const { project } = await setUp();
    const update = await t.call("POST", `/projects/${project.id}/updates`, {
      title: "x".repeat(256),
      message: "x".repeat(10_001),
      updateType: "gossip",
      progressPercentage: 101,
    });
    expect(update.status).toBe(400);
    expect((await update.json()).fields).toEqual({
      title: "Title is too long",
      message: "Message is too long",
      updateType: "Update type must be general, milestone or status_change",
      progressPercentage: "Progress must be a number between 0 and 100",
    });
    const empty = await t.call("POST", `/projects/${project.id}/updates`, {});
    expect((await empty.json()).fields).toMatchObject({ title: "Title is required", message: "Message is required" });
    const note = await t.call("POST", `/projects/${project.id}/notes`, { content: "   " });
    expect(await note.json()).toEqual({
      error: "Note content is required",
      fields: { content: "Note content is required" },
    });
  });
});

describe("documents and messages", () => {
  it("keeps documents to the client in the URL and to that client's projects", async () => {
    const a = await setUp();
    const b = await setUp();
    const document = await t.json<{ id: number; status: string }>("POST", `/clients/${a.client.id}/documents`, {
      title: "Service Agreement",
      type: "Contract",
      fileUrl: "https://files.example.com/contract.pdf",
      projectId: a.project.id,
    });
    expect(document.status).toBe("pending");
    const signed = await t.json<{ status: string }>("PUT", `/clients/${a.client.id}/documents/${document.id}`, {
      title: "Service Agreement",
      type: "Contract",
      status: "signed",
    });
    expect(signed.status).toBe("signed");
    // Another client's project, or another client's document: not found.
    expect(
      (await t.call("POST", `/clients/${a.client.id}/documents`, { title: "x", type: "y", projectId: b.project.id }))
        .status,
    ).toBe(404);
    expect(
      (await t.call("PUT", `/clients/${b.client.id}/documents/${document.id}`, { title: "x", type: "y" })).status,
    ).toBe(404);
    expect((await t.call("DELETE", `/clients/${b.client.id}/documents/${document.id}`)).status).toBe(404);
    expect(await t.json("DELETE", `/clients/${a.client.id}/documents/${document.id}`)).toEqual({ deleted: true });
  });

  it("lists a client's messages with unread client messages first, then newest first, and marks them read", async () => {
    const { client, project } = await setUp();
    const db = t.testApp.database.db;
    const at = (minutes: number) => new Date(Date.parse("2026-03-01T09:00:00Z") + minutes * 60_000);
    const inserted = await db
      .insert(clientMessages)
      .values([
        { clientId: client.id, fromClient: true, message: "Old unread question", isRead: false, createdAt: at(1) },
        { clientId: client.id, fromClient: true, message: "Read question", isRead: true, createdAt: at(2) },
        { clientId: client.id, fromClient: false, message: "Agency reply", isRead: false, createdAt: at(3) },
        { clientId: client.id, fromClient: true, message: "New unread question", isRead: false, createdAt: at(4) },
      ])
      .returning();
    const sent = await t.json<AdminClientMessage>("POST", `/clients/${client.id}/messages`, {
      message: "Your staging site is ready.",
      subject: "Staging",
      projectId: project.id,
    });
    expect(sent).toMatchObject({ fromClient: false, isRead: false, subject: "Staging", projectId: project.id });

    const list = await t.json<AdminClientMessage[]>("GET", `/clients/${client.id}/messages`);
    expect(list.map((m) => m.message)).toEqual([
      "New unread question",
      "Old unread question",
      "Your staging site is ready.",
      "Agency reply",
      "Read question",
    ]);
    const clients = await t.json<AdminClientSummary[]>("GET", `/clients?q=${encodeURIComponent(client.email)}`);
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({ unreadMessages: 2, projectCount: 1 });
    const stats = await t.json<{ unreadClientMessages: number; clients: number }>("GET", "/stats");
    expect(stats.unreadClientMessages).toBeGreaterThanOrEqual(2);
    expect(stats.clients).toBeGreaterThanOrEqual(1);

    const unread = inserted[0]?.id ?? 0;
    expect(await t.json<AdminClientMessage>("PATCH", `/clients/${client.id}/messages/${unread}/read`)).toMatchObject({
      isRead: true,
    });
    const [row] = await db.select().from(clientMessages).where(eq(clientMessages.id, unread));
    expect(row?.isRead).toBe(true);
    // The agency's own message is the client's to read; another client cannot be used as a path.
    expect((await t.call("PATCH", `/clients/${client.id}/messages/${sent.id}/read`)).status).toBe(404);
    const other = await setUp();
    expect((await t.call("PATCH", `/clients/${other.client.id}/messages/${inserted[3]?.id}/read`)).status).toBe(404);
    expect((await t.call("GET", "/clients/999999/messages")).status).toBe(404);
    const empty = await t.call("POST", `/clients/${client.id}/messages`, { message: "" });
    expect((await empty.json()).error).toBe("Message is required");
    expect(
      (await t.call("POST", `/clients/${client.id}/messages`, { message: "x", projectId: other.project.id })).status,
    ).toBe(404);
  });
});

describe("deleting a project", () => {
  it("cascades to its rows and its documents and messages; the client's others stay", async () => {
    const { client, project } = await setUp();
    const keep = await t.json<AdminProject>("POST", `/clients/${client.id}/projects`, { ...projectBody, name: "Keep" });
    const base = `/projects/${project.id}`;
    await t.json("POST", `${base}/milestones`, { title: "M" });
    await t.json("POST", `${base}/deliverables`, { title: "D" });
    await t.json("POST", `${base}/invoices`, {
      invoiceNumber: `CAS-${project.id}`,
      amount: "1",
      description: "I",
      dueDate: "2026-04-01",
    });
    await t.json("POST", `${base}/updates`, { title: "U", message: "M" });
    await t.json("POST", `${base}/notes`, { content: "N" });
    await t.json("PATCH", `${base}/status`, { status: "design" });
    await t.json("POST", `/clients/${client.id}/documents`, { title: "Doc", type: "Brief", projectId: project.id });
    await t.json("POST", `/clients/${client.id}/documents`, { title: "General", type: "Brief" });
    await t.json("POST", `/clients/${client.id}/messages`, { message: "About the project", projectId: project.id });
    await t.json("POST", `/clients/${client.id}/messages`, { message: "General" });

    expect(await t.json("DELETE", base)).toEqual({ deleted: true });
    expect((await t.call("DELETE", base)).status).toBe(404);
    for (const table of [
      "project_milestones",
      "deliverables",
      "invoices",
      "project_updates",
      "project_notes",
      "project_status_history",
      "client_documents",
      "client_messages",
    ]) {
      expect(await count(`${table} where project_id = ${project.id}`), table).toBe(0);
    }
    const after = await detail(client.id);
    expect(after.projects.map((p) => p.id)).toEqual([keep.id]);
    expect(after.documents.map((d) => d.title)).toEqual(["General"]);
    expect(after.messages.map((m) => m.message)).toEqual(["General"]);
  });
});
