import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#common/forms/honeypot";
import { parseIsoDate, zonedTimeToInstant } from "#common/time/zoned";
import { consultations, emailOutbox, rateLimitCounters } from "#server/db/schema.ts";
import { changeStatus } from "#server/features/admin/service.ts";
import { confirmLinkOf } from "#tests/support/confirm-link";
import { formToken } from "#tests/support/form-token";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";

// A fixed clock: Friday June 19, 2026, 10:00 in New York.
const NOW = zonedTimeToInstant(parseIsoDate("2026-06-19")!, 10, 0);

const valid = {
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "555-0199",
  company: "Compilers Inc.",
  consultationType: "technical-review",
  preferredDate: "2026-06-23",
  preferredTime: "2:00 PM",
  projectDetails: "Our site is slow and hard to update.",
  budget: "$10,000 - $20,000",
  timeline: "Within 3 months",
  currentWebsite: "https://compilers.example.com/",
  goals: "Faster pages and more demo requests.",
};

let t: TestApp;
let address = 0;
const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(
    "/api/consultations",
    // As the form sends it: with a fresh form token, unless the test sets its own.
    jsonRequest(
      body && typeof body === "object" && !("formToken" in body) ? { ...body, ...formToken("consultation") } : body,
      {
        headers: { "x-test-client-address": `10.1.0.${++address}`, ...headers },
      },
    ),
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});

/** The visitor opens the link mailed to `email`; where it sends them. */
async function openLink(email: string): Promise<URL> {
  const response = await t.app.request(await confirmLinkOf(t.database.db, email, "consultation.verify"));
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "", "http://localhost");
}

/** A booking sent and confirmed by its visitor: it holds its time. */
async function book(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await post(body, headers);
  expect(response.status).toBe(201);
  expect((await openLink(String(body.email))).searchParams.get("confirmation")).toBe("booked");
}
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(consultations);
  await t.database.db.delete(emailOutbox);
  await t.database.db.delete(rateLimitCounters);
});

describe("POST /api/consultations", () => {
  it("stores exactly the sent fields and answers {success: true, message}", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body).toEqual({
      success: true,
      message:
        "Almost there: open the link we've emailed to grace@example.com within 24 hours to book your Technical Review on Tuesday, June 23 at 2:00 PM Eastern Time. A calendar invitation follows, and you'll receive a tailored proposal within 24 hours after the call.",
    });

    const [row] = await t.database.db.select().from(consultations);
    const { preferredDate, ...rest } = valid;
    // Asked for, not yet held: the time stays free until the visitor opens the link.
    expect(row).toMatchObject({ ...rest, status: "scheduled", slotKey: null, requestedSlotKey: "2026-06-23 14:00" });
    // 2:00 PM EDT is 18:00 UTC.
    expect(row?.preferredDate?.toISOString()).toBe("2026-06-23T18:00:00.000Z");
    expect(await (await t.app.request("/api/consultations/taken?from=2026-06-20&to=2026-06-30")).json()).toEqual({
      taken: [],
    });
  });

  it("mails a link that books the time, then the confirmation with an .ics invitation", async () => {
    await post(valid);
    const mail = await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mail.map((row) => row.kind)).toEqual(["consultation.notify", "consultation.verify"]);
    expect(mail[0]).toMatchObject({ toAddress: "hello@meridianstudio.dev", replyTo: "grace@example.com" });
    expect(mail[1]?.toAddress).toBe("grace@example.com");
    expect(mail[1]?.textBody).toMatch(
      /Confirm my consultation: http:\/\/localhost:3000\/api\/consultations\/confirm\?token=/,
    );
    // No invitation before the time is the visitor's.
    expect(mail[1]?.attachments ?? []).toEqual([]);

    const page = await openLink("grace@example.com");
    expect(`${page.pathname}${page.search}${page.hash}`).toBe(
      "/book-consultation?confirmation=booked&time=2026-06-23+14%3A00#confirmation",
    );
    expect(await (await t.app.request("/api/consultations/taken?from=2026-06-20&to=2026-06-30")).json()).toEqual({
      taken: ["2026-06-23 14:00"],
    });
    const after = await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(after.map((row) => row.kind)).toEqual([
      "consultation.notify",
      "consultation.verify",
      "consultation.confirm",
      "consultation.notify-confirmed",
    ]);
    const confirm = after[2];
    expect(confirm?.toAddress).toBe("grace@example.com");
    expect(confirm?.textBody).toMatch(/within 24 hours/i);
    const ics = confirm?.attachments?.[0];
    expect(ics?.filename).toBe("consultation.ics");
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    expect(ics?.content).toContain("DTSTART:20260623T180000Z\r\n");
    expect(ics?.content).toContain("DTEND:20260623T184500Z\r\n"); // technical review: 45 minutes
    expect(ics?.content).toContain("ATTENDEE;CN=Grace Hopper");
    expect(ics?.content).toContain("METHOD:PUBLISH\r\n");
    expect(ics?.content).toContain("SEQUENCE:0\r\n");
    // "Reply to this email" reaches the agency; every mail is linked to the consultation, in HTML too.
    expect(confirm?.textBody).toContain("Need to reschedule? Reply to this email");
    expect(confirm?.replyTo).toBe("hello@meridianstudio.dev");
    expect(confirm?.htmlBody).toContain("Need to reschedule? Reply to this email");
    const [row] = await t.database.db.select().from(consultations);
    expect(row).toMatchObject({ slotKey: "2026-06-23 14:00", emailConfirmedAt: NOW });
    expect(new Set(after.map((item) => `${item.leadKind} ${item.leadId}`))).toEqual(
      new Set([`consultation ${row?.id}`]),
    );
    expect(after[0]?.htmlBody).toContain(`href="http://localhost:3000/admin/leads/consultation/${row?.id}"`);
    // Opened again, the link says the same; an unknown one books nothing.
    expect((await openLink("grace@example.com")).searchParams.get("confirmation")).toBe("booked");
    const forged = await t.app.request(`/api/consultations/confirm?token=${"B".repeat(32)}`);
    expect(forged.headers.get("location")).toBe("/book-consultation?confirmation=expired#confirmation");
  });

  it("takes the asked-for time when the agency confirms a booking by hand, unless someone holds it", async () => {
    expect((await post(valid)).status).toBe(201);
    expect((await post({ ...valid, email: "ada@example.com" })).status).toBe(201);
    const [grace, ada] = await t.database.db.select().from(consultations).orderBy(asc(consultations.id));
    const owner = { username: "owner" };
    await changeStatus(t.database.db, "consultation", grace!.id, "confirmed", NOW, owner);
    const [held] = await t.database.db.select().from(consultations).where(eq(consultations.id, grace!.id));
    expect(held?.slotKey).toBe("2026-06-23 14:00");
    await expect(changeStatus(t.database.db, "consultation", ada!.id, "confirmed", NOW, owner)).rejects.toMatchObject({
      status: 409,
    });
    // Ada's link now says the time was taken.
    expect((await openLink("ada@example.com")).searchParams.get("confirmation")).toBe("taken");
  });

  it("gives the time to the first who confirms and tells the others at once", async () => {
    expect((await post(valid)).status).toBe(201);
    expect((await post({ ...valid, email: "ada@example.com", name: "Ada" })).status).toBe(201);
    expect((await openLink("ada@example.com")).searchParams.get("confirmation")).toBe("booked");
    const told = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "consultation.time-taken"));
    expect(told.map((row) => row.toAddress)).toEqual(["grace@example.com"]);
    expect(told[0]?.textBody).toContain("Choose another time: http://localhost:3000/book-consultation");
    expect((await openLink("grace@example.com")).searchParams.get("confirmation")).toBe("taken");
    // Once held, the time is refused to a new request at once.
    const late = await post({ ...valid, email: "linus@example.com" });
    expect(late.status).toBe(409);
  });

  it("withholds the confirmation and its invitation from a booking posted without the form's token", async () => {
    expect((await post({ ...valid, formToken: undefined })).status).toBe(201);
    const [row] = await t.database.db.select().from(consultations);
    expect(row?.automatedReason).toBe("no form token: posted without the form");
    const mail = await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mail.map((item) => item.kind)).toEqual(["consultation.notify"]);
    expect(mail[0]?.textBody).toContain("Confirmation not sent: looks automated (no form token");
  });

  it("keeps an automated-looking booking for the agency but leaves its time free for a visitor", async () => {
    for (const preferredTime of ["9:00 AM", "10:00 AM", "11:00 AM"]) {
      expect((await post({ ...valid, preferredTime, formToken: undefined })).status).toBe(201);
    }
    const scripted = await t.database.db.select().from(consultations);
    expect(scripted.map((row) => row.slotKey)).toEqual([null, null, null]);
    const taken = await (await t.app.request("/api/consultations/taken?from=2026-06-20&to=2026-06-30")).json();
    expect(taken).toEqual({ taken: [] });
    // A visitor books the same time.
    expect((await post({ ...valid, preferredTime: "10:00 AM", email: "visitor@example.com" })).status).toBe(201);
  });

  it("accepts only the required fields and stores the optional ones as empty", async () => {
    const response = await post({
      name: "Grace Hopper",
      email: "grace@example.com",
      consultationType: "project-consultation",
      preferredDate: "2026-06-22",
      preferredTime: "9:00 AM",
      currentWebsite: "",
    });
    expect(response.status).toBe(201);
    const [row] = await t.database.db.select().from(consultations);
    expect(row).toMatchObject({ phone: null, company: null, currentWebsite: null, budget: null, goals: null });
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["name", { name: undefined }, "Name is required"],
    ["email", { email: "grace@" }, "Please enter a valid email address"],
    ["email", { email: undefined }, "Please enter a valid email address"],
    ["consultationType", { consultationType: "therapy" }, "Please select a consultation type"],
    ["consultationType", { consultationType: undefined }, "Please select a consultation type"],
    ["preferredDate", { preferredDate: "" }, "Please select a preferred date"],
    ["preferredDate", { preferredDate: "next tuesday" }, "Please select a preferred date"],
    ["preferredDate", { preferredDate: "2026-02-30" }, "Please select a preferred date"],
    ["preferredTime", { preferredTime: "" }, "Please select a preferred time"],
    ["preferredTime", { preferredTime: "12:00 PM" }, "Please select a preferred time"],
    ["preferredDate", { preferredDate: "2026-06-19" }, "Please choose a date from tomorrow on"],
    ["preferredDate", { preferredDate: "2026-06-18" }, "Please choose a date from tomorrow on"],
    [
      "preferredDate",
      { preferredDate: "2026-06-20" },
      "Consultations take place Monday to Friday; please choose a weekday",
    ],
    ["preferredDate", { preferredDate: "2026-12-01" }, "Please choose a date within the next 60 days"],
    [
      "currentWebsite",
      { currentWebsite: "javascript:alert(1)" },
      "Please enter a valid website address (http or https)",
    ],
  ])("refuses a bad %s with its message and success: false", async (field, change, message) => {
    const body = Object.fromEntries(Object.entries({ ...valid, ...change }).filter(([, value]) => value !== undefined));
    const response = await post(body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { success: boolean; error: string; fields: Record<string, string> };
    expect(json.success).toBe(false);
    expect(json.fields[field]).toBe(message);
    expect(await t.database.db.select().from(consultations)).toHaveLength(0);
  });

  it("stores SQL and HTML verbatim", async () => {
    const goals = `<img src=x onerror=alert(1)> "; delete from consultations; --`;
    expect((await post({ ...valid, goals })).status).toBe(201);
    const [row] = await t.database.db.select().from(consultations);
    expect(row?.goals).toBe(goals);
  });

  it("refuses a filled honeypot with 400 and stores nothing", async () => {
    const response = await post({ ...valid, [HONEYPOT_FIELD]: "555-0100" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
    expect(await t.database.db.select().from(consultations)).toHaveLength(0);
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("holds one upcoming time per address and per visitor: a second is refused with 409", async () => {
    expect((await post(valid)).status).toBe(201);
    // Waiting for its link, the request already counts as the address's.
    const waiting = await post({ ...valid, email: "grace@EXAMPLE.com", preferredDate: "2026-06-24" });
    const asked =
      "You already asked for a consultation on Tuesday, June 23 at 2:00 PM Eastern Time. Open the link we emailed you to confirm it.";
    expect(await waiting.json()).toEqual({ success: false, error: asked, fields: { email: asked } });
    await openLink(valid.email);
    const again = await post({ ...valid, email: "Grace@Example.com", preferredDate: "2026-06-24" });
    expect(again.status).toBe(409);
    const message =
      "You already have a consultation booked for Tuesday, June 23 at 2:00 PM Eastern Time. To change it, reply to your confirmation email.";
    expect(await again.json()).toEqual({ success: false, error: message, fields: { email: message } });
    const from = { "x-test-client-address": "198.51.100.4" };
    expect((await post({ ...valid, email: "linus@example.com", preferredTime: "9:00 AM" }, from)).status).toBe(201);
    const sameVisitor = await post({ ...valid, email: "ada@example.com", preferredTime: "10:00 AM" }, from);
    expect(sameVisitor.status).toBe(409);
    expect(await sameVisitor.json()).toEqual({
      success: false,
      error: "A consultation is already booked from your connection. To book another, please contact us.",
    });
    // Once Grace's call is cancelled, she may book another time.
    await t.database.db
      .update(consultations)
      .set({ status: "cancelled" })
      .where(eq(consultations.email, "grace@example.com"));
    expect((await post({ ...valid, preferredDate: "2026-06-24" })).status).toBe(201);
  });

  it("refuses a second booking of the same date and time with 409, whatever the type", async () => {
    await book(valid);
    const second = await post({ ...valid, email: "ada@example.com", consultationType: "strategy-session" });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      success: false,
      error: "This time slot has just been booked. Please choose another time.",
    });
    // The same time on another day, and another time on the same day, are free.
    expect((await post({ ...valid, email: "linus@example.com", preferredDate: "2026-06-24" })).status).toBe(201);
    expect((await post({ ...valid, email: "margaret@example.com", preferredTime: "3:00 PM" })).status).toBe(201);
    expect(await t.database.db.select().from(consultations)).toHaveLength(3);
    // Three notifications and three links, one receipt: the refused booking mailed nobody.
    const mail = await t.database.db.select().from(emailOutbox);
    expect(mail.map((row) => row.kind).sort()).toEqual([
      "consultation.confirm",
      "consultation.notify",
      "consultation.notify",
      "consultation.notify",
      "consultation.notify-confirmed",
      "consultation.verify",
      "consultation.verify",
      "consultation.verify",
    ]);
  });

  it("limits each client address to 10 bookings a minute with 429, Retry-After and success: false", async () => {
    const headers = { "x-test-client-address": "192.0.2.9" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.request("/api/consultations", jsonRequest({ ...valid, name: "" }, { headers }));
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
        const body = (await response.json()) as { success: boolean; error: string };
        expect(body.success).toBe(false);
        expect(body.error).toMatch(/Too many requests/);
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("GET /api/consultations/taken", () => {
  it("lists only the taken date+time keys in the range, with no personal data", async () => {
    await book(valid);
    await book({ ...valid, email: "linus@example.com", preferredDate: "2026-06-22", preferredTime: "9:00 AM" });
    await book({ ...valid, email: "margaret@example.com", preferredDate: "2026-07-06", preferredTime: "4:00 PM" });
    // Only asked for: not taken.
    await post({ ...valid, email: "ada@example.com", preferredDate: "2026-06-25", preferredTime: "9:00 AM" });

    const response = await t.app.request("/api/consultations/taken?from=2026-06-20&to=2026-06-30");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ taken: ["2026-06-22 09:00", "2026-06-23 14:00"] });
    expect(JSON.stringify(body)).not.toContain("grace");
  });

  it("refuses a missing, reversed or over-long range with 400", async () => {
    expect((await t.app.request("/api/consultations/taken")).status).toBe(400);
    expect((await t.app.request("/api/consultations/taken?from=2026-07-01&to=2026-06-01")).status).toBe(400);
    expect((await t.app.request("/api/consultations/taken?from=2026-01-01&to=2026-12-31")).status).toBe(400);
  });
});
