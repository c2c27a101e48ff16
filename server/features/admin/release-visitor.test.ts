/**
 * A visitor's bookings released in one action, and the alert when a calendar takes more bookings in an hour
 * than people make (docs/product/lead-capture.md § Confirmed by email).
 */
import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseIsoDate, zonedTimeToInstant } from "#common/time/zoned";
import { consultations, emailOutbox, leadEvents, slotReservations } from "#server/db/schema.ts";
import { BOOKINGS_AN_HOUR_ALERT } from "#server/features/spam/booking-burst.ts";
import { openConfirmLink } from "#tests/support/confirm-link";
import { formToken } from "#tests/support/form-token";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { createAdmin, signIn, withToken } from "./admin-test-support.ts";

const NOW = zonedTimeToInstant(parseIsoDate("2026-06-19")!, 10, 0);
const SCRIPT = "203.0.113.50";

let t: TestApp;
let token: string;
beforeAll(async () => {
  // A connection allowed many bookings (an office's), as a script would hope.
  t = await createTestApp({ now: () => NOW, env: { HELD_BOOKINGS_PER_VISITOR: "20", RATE_LIMIT_FACTOR: "100" } });
  await createAdmin(t);
  token = await signIn(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(slotReservations);
  await t.database.db.delete(consultations);
  await t.database.db.delete(emailOutbox);
});

const reserve = (email: string, slot: string, from = SCRIPT) =>
  t.app.request(
    "/api/reserve-slot",
    jsonRequest(
      {
        name: "Mallory",
        email,
        package: "essential",
        preferredSlot: slot,
        projectDetails: "A small brochure website for a local bakery.",
        ...formToken("reserve-slot"),
      },
      { headers: { "x-test-client-address": from } },
    ),
  );

const call = (email: string, preferredTime: string, from = SCRIPT) =>
  t.app.request(
    "/api/consultations",
    jsonRequest(
      {
        name: "Mallory",
        email,
        consultationType: "project-consultation",
        preferredDate: "2026-06-24",
        preferredTime,
        ...formToken("consultation"),
      },
      { headers: { "x-test-client-address": from } },
    ),
  );

describe("Release this visitor's bookings", () => {
  it("cancels every booking one visitor holds or awaits in both calendars, mailing no one, and nobody else's", async () => {
    // Three mailboxes the script reads, one connection: two places held, one request waiting, one call.
    for (const [email, slot] of [
      ["m1@example.com", "july-early-2026"],
      ["m2@example.com", "july-late-2026"],
      ["m3@example.com", "august-early-2026"],
    ] as const) {
      expect((await reserve(email, slot)).status).toBe(201);
    }
    expect(await openConfirmLink(t.app, t.database.db, "m1@example.com", "reservation.verify")).toBe("held");
    expect(await openConfirmLink(t.app, t.database.db, "m2@example.com", "reservation.verify")).toBe("held");
    expect((await call("m4@example.com", "9:00 AM")).status).toBe(201);
    expect(await openConfirmLink(t.app, t.database.db, "m4@example.com", "consultation.verify")).toBe("booked");
    // A real visitor elsewhere.
    expect((await reserve("ada@example.com", "july-early-2026", "198.51.100.8")).status).toBe(201);
    expect(await openConfirmLink(t.app, t.database.db, "ada@example.com", "reservation.verify")).toBe("held");

    const [first] = await t.database.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.email, "m1@example.com"));
    const mailBefore = (await t.database.db.select().from(emailOutbox)).length;
    const response = await t.app.request(
      `/api/admin/leads/reservation/${first!.id}/release-visitor`,
      withToken(token, { method: "POST" }),
    );
    expect(response.status).toBe(200);
    const { released } = (await response.json()) as { released: Array<{ kind: string; id: number }> };
    expect(released.map((booking) => booking.kind).sort()).toEqual([
      "consultation",
      "reservation",
      "reservation",
      "reservation",
    ]);

    const reservations = await t.database.db.select().from(slotReservations).orderBy(asc(slotReservations.id));
    expect(reservations.map((row) => [row.email, row.status])).toEqual([
      ["m1@example.com", "cancelled"],
      ["m2@example.com", "cancelled"],
      ["m3@example.com", "cancelled"],
      ["ada@example.com", "pending"],
    ]);
    const [released4] = await t.database.db.select().from(consultations);
    expect(released4).toMatchObject({ status: "cancelled", visitorKey: null });
    // Their places are free again; the real visitor's is kept. No mail went to anyone.
    expect(await (await t.app.request("/api/slot-availability")).json()).toEqual([
      { preferredSlot: "july-early-2026" },
    ]);
    expect(await (await t.app.request("/api/consultations/taken?from=2026-06-20&to=2026-06-30")).json()).toEqual({
      taken: [],
    });
    expect((await t.database.db.select().from(emailOutbox)).length).toBe(mailBefore);
    const events = await t.database.db.select().from(leadEvents).where(eq(leadEvents.kind, "released"));
    expect(events).toHaveLength(4);

    // Released, the booking no longer records its visitor: a second release has nothing to do.
    const again = await t.app.request(
      `/api/admin/leads/reservation/${first!.id}/release-visitor`,
      withToken(token, { method: "POST" }),
    );
    expect(again.status).toBe(409);
    const notBooking = await t.app.request(
      "/api/admin/leads/submission/1/release-visitor",
      withToken(token, { method: "POST" }),
    );
    expect(notBooking.status).toBe(400);
    const anonymous = await t.app.request(`/api/admin/leads/reservation/${first!.id}/release-visitor`, {
      method: "POST",
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("a calendar taking more bookings in an hour than people make", () => {
  it("mails the agency once, when the hour's bookings reach the threshold", async () => {
    const times = ["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"];
    for (const [index, time] of times.entries()) {
      expect((await call(`bot${index}@example.com`, time, `198.18.0.${index}`)).status).toBe(201);
    }
    const alerts = await t.database.db.select().from(emailOutbox).where(like(emailOutbox.kind, "%.burst-alert"));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      kind: "consultation.burst-alert",
      toAddress: "hello@meridianstudio.dev",
      subject: `Unusual bookings: ${BOOKINGS_AN_HOUR_ALERT} consultation bookings in the last hour`,
    });
    expect(alerts[0]?.textBody).toContain("Release this visitor's bookings");
  });
});
