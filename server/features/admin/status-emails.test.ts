/**
 * The visitor's email when the agency changes a lead's status in the console
 * (docs/product/lead-capture.md § Emails): a reservation confirmed or
 * cancelled; a consultation cancelled, with an .ics that removes the event
 * (same UID as the invitation, METHOD:CANCEL, a higher SEQUENCE). Queued in
 * the change's transaction; nothing for other changes or a lead marked as spam.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseIsoDate, zonedTimeToInstant } from "#common/time/zoned";
import {
  consultations,
  emailOutbox,
  rateLimitCounters,
  slotCapacity,
  slotReservations,
  statusChanges,
} from "#server/db/schema.ts";
import { openConfirmLink } from "#tests/support/confirm-link";
import { formToken } from "#tests/support/form-token";
import { jsonRequest, type TestApp } from "#tests/support/test-app";
import { adminTestApp, clearTables, withToken } from "./admin-test-support.ts";

// June 19, 2026 in New York.
const NOW = zonedTimeToInstant(parseIsoDate("2026-06-19")!, 10, 0);

let t: TestApp;
let token: string;
let address = 0;

beforeAll(async () => {
  ({ t, token } = await adminTestApp({ now: () => NOW, env: { PUBLIC_SITE_URL: "https://agency.test" } }));
});
afterAll(() => t.close());
beforeEach(() =>
  clearTables(t, [slotReservations, slotCapacity, consultations, statusChanges, emailOutbox, rateLimitCounters]),
);

const setStatus = (entity: string, id: number, status: string) =>
  t.app.request(
    `/api/admin/${entity}/${id}/status`,
    withToken(token, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status }),
    }),
  );

const publicPost = (path: "/api/reserve-slot" | "/api/consultations", body: Record<string, unknown>) =>
  t.app.request(
    path,
    jsonRequest(
      { ...body, ...formToken(path === "/api/reserve-slot" ? "reserve-slot" : "consultation") },
      { headers: { "x-test-client-address": `10.9.0.${++address}` } },
    ),
  );

const mailOf = (kind: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).orderBy(asc(emailOutbox.id));

async function reserve(): Promise<number> {
  const response = await publicPost("/api/reserve-slot", {
    name: "Ada <Lovelace>",
    email: "ada@example.com",
    package: "business",
    preferredSlot: "july-early-2026",
    projectDetails: "A new website for our engine workshop.",
  });
  expect(response.status).toBe(201);
  // The visitor opens the link mailed to them: the reservation holds its place.
  expect(await openConfirmLink(t.app, t.database.db, "ada@example.com", "reservation.verify")).toBe("held");
  const [row] = await t.database.db.select().from(slotReservations);
  return row!.id;
}

async function book(): Promise<number> {
  const response = await publicPost("/api/consultations", {
    name: "Grace Hopper",
    email: "grace@example.com",
    consultationType: "technical-review",
    preferredDate: "2026-06-23",
    preferredTime: "2:00 PM",
  });
  expect(response.status).toBe(201);
  // The visitor opens the link mailed to them: the time is theirs.
  expect(await openConfirmLink(t.app, t.database.db, "grace@example.com", "consultation.verify")).toBe("booked");
  const [row] = await t.database.db.select().from(consultations);
  return row!.id;
}

describe("a reservation's status", () => {
  it("confirmed: the visitor is told, linked to the reservation, replies reaching the agency", async () => {
    const id = await reserve();
    expect((await setStatus("reservation", id, "confirmed")).status).toBe(200);
    const [mail, ...more] = await mailOf("reservation.confirmed");
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      toAddress: "ada@example.com",
      replyTo: "hello@meridianstudio.dev",
      subject: "Your Meridian Studio development slot is confirmed: July 1–15, 2026",
      leadKind: "reservation",
      leadId: id,
    });
    // A name that does not read as one is not repeated to the visitor: the neutral greeting.
    expect(mail?.textBody).toMatch(/^Hello,\n/);
    expect(mail?.textBody).not.toContain("Lovelace");
    expect(mail?.textBody).toContain("your July 1–15, 2026 development slot with Meridian Studio is confirmed");
  });

  it("cancelled: the visitor is told; other changes and a repeat of the same status send nothing", async () => {
    const id = await reserve();
    expect((await setStatus("reservation", id, "in-progress")).status).toBe(200);
    expect((await setStatus("reservation", id, "in-progress")).status).toBe(200);
    expect((await setStatus("reservation", id, "cancelled")).status).toBe(200);
    const kinds = (await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))).map((m) => m.kind);
    expect(kinds).toEqual([
      "reservation.notify",
      "reservation.verify",
      "reservation.confirm",
      "reservation.notify-confirmed",
      "reservation.cancelled",
    ]);
    const [mail] = await mailOf("reservation.cancelled");
    expect(mail?.subject).toBe("Your Meridian Studio development slot reservation is cancelled: July 1–15, 2026");
    expect(mail?.textBody).toContain("Your reservation of the July 1–15, 2026 development slot");
  });

  it("a refused change (an unknown status) queues nothing", async () => {
    const id = await reserve();
    expect((await setStatus("reservation", id, "approved")).status).toBe(400);
    expect(await mailOf("reservation.confirmed")).toHaveLength(0);
  });

  it("a reservation marked as spam is never written to", async () => {
    const id = await reserve();
    await t.database.db.update(slotReservations).set({ spamAt: NOW }).where(eq(slotReservations.id, id));
    expect((await setStatus("reservation", id, "confirmed")).status).toBe(200);
    expect(await mailOf("reservation.confirmed")).toHaveLength(0);
  });
});

describe("a consultation cancelled by the agency", () => {
  it("sends the visitor a cancellation whose .ics removes the invitation (same UID, CANCEL, higher SEQUENCE)", async () => {
    const id = await book();
    const [confirm] = await mailOf("consultation.confirm");
    const invitation = confirm?.attachments?.[0]?.content ?? "";
    const uid = /UID:(.+)\r\n/.exec(invitation)?.[1];
    expect(uid).toBe(`consultation-${id}@agency.test`);
    expect(invitation).toContain("SEQUENCE:0\r\n");

    expect((await setStatus("consultation", id, "cancelled")).status).toBe(200);
    const [mail, ...more] = await mailOf("consultation.cancelled");
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      toAddress: "grace@example.com",
      replyTo: "hello@meridianstudio.dev",
      leadKind: "consultation",
      leadId: id,
    });
    expect(mail?.subject).toBe(
      "Cancelled: your Technical Review with Meridian Studio, Tuesday, June 23, 2026 at 2:00 PM Eastern Time (EDT)",
    );
    expect(mail?.textBody).toContain("is cancelled. The attached calendar update removes it from your calendar.");
    expect(mail?.htmlBody).toContain("Your consultation is cancelled");
    const ics = mail?.attachments?.[0];
    expect(ics?.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(ics?.content).toContain("METHOD:CANCEL\r\n");
    expect(ics?.content).toContain(`UID:${uid}\r\n`);
    expect(ics?.content).toContain("STATUS:CANCELLED\r\n");
    expect(ics?.content).toContain("SEQUENCE:1\r\n");
    expect(ics?.content).toContain("DTSTART:20260623T180000Z\r\n");
    expect(ics?.content).not.toContain("VALARM");
  });

  it("cancelled again after being reopened: a still higher SEQUENCE; confirming sends nothing", async () => {
    const id = await book();
    expect((await setStatus("consultation", id, "cancelled")).status).toBe(200);
    expect((await setStatus("consultation", id, "confirmed")).status).toBe(200);
    expect((await setStatus("consultation", id, "cancelled")).status).toBe(200);
    const sequences = (await mailOf("consultation.cancelled")).map(
      (mail) => /SEQUENCE:(\d+)/.exec(mail.attachments?.[0]?.content ?? "")?.[1],
    );
    expect(sequences).toEqual(["1", "3"]);
    const kinds = (await t.database.db.select().from(emailOutbox)).map((mail) => mail.kind).sort();
    expect(kinds).toEqual([
      "consultation.cancelled",
      "consultation.cancelled",
      "consultation.confirm",
      "consultation.notify",
      "consultation.notify-confirmed",
      "consultation.verify",
    ]);
  });
});
