/**
 * The capacity holds under concurrency (docs/decisions/016-slot-capacity.md): 50 simultaneous
 * reservations for one slot leave exactly 2 stored and 48 answered 409 —
 * through one app, and through two app instances on separate connection
 * pools (two server processes sharing one PostgreSQL) taking turns.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { parseIsoDate, zonedTimeToInstant } from "#common/time/zoned";
import { connectDatabase } from "#server/db/client.ts";
import { emailOutbox, slotCapacity, slotReservations } from "#server/db/schema.ts";
import { silentLogger } from "#server/logger.ts";
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

const reserveConcurrently = (apps: Parameters<typeof postAtOnce>[0]) =>
  postAtOnce(apps, "/api/reserve-slot", REQUESTS, (i) => ({
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    package: "essential",
    preferredSlot: SLOT,
    projectDetails: "A small brochure website for a local bakery.",
    ...formToken("reserve-slot"),
  }));

async function expectTwoStored(database: TestDatabase, statuses: number[]) {
  expect(statuses.filter((status) => status === 201)).toHaveLength(2);
  expect(statuses.filter((status) => status === 409)).toHaveLength(REQUESTS - 2);
  const rows = await database.db.select().from(slotReservations).where(eq(slotReservations.preferredSlot, SLOT));
  expect(rows).toHaveLength(2);
  const [capacity] = await database.db.select().from(slotCapacity).where(eq(slotCapacity.slotId, SLOT));
  expect(capacity?.reserved).toBe(2);
  // Only the two accepted reservations queued mail.
  expect(await database.db.select().from(emailOutbox)).toHaveLength(4);
}

describe.each(databaseTargets())("slot capacity under 50 concurrent reservations (%s)", (target) => {
  it("one app instance: exactly 2 stored, 48 answered 409", async () => {
    const database = await createTestDatabase(target, 20);
    cleanups.push(() => database.drop());
    const statuses = await reserveConcurrently([appOverPool(database, NOW)]);
    await expectTwoStored(database, statuses);
  });

  it("two app instances over separate pools, alternating: exactly 2 stored, 48 answered 409", async () => {
    const database = await createTestDatabase(target, 20);
    cleanups.push(() => database.drop());
    const second = connectDatabase(database.connectionString, silentLogger, 20);
    cleanups.push(() => second.close());
    const statuses = await reserveConcurrently([appOverPool(database, NOW), appOverPool(second, NOW)]);
    await expectTwoStored(database, statuses);
  });
});

describe.each(databaseTargets())("one place per address under concurrency (%s)", (target) => {
  it("20 simultaneous bookings of one address across four slots and two instances: one holds a place", async () => {
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
