/**
 * The console moves a consultation (docs/product/admin-console.md § Rescheduling a consultation):
 * the new time is checked like a booking, the move is in the lead's timeline
 * with who made it, and the visitor gets an email whose .ics moves the event
 * they hold (same UID, a higher SEQUENCE); a later cancellation goes higher still.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseIsoDate, zonedTimeToInstant } from "#common/time/zoned";
import { consultations, emailOutbox, leadEvents, rateLimitCounters, statusChanges } from "#server/db/schema.ts";
import { openConfirmLink } from "#tests/support/confirm-link";
import { formToken } from "#tests/support/form-token";
import { jsonRequest, type TestApp } from "#tests/support/test-app";
import { adminTestApp, clearTables, withToken } from "./admin-test-support.ts";

// Friday June 19, 2026 in New York.
const NOW = zonedTimeToInstant(parseIsoDate("2026-06-19")!, 10, 0);

let t: TestApp;
let token: string;
let address = 0;

beforeAll(async () => {
  ({ t, token } = await adminTestApp({ now: () => NOW, env: { PUBLIC_SITE_URL: "https://agency.test" } }));
});
afterAll(() => t.close());
beforeEach(() => clearTables(t, [consultations, statusChanges, leadEvents, emailOutbox, rateLimitCounters]));

const patch = (path: string, body: unknown, authorised = true) => {
  const init = { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  return t.app.request(path, authorised ? withToken(token, init) : init);
};
const reschedule = (id: number, preferredDate: string, preferredTime: string, authorised = true) =>
  patch(`/api/admin/consultation/${id}/schedule`, { preferredDate, preferredTime }, authorised);
const mailOf = (kind: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).orderBy(asc(emailOutbox.id));

async function book(preferredDate = "2026-06-23", preferredTime = "2:00 PM", email = "grace@example.com") {
  const response = await t.app.request(
    "/api/consultations",
    jsonRequest(
      {
        name: "Grace Hopper",
        email,
        consultationType: "technical-review",
        preferredDate,
        preferredTime,
        ...formToken("consultation"),
      },
      { headers: { "x-test-client-address": `10.8.0.${++address}` } },
    ),
  );
  expect(response.status).toBe(201);
  // The visitor opens the link mailed to them: the time is theirs.
  expect(await openConfirmLink(t.app, t.database.db, email, "consultation.verify")).toBe("booked");
  const rows = await t.database.db.select().from(consultations).where(eq(consultations.email, email));
  return rows[0]!.id;
}

describe("PATCH /api/admin/consultation/:id/schedule", () => {
  it("moves the call, records who moved it, and sends the visitor a calendar update for the same event", async () => {
    const id = await book();
    const response = await reschedule(id, "2026-06-25", "10:00 AM");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, preferredTime: "10:00 AM" });

    const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, id));
    expect(row?.preferredDate?.toISOString()).toBe("2026-06-25T14:00:00.000Z");
    expect(row?.preferredTime).toBe("10:00 AM");
    expect(row?.slotKey).toBe("2026-06-25 10:00");

    const [event] = await t.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(event).toMatchObject({
      leadKind: "consultation",
      kind: "rescheduled",
      actorName: "admin",
      body: "Jun 23, 2026, 2:00 PM ET → Jun 25, 2026, 10:00 AM ET",
    });

    const invitation = (await mailOf("consultation.confirm"))[0]?.attachments?.[0]?.content ?? "";
    const [mail, ...more] = await mailOf("consultation.rescheduled");
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ toAddress: "grace@example.com", leadKind: "consultation", leadId: id });
    expect(mail?.subject).toBe(
      "Rescheduled: your Technical Review with Meridian Studio, now Thursday, June 25, 2026 at 10:00 AM Eastern Time (EDT)",
    );
    expect(mail?.textBody).toContain("is moved from Tuesday, June 23, 2026 at 2:00 PM Eastern Time (EDT) to Thursday");
    expect(mail?.htmlBody).toContain("Your consultation has a new time");
    const ics = mail?.attachments?.[0]?.content ?? "";
    expect(/UID:(.+)\r\n/.exec(ics)?.[1]).toBe(/UID:(.+)\r\n/.exec(invitation)?.[1]);
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(ics).toContain("DTSTART:20260625T140000Z\r\n");
    expect(ics).toContain("STATUS:CONFIRMED\r\n");

    // The old time is free again; the new one is taken.
    const taken = await t.app.request("/api/consultations/taken?from=2026-06-22&to=2026-06-26");
    expect(((await taken.json()) as { taken: string[] }).taken).toEqual(["2026-06-25 10:00"]);
  });

  it("a second move and then a cancellation each carry a higher SEQUENCE", async () => {
    const id = await book();
    expect((await reschedule(id, "2026-06-25", "10:00 AM")).status).toBe(200);
    expect((await reschedule(id, "2026-06-26", "3:00 PM")).status).toBe(200);
    const cancel = await patch(`/api/admin/consultation/${id}/status`, { status: "cancelled" });
    expect(cancel.status).toBe(200);
    const sequence = (content: string | undefined) => /SEQUENCE:(\d+)/.exec(content ?? "")?.[1];
    const moved = await mailOf("consultation.rescheduled");
    const cancelled = await mailOf("consultation.cancelled");
    expect(moved.map((mail) => sequence(mail.attachments?.[0]?.content))).toEqual(["1", "2"]);
    expect(cancelled.map((mail) => sequence(mail.attachments?.[0]?.content))).toEqual(["3"]);
    expect(cancelled[0]?.attachments?.[0]?.content).toContain("DTSTART:20260626T190000Z\r\n");
  });

  it("refuses a time another visitor holds (409), a weekend (400), an unknown id (404) and a cancelled call (409)", async () => {
    const id = await book();
    await book("2026-06-25", "10:00 AM", "other@example.com");
    const taken = await reschedule(id, "2026-06-25", "10:00 AM");
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      error: "This time slot has just been booked. Please choose another time.",
    });
    const weekend = await reschedule(id, "2026-06-27", "10:00 AM");
    expect(weekend.status).toBe(400);
    expect(((await weekend.json()) as { error: string }).error).toContain("Monday to Friday");
    expect((await reschedule(id, "2026-06-25", "8:00 AM")).status).toBe(400);
    expect((await reschedule(999_999, "2026-06-25", "11:00 AM")).status).toBe(404);
    expect((await patch(`/api/admin/consultation/${id}/status`, { status: "cancelled" })).status).toBe(200);
    const cancelled = await reschedule(id, "2026-06-25", "11:00 AM");
    expect(cancelled.status).toBe(409);
    // Nothing moved, nothing sent for the refused ones.
    expect(await mailOf("consultation.rescheduled")).toHaveLength(0);
    const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, id));
    expect(row?.slotKey).toBe("2026-06-23 14:00");
  });

  it("is the console's: without a session it answers 401", async () => {
    const id = await book();
    expect((await reschedule(id, "2026-06-25", "10:00 AM", false)).status).toBe(401);
  });
});
