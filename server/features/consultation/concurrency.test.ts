/**
 * One consultation per date and time under concurrency: 10 visitors ask for one time at once (each stored and
 * mailed a link: a request holds no time before its email is confirmed), then open their links at once:
 * exactly 1 books the time and 9 are told it was taken — through one app, and through two app instances on
 * separate pools taking turns.
 */
import { isNotNull } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { parseIsoDate, zonedTimeToInstant } from "#common/time/zoned";
import { connectDatabase } from "#server/db/client.ts";
import { consultations, emailOutbox } from "#server/db/schema.ts";
import { silentLogger } from "#server/logger.ts";
import { confirmLinkOf } from "#tests/support/confirm-link";
import { formToken } from "#tests/support/form-token";
import { appOverPool, postAtOnce } from "#tests/support/test-app";
import { createTestDatabase, databaseTargets } from "#tests/support/test-database";

const NOW = zonedTimeToInstant(parseIsoDate("2026-06-19")!, 10, 0);
const REQUESTS = 10;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

describe.each(databaseTargets())("one consultation per slot under 10 concurrent confirmations (%s)", (target) => {
  it.each([1, 2])("%i app instance(s): exactly 1 booked, 9 told the time was taken", async (instances) => {
    const database = await createTestDatabase(target, 20);
    cleanups.push(() => database.drop());
    const apps = [appOverPool(database, NOW)];
    if (instances === 2) {
      const second = connectDatabase(database.connectionString, silentLogger, 20);
      cleanups.push(() => second.close());
      apps.push(appOverPool(second, NOW));
    }
    const statuses = await postAtOnce(apps, "/api/consultations", REQUESTS, (i) => ({
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      consultationType: "project-consultation",
      preferredDate: "2026-06-24",
      preferredTime: "11:00 AM",
      ...formToken("consultation"),
    }));
    expect(statuses).toEqual(Array(REQUESTS).fill(201));
    const links = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        confirmLinkOf(database.db, `visitor${i}@example.com`, "consultation.verify"),
      ),
    );
    const opened = await Promise.all(links.map((link, i) => apps[i % apps.length]!.request(link)));
    const outcomes = opened.map((response) =>
      new URL(response.headers.get("location") ?? "", "http://x").searchParams.get("confirmation"),
    );
    expect(outcomes.filter((outcome) => outcome === "booked")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "taken")).toHaveLength(REQUESTS - 1);
    expect(await database.db.select().from(consultations).where(isNotNull(consultations.slotKey))).toHaveLength(1);
    const mail = await database.db.select().from(emailOutbox);
    expect(mail.filter((row) => row.kind === "consultation.confirm")).toHaveLength(1);
    expect(mail.filter((row) => row.kind === "consultation.time-taken").length).toBeLessThanOrEqual(REQUESTS - 1);
  });
});
