import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#common/forms/honeypot";
import { parseIsoDate, zonedTimeToInstant } from "#common/time/zoned";
import { emailOutbox, rateLimitCounters, slotCapacity, slotReservations } from "#server/db/schema.ts";
import { applyStatusChange } from "#server/features/admin/service.ts";
import { forgetVisitorsWithoutPlace } from "#server/features/spam/one-hold-each.ts";
import { confirmLinkOf } from "#tests/support/confirm-link";
import { formToken } from "#tests/support/form-token";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";

// A fixed clock: June 20, 2026 in New York. Bookable: june-late … august-late.
const NOW = zonedTimeToInstant(parseIsoDate("2026-06-20")!, 10, 0);

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  business: "Analytical Engines Ltd",
  phone: "+1 (555) 010-2030",
  package: "business",
  preferredSlot: "july-early-2026",
  projectDetails: "A new website for our engine workshop, with a booking flow.",
  budget: "$5,000 - $10,000",
  timeline: "moderate",
};

let t: TestApp;
let address = 0;
/** Each request gets its own client address so the rate limit stays out of the way. */
const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(
    "/api/reserve-slot",
    // As the form sends it: with a fresh form token, unless the test sets its own.
    jsonRequest(
      body && typeof body === "object" && !("formToken" in body) ? { ...body, ...formToken("reserve-slot") } : body,
      {
        headers: { "x-test-client-address": `10.0.0.${++address}`, ...headers },
      },
    ),
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});

/** The visitor opens the link mailed to `email`; where it sends them. */
async function openLink(email: string): Promise<URL> {
  const response = await t.app.request(await confirmLinkOf(t.database.db, email, "reservation.verify"));
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "", "http://localhost");
}

/** A reservation sent and confirmed by its visitor: it holds its place. */
async function book(body: typeof valid, headers: Record<string, string> = {}) {
  const response = await post(body, headers);
  expect(response.status).toBe(201);
  expect((await openLink(body.email)).searchParams.get("confirmation")).toBe("held");
}

/** The agency changes a reservation's status in the console. */
const applyAsAdmin = (id: number, status: string) =>
  t.database.db.transaction((tx) => applyStatusChange(tx, "reservation", id, status, NOW, { username: "owner" }));
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(slotReservations);
  await t.database.db.delete(slotCapacity);
  await t.database.db.delete(emailOutbox);
  await t.database.db.delete(rateLimitCounters);
});

describe("POST /api/reserve-slot", () => {
  it("keeps the face's price list and names the package in it in both emails", async () => {
    expect((await post({ ...valid, priceList: "packages" })).status).toBe(201);
    const [row] = await t.database.db.select().from(slotReservations);
    expect(row?.priceList).toBe("packages");
    const mail = await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    // business is Business Engine, $8,500, 2-3 weeks, on the light pages (docs/product/pricing.md § Price lists).
    for (const sent of mail) {
      expect(sent.textBody).toContain("Package: Business Engine ($8,500, 2-3 weeks)");
      expect(sent.textBody).not.toContain("Growth Engine");
    }
  });

  it("stores exactly the sent fields, mails a link that holds the place once opened, and answers with a message", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe(
      "Almost there: open the link we've emailed to ada@example.com within 24 hours to hold your place in the July 1–15, 2026 slot. We'll contact you within 24 hours to confirm it, and kick off within 48 hours of confirmation.",
    );

    const rows = await t.database.db.select().from(slotReservations);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, status: "pending", holdsPlace: false, emailConfirmedAt: null });
    // Only the key's digest is stored.
    expect(rows[0]?.confirmKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await (await t.app.request("/api/slot-availability")).json()).toEqual([]);

    const mail = await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mail.map((row) => row.kind)).toEqual(["reservation.notify", "reservation.verify"]);
    expect(mail[0]).toMatchObject({ toAddress: "hello@meridianstudio.dev", replyTo: "ada@example.com" });
    expect(mail[0]?.textBody).toContain("Growth Engine");
    expect(mail[0]?.textBody).toContain("holds a place once the visitor opens the link");
    expect(mail[1]?.toAddress).toBe("ada@example.com");
    expect(mail[1]?.textBody).toMatch(/Confirm my place: http:\/\/localhost:3000\/api\/reserve-slot\/confirm\?token=/);
    expect(mail[1]?.textBody).toContain("within 24 hours");
    expect(mail[1]?.textBody).not.toContain(rows[0]?.confirmKeyHash ?? "-");
    // HTML from the same content; both linked to the reservation; the visitor's reply reaches the agency.
    const leadUrl = `http://localhost:3000/admin/leads/reservation/${rows[0]?.id}`;
    expect(mail[0]?.textBody).toContain(`Review it in the admin console: ${leadUrl}`);
    expect(mail[0]?.htmlBody).toContain(`href="${leadUrl}"`);
    expect(mail[1]?.replyTo).toBe("hello@meridianstudio.dev");
    expect(mail.map((row) => [row.leadKind, row.leadId])).toEqual([
      ["reservation", rows[0]?.id],
      ["reservation", rows[0]?.id],
    ]);

    // The visitor opens the link: the place is held, the page says so, and the receipt follows.
    const page = await openLink("ada@example.com");
    expect(`${page.pathname}${page.search}${page.hash}`).toBe(
      "/reserve-slot?confirmation=held&slot=july-early-2026#confirmation",
    );
    const [held] = await t.database.db.select().from(slotReservations);
    expect(held).toMatchObject({ holdsPlace: true, emailConfirmedAt: NOW });
    expect(await (await t.app.request("/api/slot-availability")).json()).toEqual([
      { preferredSlot: "july-early-2026" },
    ]);
    const after = await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(after.map((row) => row.kind)).toEqual([
      "reservation.notify",
      "reservation.verify",
      "reservation.confirm",
      "reservation.notify-confirmed",
    ]);
    expect(after[2]?.textBody).toContain("within 24 hours");
    expect(after[2]?.textBody).toContain("within 48 hours");
    expect(after[2]?.htmlBody).toContain("within 48 hours");
    // Opened again, the link says the same; a made-up or old link holds nothing.
    expect((await openLink("ada@example.com")).searchParams.get("confirmation")).toBe("held");
    const forged = await t.app.request(`/api/reserve-slot/confirm?token=${"A".repeat(32)}`);
    expect(forged.headers.get("location")).toBe("/reserve-slot?confirmation=expired#confirmation");
  });

  it("lets a link lapse after 24 hours, holding nothing, and keeps the face the visitor booked in", async () => {
    expect((await post({ ...valid, priceList: "packages" })).status).toBe(201);
    const link = await confirmLinkOf(t.database.db, valid.email, "reservation.verify");
    await t.database.db.update(slotReservations).set({ confirmBy: new Date(NOW.getTime() - 1) });
    expect((await t.app.request(link)).headers.get("location")).toBe("/reserve-slot?confirmation=expired#confirmation");
    expect((await t.database.db.select().from(slotReservations))[0]?.holdsPlace).toBe(false);
    // A lapsed request no longer counts as the address's: it may ask again, from the light face.
    expect((await post({ ...valid, priceList: "packages" })).status).toBe(201);
    expect((await openLink(valid.email)).search).toBe("?confirmation=held&slot=july-early-2026&style=conservative");
  });

  it("lets twelve addresses without a mailbox take no place: a visitor who confirms still gets one", async () => {
    // A script with twelve addresses asks for every place of the six slots, as before it took them all.
    const slots = ["june-late-2026", "july-early-2026", "july-late-2026", "august-early-2026", "august-late-2026"];
    for (let n = 0; n < 12; n++) {
      const response = await post(
        { ...valid, email: `script${n}@mailinator.example`, preferredSlot: slots[n % slots.length]! },
        { "x-test-client-address": `192.0.2.${100 + n}` },
      );
      expect(response.status).toBe(201);
    }
    expect(await (await t.app.request("/api/slot-availability")).json()).toEqual([]);
    // A real visitor books any of them and takes the place by opening their link.
    await book({ ...valid, preferredSlot: "july-early-2026" });
    const rows = await t.database.db.select().from(slotReservations);
    expect(rows.filter((row) => row.holdsPlace).map((row) => row.email)).toEqual([valid.email]);
  });

  it("never lets a waiting request block the last place: the first to confirm takes it, the others are told", async () => {
    await book(valid);
    expect((await post({ ...valid, email: "grace@example.com" })).status).toBe(201);
    expect((await post({ ...valid, email: "linus@example.com" })).status).toBe(201);
    // Linus confirms first and takes the last place; Grace is told at once, and her link says the slot is full.
    expect((await openLink("linus@example.com")).searchParams.get("confirmation")).toBe("held");
    const told = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "reservation.slot-filled"));
    expect(told.map((row) => row.toAddress)).toEqual(["grace@example.com"]);
    expect(told[0]?.textBody).toContain("Choose another slot: http://localhost:3000/reserve-slot");
    const grace = await openLink("grace@example.com");
    expect(grace.searchParams.get("confirmation")).toBe("full");
    expect(grace.searchParams.get("slot")).toBe("july-early-2026");
    const rows = await t.database.db.select().from(slotReservations).orderBy(slotReservations.id);
    expect(rows.map((row) => row.holdsPlace)).toEqual([true, false, true]);
  });

  it("withholds the visitor's confirmation of a reservation sent under two seconds, and says why", async () => {
    expect((await post({ ...valid, ...formToken("reserve-slot", 350) })).status).toBe(201);
    const [row] = await t.database.db.select().from(slotReservations);
    expect(row?.automatedReason).toBe("sent 350 ms after the form was shown");
    const mail = await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mail.map((item) => item.kind)).toEqual(["reservation.notify"]);
    expect(mail[0]?.textBody).toContain(
      "Confirmation not sent: looks automated (sent 350 ms after the form was shown).",
    );
  });

  it("stores only the required fields when the optional ones are left out", async () => {
    const { business, phone, budget, timeline, ...required } = valid;
    expect((await post({ ...required, business: "", phone: "" })).status).toBe(201);
    const [row] = await t.database.db.select().from(slotReservations);
    expect(row).toMatchObject({ ...required, business: null, phone: null, budget: null, timeline: null });
  });

  it("stores SQL and HTML verbatim", async () => {
    const projectDetails = `<script>alert("x")</script> '); drop table slot_reservations; --`;
    expect((await post({ ...valid, projectDetails })).status).toBe(201);
    const [row] = await t.database.db.select().from(slotReservations);
    expect(row?.projectDetails).toBe(projectDetails);
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["name", { name: undefined }, "Name is required"],
    ["name", { name: "x".repeat(101) }, "Name must be at most 100 characters"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["email", { email: undefined }, "Please enter a valid email address"],
    ["package", { package: "platinum" }, "Please select a package"],
    ["package", { package: undefined }, "Please select a package"],
    ["preferredSlot", { preferredSlot: "" }, "Please select a development slot"],
    ["projectDetails", { projectDetails: "" }, "Please describe your project (at least 10 characters)"],
    ["projectDetails", { projectDetails: "x".repeat(5001) }, "Project details must be at most 5,000 characters"],
    ["phone", { phone: "call me maybe" }, "Please enter a valid phone number"],
    ["budget", { budget: "a million" }, "Please choose one of the budget ranges"],
    ["timeline", { timeline: "yesterday" }, "Please choose one of the launch urgency options"],
  ])("refuses a bad %s with its message", async (field, change, message) => {
    const body = Object.fromEntries(Object.entries({ ...valid, ...change }).filter(([, value]) => value !== undefined));
    const response = await post(body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(json.fields[field]).toBe(message);
    expect(await t.database.db.select().from(slotReservations)).toHaveLength(0);
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await post("{not json");
    expect(response.status).toBe(400);
  });

  it("refuses a filled honeypot with 400 and stores nothing", async () => {
    const response = await post({ ...valid, [HONEYPOT_FIELD]: "+1 555 0100" });
    expect(response.status).toBe(400);
    expect(await t.database.db.select().from(slotReservations)).toHaveLength(0);
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it.each([
    ["unknown", "smarch-early-2026"],
    ["past", "june-early-2026"],
    ["too distant", "september-early-2026"],
  ])("refuses an %s slot with 400", async (_kind, preferredSlot) => {
    const response = await post({ ...valid, preferredSlot });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(json.error).toMatch(/not available for booking/);
    expect(json.fields.preferredSlot).toBe(json.error);
    expect(await t.database.db.select().from(slotReservations)).toHaveLength(0);
  });

  it("takes two held places per slot and answers the third request with 409", async () => {
    await book(valid);
    await book({ ...valid, email: "grace@example.com" });
    const third = await post({ ...valid, email: "linus@example.com" });
    expect(third.status).toBe(409);
    expect(await third.json()).toMatchObject({ error: "This slot is fully booked. Please choose another." });
    // Another slot is still open, and nothing of the refused request was stored or mailed.
    expect((await post({ ...valid, email: "margaret@example.com", preferredSlot: "july-late-2026" })).status).toBe(201);
    const rows = await t.database.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.preferredSlot, "july-early-2026"));
    expect(rows.map((row) => row.email)).toEqual(["ada@example.com", "grace@example.com"]);
    const mail = await t.database.db.select().from(emailOutbox);
    expect(mail.filter((row) => row.kind === "reservation.notify")).toHaveLength(3);
    expect(mail.filter((row) => row.kind === "reservation.verify").map((row) => row.toAddress)).toEqual([
      "ada@example.com",
      "grace@example.com",
      "margaret@example.com",
    ]);
  });

  it("holds one place per address: a second slot for the same address is refused with 409 on its field", async () => {
    expect((await post(valid)).status).toBe(201);
    // Waiting for its link, the request already counts as the address's: one link mailed per calendar.
    const waiting = await post({ ...valid, email: "ada@EXAMPLE.com", preferredSlot: "july-late-2026" });
    expect(waiting.status).toBe(409);
    const asked =
      "You already asked for a place in the July 1–15, 2026 slot. Open the link we emailed you to confirm it.";
    expect(await waiting.json()).toEqual({ error: asked, fields: { email: asked } });
    await openLink(valid.email);
    const again = await post({ ...valid, email: " ADA@example.com", preferredSlot: "july-late-2026" });
    expect(again.status).toBe(409);
    const message =
      "You already hold a place in the July 1–15, 2026 slot. To change it, reply to your confirmation email.";
    expect(await again.json()).toEqual({ error: message, fields: { email: message } });
    // Once that place is cancelled, the address may hold another.
    await t.database.db.update(slotReservations).set({ status: "cancelled" });
    expect((await post({ ...valid, preferredSlot: "july-late-2026" })).status).toBe(201);
  });

  it("holds one place per visitor, an IPv6 visitor counted by its /48, whatever address they type", async () => {
    const from = (address: string) => ({ "x-test-client-address": address });
    expect((await post(valid, from("2001:db8:5:6::1"))).status).toBe(201);
    // A new /64 of the same /48, as a script behind one allocation would take per booking, is the same visitor.
    const other = await post({ ...valid, email: "grace@example.com" }, from("2001:db8:5:77::beef"));
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({
      error: "A development slot is already reserved from your connection. To reserve another, please contact us.",
    });
    // Another /48 is another visitor.
    expect((await post({ ...valid, email: "grace@example.com" }, from("2001:db8:6:7::1"))).status).toBe(201);
    // The address is never stored: only a keyed hash of the visitor.
    const stored = await t.database.db.select().from(slotReservations);
    expect(JSON.stringify(stored)).not.toContain("2001:db8");
    expect(stored.map((row) => row.visitorKey)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.any(String)]);
  });

  it("keeps no key in the database that turns a visitor hash back into an address", async () => {
    // An instance with no FORM_TOKEN_SECRET: before, its key lived in the database, so a copy gave every address.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visitor-key-"));
    const keyless = await createTestApp({ now: () => NOW, env: { FORM_TOKEN_SECRET: "", DATA_DIR: dataDir } });
    try {
      const response = await keyless.app.request(
        "/api/reserve-slot",
        jsonRequest(
          { ...valid, ...formToken("reserve-slot") },
          { headers: { "x-test-client-address": "198.51.100.23" } },
        ),
      );
      expect(response.status).toBe(201);
      const [row] = await keyless.database.db.select().from(slotReservations);
      expect(row?.visitorKey).toMatch(/^[0-9a-f]{32}$/);
      // Every secret the database holds, tried as the key over the address: none gives the stored hash.
      const secrets = await keyless.database.db.execute<{ value: string }>(sql`select value from server_secrets`);
      for (const { value } of secrets.rows) {
        const guess = createHmac("sha256", value).update("visitor 198.51.100.23").digest("hex").slice(0, 32);
        expect(guess).not.toBe(row?.visitorKey);
      }
      // The key is a file beside the data, readable by the server's user alone.
      const keyFile = path.join(dataDir, "visitor-key");
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
      const fromFile = createHmac("sha256", fs.readFileSync(keyFile, "utf8")).update("visitor 198.51.100.23");
      expect(fromFile.digest("hex").slice(0, 32)).toBe(row?.visitorKey);
    } finally {
      await keyless.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("forgets who booked once a booking holds no place: cancelled, or its slot past", async () => {
    await post(valid);
    await post({ ...valid, email: "grace@example.com", preferredSlot: "august-late-2026" });
    const [first] = await t.database.db.select().from(slotReservations).orderBy(slotReservations.id);
    await applyAsAdmin(first?.id ?? 0, "cancelled");
    const afterCancel = await t.database.db.select().from(slotReservations).orderBy(slotReservations.id);
    expect(afterCancel.map((row) => row.visitorKey === null)).toEqual([true, false]);
    // Months later the August slot is past: the hourly sweep clears it.
    expect(await forgetVisitorsWithoutPlace(t.database.db, new Date("2026-10-01T12:00:00Z"))).toBe(1);
    const afterSweep = await t.database.db.select().from(slotReservations);
    expect(afterSweep.every((row) => row.visitorKey === null)).toBe(true);
  });

  it("a script cannot hold a second place with a booking that looks automated: it is kept but holds none", async () => {
    await book(valid);
    const scripted = await post({ ...valid, email: "grace@example.com", formToken: undefined });
    expect(scripted.status).toBe(201);
    const stored = await t.database.db.select().from(slotReservations).orderBy(slotReservations.id);
    expect(stored.map((row) => row.holdsPlace)).toEqual([true, false]);
  });

  it("frees a place when a reservation is cancelled", async () => {
    await book(valid);
    await book({ ...valid, email: "grace@example.com" });
    await t.database.db
      .update(slotReservations)
      .set({ status: "cancelled" })
      .where(eq(slotReservations.email, "ada@example.com"));
    expect((await post({ ...valid, email: "linus@example.com" })).status).toBe(201);
  });

  it("limits each client address to 10 reservations a minute with 429 and Retry-After", async () => {
    const headers = { "x-test-client-address": "192.0.2.7" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.request(
        "/api/reserve-slot",
        jsonRequest({ ...valid, preferredSlot: "nope" }, { headers }),
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect(((await response.json()) as { error: string }).error).toMatch(/Too many requests/);
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("GET /api/slot-availability", () => {
  it("lists one {preferredSlot} per held place of the bookable slots and nothing personal", async () => {
    await book(valid);
    await book({ ...valid, email: "grace@example.com" });
    await book({ ...valid, email: "margaret@example.com", preferredSlot: "august-late-2026" });
    // A request still waiting for its link holds nothing, so it is not listed.
    await post({ ...valid, email: "linus@example.com", preferredSlot: "august-late-2026" });
    // A reservation of a slot that has passed is not listed.
    await t.database.db.insert(slotReservations).values({ ...valid, preferredSlot: "june-early-2026" });

    const response = await t.app.request("/api/slot-availability");
    expect(response.status).toBe(200);
    const list = (await response.json()) as Array<Record<string, unknown>>;
    expect(list).toEqual([
      { preferredSlot: "july-early-2026" },
      { preferredSlot: "july-early-2026" },
      { preferredSlot: "august-late-2026" },
    ]);
    const text = JSON.stringify(list);
    expect(text).not.toContain("ada@example.com");
    expect(text).not.toContain("Ada");
  });
});
