/**
 * The capacity holds under concurrency (docs/decisions/016-slot-capacity.md): 50 visitors ask for one slot at
 * once, each is stored and mailed a link (a request holds no place before its email is confirmed), then all 50
 * open their links at once: exactly 2 take the places and 48 are told the slot is full — through one app, and
 * through two app instances on separate connection pools (two server processes sharing one PostgreSQL) taking
 * turns.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { parseIsoDate, zonedTimeToInstant } from "#common/time/zoned";
import { connectDatabase } from "#server/db/client.ts";
import { emailOutbox, slotCapacity, slotReservations } from "#server/db/schema.ts";
import { silentLogger } from "#server/logger.ts";
import { confirmLinkOf } from "#tests/support/confirm-link";
import { formToken } from "#tests/support/form-token";
import { appOverPool, postAtOnce } from "#tests/support/test-app";
import { createTestDatabase, databaseTargets, type TestDatabase } from "#tests/support/test-database";

const NOW = zonedTimeToInstant(parseIsoDate("2026-06-20")!, 10, 0);
const SLOT = "july-late-2026";
const REQUESTS = 50;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

type App = Parameters<typeof postAtOnce>[0][number];

/** 50 reservations of one slot at once, then their 50 links opened at once; the links' outcomes. */
async function reserveAndConfirmConcurrently(database: TestDatabase, apps: App[]): Promise<string[]> {
  const statuses = await postAtOnce(apps, "/api/reserve-slot", REQUESTS, (i) => ({
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    package: "essential",
    preferredSlot: SLOT,
    projectDetails: "A small brochure website for a local bakery.",
    ...formToken("reserve-slot"),
  }));
  expect(statuses).toEqual(Array(REQUESTS).fill(201));
  const links = await Promise.all(
    Array.from({ length: REQUESTS }, (_, i) =>
      confirmLinkOf(database.db, `visitor${i}@example.com`, "reservation.verify"),
    ),
  );
  const opened = await Promise.all(links.map((link, i) => apps[i % apps.length]!.request(link)));
  return opened.map(
    (response) => new URL(response.headers.get("location") ?? "", "http://x").searchParams.get("confirmation") ?? "",
  );
}

async function expectTwoHeld(database: TestDatabase, outcomes: string[]) {
  expect(outcomes.filter((outcome) => outcome === "held")).toHaveLength(2);
  expect(outcomes.filter((outcome) => outcome === "full")).toHaveLength(REQUESTS - 2);
  const rows = await database.db.select().from(slotReservations).where(eq(slotReservations.preferredSlot, SLOT));
  expect(rows).toHaveLength(REQUESTS);
  expect(rows.filter((row) => row.holdsPlace)).toHaveLength(2);
  const [capacity] = await database.db.select().from(slotCapacity).where(eq(slotCapacity.slotId, SLOT));
  expect(capacity?.reserved).toBe(2);
  // Two receipts of a place; the 48 still waiting when the slot filled were each told once, at once.
  const mail = await database.db.select().from(emailOutbox);
  expect(mail.filter((row) => row.kind === "reservation.confirm")).toHaveLength(2);
  const told = mail.filter((row) => row.kind === "reservation.slot-filled").map((row) => row.toAddress);
  expect(new Set(told).size).toBe(told.length);
  expect(told.length).toBeGreaterThan(0);
  expect(told.length).toBeLessThanOrEqual(REQUESTS - 2);
}

describe.each(databaseTargets())("slot capacity under 50 concurrent confirmations (%s)", (target) => {
  it("one app instance: exactly 2 places held, 48 told the slot is full", async () => {
    const database = await createTestDatabase(target, 20);
    cleanups.push(() => database.drop());
    const outcomes = await reserveAndConfirmConcurrently(database, [appOverPool(database, NOW)]);
    await expectTwoHeld(database, outcomes);
  });

  it("two app instances over separate pools, alternating: exactly 2 places held, 48 told the slot is full", async () => {
    const database = await createTestDatabase(target, 20);
    cleanups.push(() => database.drop());
    const second = connectDatabase(database.connectionString, silentLogger, 20);
    cleanups.push(() => second.close());
    const outcomes = await reserveAndConfirmConcurrently(database, [
      appOverPool(database, NOW),
      appOverPool(second, NOW),
    ]);
    await expectTwoHeld(database, outcomes);
  });
});

describe.each(databaseTargets())("one place per address under concurrency (%s)", (target) => {
  it("20 simultaneous bookings of one address across four slots and two instances: one is kept", async () => {
    const database = await createTestDatabase(target, 20);
    cleanups.push(() => database.drop());
    const second = connectDatabase(database.connectionString, silentLogger, 20);
    cleanups.push(() => second.close());
    const slots = ["july-early-2026", "july-late-2026", "august-early-2026", "august-late-2026"];
    const statuses = await postAtOnce(
      [appOverPool(database, NOW), appOverPool(second, NOW)],
      "/api/reserve-slot",
      20,
      (i) => ({
        name: "Mallory",
        email: i % 2 === 0 ? "mallory@example.com" : "MALLORY@example.com",
        package: "essential",
        preferredSlot: slots[i % slots.length],
        projectDetails: "A small brochure website for a local bakery.",
        ...formToken("reserve-slot"),
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await database.db.select().from(slotReservations)).toHaveLength(1);
  });
});
