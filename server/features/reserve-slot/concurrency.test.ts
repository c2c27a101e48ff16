/**
 * The capacity holds under concurrency (issue 5 "Done when"): 50 simultaneous
 * reservations for one slot leave exactly 2 stored and 48 answered 409 —
 * through one app, and through two app instances on separate connection
 * pools (two server processes sharing one PostgreSQL) taking turns.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { parseIsoDate, zonedTimeToInstant } from "../../../common/time/zoned";
import { jsonRequest } from "../../../tests/support/test-app";
import { createTestDatabase, databaseTargets, type TestDatabase } from "../../../tests/support/test-database";
import { createApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { connectDatabase, type DatabaseHandle } from "../../db/client.ts";
import { emailOutbox, slotCapacity, slotReservations } from "../../db/schema.ts";
import { silentLogger } from "../../logger.ts";

const NOW = zonedTimeToInstant(parseIsoDate("2026-06-20")!, 10, 0);
const SLOT = "july-late-2026";
const REQUESTS = 50;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

function appOver(handle: DatabaseHandle) {
  // Rate limits raised: all 50 requests come from one test "address".
  const config = loadConfig({ NODE_ENV: "test", RATE_LIMIT_FACTOR: "100" });
  return createApp({ db: handle.db, config, logger: silentLogger, now: () => NOW });
}

async function reserveConcurrently(apps: Array<ReturnType<typeof createApp>>) {
  const responses = await Promise.all(
    Array.from({ length: REQUESTS }, (_, i) =>
      apps[i % apps.length]!.request(
        "/api/reserve-slot",
        jsonRequest({
          name: `Visitor ${i}`,
          email: `visitor${i}@example.com`,
          package: "essential",
          preferredSlot: SLOT,
          projectDetails: "A small brochure website for a local bakery.",
        }),
      ),
    ),
  );
  return responses.map((response) => response.status);
}

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
    const statuses = await reserveConcurrently([appOver(database)]);
    await expectTwoStored(database, statuses);
  });

  it("two app instances over separate pools, alternating: exactly 2 stored, 48 answered 409", async () => {
    const database = await createTestDatabase(target, 20);
    cleanups.push(() => database.drop());
    const second = connectDatabase(database.connectionString, silentLogger, 20);
    cleanups.push(() => second.close());
    const statuses = await reserveConcurrently([appOver(database), appOver(second)]);
    await expectTwoStored(database, statuses);
  });
});
