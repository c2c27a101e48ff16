/**
 * One lead in the console (docs/product/admin-console.md § Lead page, § Notes, § Timeline, § Spam):
 * GET /api/admin/leads/:kind/:id, notes, the timeline newest first with who did what, spam marks
 * that take a lead out of the stats, lists and exports, and free a reservation's place.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LeadDetail, NOTE_MAX_CHARACTERS, type TimelineEntry } from "#common/admin/lead-page.ts";
import { parseIsoDate, zonedTimeToInstant } from "#common/time/zoned";
import {
  adminAccounts,
  clientIntakes,
  consultations,
  contactSubmissions,
  emailOutbox,
  leadEvents,
  moodBoards,
  slotReservations,
} from "#server/db/schema.ts";
import { reserveAndConfirm } from "#tests/support/confirm-link";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { createAdmin, signIn, TEST_ADMIN, withToken } from "./admin-test-support.ts";

// June 20, 2026 in New York: july-late-2026 is bookable. The clock moves a second at every reading,
// so each change has its own time and "newest first" is a real order.
const START = zonedTimeToInstant(parseIsoDate("2026-06-20")!, 10, 0).getTime();
let ticks = 0;
const now = () => new Date(START + ticks++ * 1000);
const SLOT = "july-late-2026";

let t: TestApp;
let token: string;
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ now });
  await createAdmin(t);
  token = await signIn(t);
});
afterAll(() => t.close());

const send = (method: string, path: string, body?: unknown) =>
  t.app.request(
    path,
    withToken(token, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
const getLead = async (kind: string, id: number) => {
  const response = await send("GET", `/api/admin/leads/${kind}/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as LeadDetail;
};
const addNote = (kind: string, id: number, body: unknown) => send("POST", `/api/admin/leads/${kind}/${id}/notes`, body);
const stats = async () => (await (await send("GET", "/api/admin/stats")).json()) as Record<string, number>;
const listIds = async (path: string) =>
  ((await (await send("GET", path)).json()) as Array<{ id: number }>).map((row) => row.id);
const csvIds = async (path: string) =>
  (await (await send("GET", path)).text())
    .split("\r\n")
    .slice(1)
    .filter(Boolean)
    .map((line) => Number(line.replace(/^\uFEFF/, "").split(",")[0]));

async function submission(values: Partial<typeof contactSubmissions.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(contactSubmissions)
    .values({ name: "Grace Hopper", email: "grace@example.com", ...values })
    .returning({ id: contactSubmissions.id });
  return row!.id;
}

/** A walk-in reserves the slot and opens their link; 201 when that gave them a place. */
const reservePublicly = (email: string) => reserveAndConfirm(t, email, SLOT, `10.2.0.${++address}`);

describe("GET /api/admin/leads/:kind/:id", () => {
  it("answers the lead as its list shows it, with an empty timeline", async () => {
    const id = await submission({ websiteUrl: "https://grace.example" });
    const detail = await getLead("submission", id);
    expect(detail).toMatchObject({ kind: "submission", id, spamAt: null, timeline: [] });
    expect(detail.lead).toMatchObject({
      id,
      name: "Grace Hopper",
      email: "grace@example.com",
      websiteUrl: "https://grace.example",
      status: "new",
      priority: "normal",
      history: [],
      spamAt: null,
    });
  });

  it("opens every kind of lead, a mood board included", async () => {
    const db = t.database.db;
    const [board] = await db
      .insert(moodBoards)
      .values({
        projectName: "Bakery",
        projectType: "website",
        targetAudience: "Neighbours",
        businessGoals: "More orders",
        brandPersonality: ["warm"],
        colorPreferences: [],
        stylePreferences: [],
      })
      .returning({ id: moodBoards.id });
    const [intake] = await db
      .insert(clientIntakes)
      .values({
        contactName: "Ines",
        companyName: "Ines & Co",
        email: "ines@example.com",
        industry: "retail",
        serviceType: "website",
        budget: "5k-10k",
        timeline: "1-3-months",
        goals: "Sell online",
        currentChallenges: "None",
        targetAudience: "Locals",
        communicationPreference: "email",
        projectDescription: "A shop",
      })
      .returning({ id: clientIntakes.id });
    expect((await getLead("mood-board", board!.id)).lead).toMatchObject({ projectName: "Bakery", status: "draft" });
    expect((await getLead("intake", intake!.id)).lead).toMatchObject({ contactName: "Ines", status: "new" });
  });

  it("answers 404 Lead not found for an unknown id, 400 for a bad kind or id", async () => {
    for (const path of ["/api/admin/leads/submission/999999", "/api/admin/leads/mood-board/999999"]) {
      const response = await send("GET", path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: "Lead not found" });
    }
    const badKind = await send("GET", "/api/admin/leads/audit/1");
    expect(badKind.status).toBe(400);
    expect(((await badKind.json()) as { error: string }).error).toBe(
      'Unknown lead kind "audit". Allowed: submission, reservation, consultation, intake, mood-board',
    );
    for (const id of ["0", "abc", "1.5", "99999999999"]) {
      const response = await send("GET", `/api/admin/leads/submission/${id}`);
      expect(response.status, id).toBe(400);
      expect(await response.json()).toEqual({ error: "Invalid id" });
    }
  });
});

describe("notes", () => {
  it("stores a note signed with the signed-in admin's name, newest first", async () => {
    const id = await submission();
    const first = await addNote("submission", id, { text: "  Called, no answer.  " });
    expect(first.status).toBe(201);
    const entry = (await first.json()) as TimelineEntry;
    expect(entry).toMatchObject({
      type: "event",
      kind: "note",
      body: "Called, no answer.",
      actor: TEST_ADMIN.username,
    });
    expect((await addNote("submission", id, { text: "Called back: wants a quote." })).status).toBe(201);

    const { timeline } = await getLead("submission", id);
    expect(timeline.map((item) => (item.type === "event" ? item.body : item.type))).toEqual([
      "Called back: wants a quote.",
      "Called, no answer.",
    ]);
    const [admin] = await t.database.db.select().from(adminAccounts).where(eq(adminAccounts.username, "admin"));
    const stored = await t.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(stored.every((event) => event.actorId === admin?.id && event.actorName === "admin")).toBe(true);
  });

  it("takes up to 5,000 characters and refuses an empty or longer note with 400 and the field's message", async () => {
    const id = await submission();
    expect((await addNote("submission", id, { text: "x".repeat(NOTE_MAX_CHARACTERS) })).status).toBe(201);
    const cases: Array<[unknown, string]> = [
      [{ text: "" }, "Write a note first"],
      [{ text: "   \n " }, "Write a note first"],
      [{}, "Write a note first"],
      [{ text: 42 }, "Write a note first"],
      [{ text: "x".repeat(NOTE_MAX_CHARACTERS + 1) }, "A note holds at most 5,000 characters"],
    ];
    for (const [body, message] of cases) {
      const response = await addNote("submission", id, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      const error = (await response.json()) as { fields?: Record<string, string> };
      expect(error.fields?.text).toBe(message);
    }
    expect((await addNote("submission", id, "{not json")).status).toBe(400);
    expect((await getLead("submission", id)).timeline).toHaveLength(1);
  });

  it("answers 404 for a note on a lead that does not exist", async () => {
    const response = await addNote("reservation", 999999, { text: "Hello" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Lead not found" });
  });
});

describe("the timeline", () => {
  it("lists status, priority, note, email and spam entries in one list, newest first, with who", async () => {
    const id = await submission();
    expect((await send("PATCH", `/api/admin/submission/${id}/status`, { status: "contacted" })).status).toBe(200);
    expect((await send("PATCH", `/api/admin/submission/${id}/priority`, { priority: "high" })).status).toBe(200);
    expect((await addNote("submission", id, { text: "Sent the proposal." })).status).toBe(201);
    await t.database.db.insert(emailOutbox).values({
      kind: "contact.confirm",
      toAddress: "grace@example.com",
      subject: "We received your message",
      textBody: "Thanks",
      status: "sent",
      sentAt: now(),
      createdAt: now(),
      leadKind: "submission",
      leadId: id,
    });
    expect((await send("POST", `/api/admin/leads/submission/${id}/spam`)).status).toBe(200);

    const { timeline, spamAt } = await getLead("submission", id);
    expect(spamAt).not.toBeNull();
    expect(timeline.map((entry) => ({ ...entry, id: undefined, at: undefined, sentAt: undefined }))).toEqual([
      { type: "event", kind: "spam", body: "Marked as spam", actor: "admin" },
      {
        type: "email",
        kind: "contact.confirm",
        recipient: "grace@example.com",
        subject: "We received your message",
        status: "sent",
        actor: null,
      },
      { type: "event", kind: "note", body: "Sent the proposal.", actor: "admin" },
      { type: "event", kind: "priority", body: "normal → high", actor: "admin" },
      { type: "status", from: "new", to: "contacted", actor: "admin" },
    ]);
    const times = timeline.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const email = timeline.find((entry) => entry.type === "email");
    expect(email?.type === "email" && email.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("records no priority event when the priority does not change", async () => {
    const id = await submission();
    expect((await send("PATCH", `/api/admin/submission/${id}/priority`, { priority: "normal" })).status).toBe(200);
    expect((await getLead("submission", id)).timeline).toEqual([]);
  });

  it("keeps another lead's entries out", async () => {
    const one = await submission();
    const other = await submission();
    expect((await addNote("submission", other, { text: "Not about one" })).status).toBe(201);
    expect((await addNote("intake", one, { text: "Same id, another kind" })).status).toBe(404);
    expect((await getLead("submission", one)).timeline).toEqual([]);
  });
});

describe("spam", () => {
  it("takes a submission out of the stats, the list and the export by default; ?spam=only and include show it", async () => {
    const kept = await submission({ email: "kept@example.com", priority: "high" });
    const spam = await submission({ email: "spam@example.com", priority: "high" });
    const before = await stats();

    const marked = await send("POST", `/api/admin/leads/submission/${spam}/spam`);
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({ kind: "submission", id: spam, status: "new" });

    const after = await stats();
    expect(after.totalSubmissions).toBe(before.totalSubmissions! - 1);
    expect(after.highPriority).toBe(before.highPriority! - 1);

    const list = await listIds("/api/admin/submissions?limit=200");
    expect(list).toContain(kept);
    expect(list).not.toContain(spam);
    const onlySpam = (await (await send("GET", "/api/admin/submissions?spam=only")).json()) as Array<{
      id: number;
      spamAt: string | null;
    }>;
    expect(onlySpam.map((row) => row.id)).toContain(spam);
    expect(onlySpam.every((row) => row.spamAt !== null)).toBe(true);
    const all = await listIds("/api/admin/submissions?spam=include&limit=200");
    expect(all).toEqual(expect.arrayContaining([kept, spam]));

    expect(await csvIds("/api/admin/submissions.csv")).not.toContain(spam);
    expect(await csvIds("/api/admin/submissions.csv?spam=only")).toEqual(onlySpam.map((row) => row.id));
    expect(await csvIds("/api/admin/submissions.csv?spam=include")).toEqual(expect.arrayContaining([kept, spam]));

    // Marking it again changes nothing and records nothing more.
    expect((await send("POST", `/api/admin/leads/submission/${spam}/spam`)).status).toBe(200);
    expect((await getLead("submission", spam)).timeline).toHaveLength(1);

    // Not spam: back in the list and the counts, recorded with who.
    const cleared = await send("DELETE", `/api/admin/leads/submission/${spam}/spam`);
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({ spamAt: null, status: "new" });
    expect(await listIds("/api/admin/submissions?limit=200")).toContain(spam);
    expect((await stats()).totalSubmissions).toBe(before.totalSubmissions);
    const { timeline } = await getLead("submission", spam);
    expect(timeline[0]).toMatchObject({ type: "event", kind: "not-spam", body: "Not spam", actor: "admin" });
  });

  it("frees a spam reservation's place in its slot without mailing the spammer", async () => {
    const first = await reservePublicly("real@example.com");
    const second = await reservePublicly("spammer@example.com");
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect((await reservePublicly("late@example.com")).status).toBe(409);
    const [spam] = await t.database.db
      .select({ id: slotReservations.id })
      .from(slotReservations)
      .where(eq(slotReservations.email, "spammer@example.com"));
    const mailBefore = await t.database.db.select().from(emailOutbox);
    const reservationsBefore = (await stats()).slotReservations!;

    const marked = await send("POST", `/api/admin/leads/reservation/${spam!.id}/spam`);
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({ kind: "reservation", id: spam!.id, status: "cancelled" });
    expect((await t.database.db.select().from(emailOutbox)).length).toBe(mailBefore.length);
    expect((await stats()).slotReservations).toBe(reservationsBefore - 1);

    // The freed place can be booked again.
    expect((await reservePublicly("late@example.com")).status).toBe(201);

    const { timeline, lead } = await getLead("reservation", spam!.id);
    expect(lead.status).toBe("cancelled");
    // (The booking's own emails are in the timeline too, stamped by the database's clock, not the test's.)
    const changes = timeline.filter((entry) => entry.type !== "email");
    expect(changes.map((entry) => ({ ...entry, id: undefined, at: undefined }))).toEqual([
      { type: "event", kind: "spam", body: "Marked as spam", actor: "admin" },
      { type: "status", from: "pending", to: "cancelled", actor: "admin" },
    ]);

    // "Not spam" leaves it cancelled: re-opening it is a status change, under the slot's capacity.
    expect(await (await send("DELETE", `/api/admin/leads/reservation/${spam!.id}/spam`)).json()).toMatchObject({
      spamAt: null,
      status: "cancelled",
    });
  });

  it("cancels a spam consultation, which frees its time", async () => {
    const [row] = await t.database.db
      .insert(consultations)
      .values({ name: "Bot", email: "bot@example.com", consultationType: "strategy", slotKey: "2026-07-01 10:00" })
      .returning({ id: consultations.id });
    const response = await send("POST", `/api/admin/leads/consultation/${row!.id}/spam`);
    expect(await response.json()).toMatchObject({ status: "cancelled" });
    // The time slot is free: another consultation may hold it now.
    await t.database.db
      .insert(consultations)
      .values({ name: "Real", email: "real@example.com", consultationType: "strategy", slotKey: "2026-07-01 10:00" });
    expect(await listIds("/api/admin/consultations?spam=only")).toEqual([row!.id]);
  });

  it("refuses a mood board, a bad filter, an unknown lead", async () => {
    const board = await send("POST", "/api/admin/leads/mood-board/1/spam");
    expect(board.status).toBe(400);
    expect(((await board.json()) as { error: string }).error).toBe(
      "Only these leads can be marked as spam: submission, reservation, consultation, intake",
    );
    const missing = await send("DELETE", "/api/admin/leads/intake/999999/spam");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Lead not found" });
    const filter = await send("GET", "/api/admin/submissions?spam=yes");
    expect(filter.status).toBe(400);
    expect(((await filter.json()) as { fields?: Record<string, string> }).fields?.spam).toBe(
      "spam must be one of: only, include",
    );
    expect((await send("GET", "/api/admin/audits?spam=only")).status).toBe(400);
    expect((await send("GET", "/api/admin/audits?spam=include")).status).toBe(200);
  });
});
