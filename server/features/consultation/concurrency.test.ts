/**
 * One consultation per date and time under concurrency: 10 simultaneous
 * bookings of one slot leave exactly 1 stored and 9 answered 409 — through one
 * app, and through two app instances on separate pools taking turns.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parseIsoDate, zonedTimeToInstant } from "#common/time/zoned";
import { connectDatabase } from "#server/db/client.ts";
import { consultations, emailOutbox } from "#server/db/schema.ts";
import { silentLogger } from "#server/logger.ts";
import { formToken } from "#tests/support/form-token";
import { appOverPool, postAtOnce } from "#tests/support/test-app";
import { createTestDatabase, databaseTargets } from "#tests/support/test-database";

const NOW = zonedTimeToInstant(parseIsoDate("2026-06-19")!, 10, 0);
const REQUESTS = 10;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

const bookConcurrently = (apps: Parameters<typeof postAtOnce>[0]) =>
  postAtOnce(apps, "/api/consultations", REQUESTS, (i) => ({
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    consultationType: "project-consultation",
    preferredDate: "2026-06-24",
    preferredTime: "11:00 AM",
    ...formToken("consultation"),
  }));

describe.each(databaseTargets())("one consultation per slot under 10 concurrent bookings (%s)", (target) => {
  it.each([1, 2])("%i app instance(s): exactly 1 stored, 9 answered 409", async (instances) => {
    const database = await createTestDatabase(target, 20);
    cleanups.push(() => database.drop());
    const apps = [appOverPool(database, NOW)];
    if (instances === 2) {
      const second = connectDatabase(database.connectionString, silentLogger, 20);
      cleanups.push(() => second.close());
      apps.push(appOverPool(second, NOW));
    }
    const statuses = await bookConcurrently(apps);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(REQUESTS - 1);
    expect(await database.db.select().from(consultations)).toHaveLength(1);
    expect(await database.db.select().from(emailOutbox)).toHaveLength(2);
  });
});
