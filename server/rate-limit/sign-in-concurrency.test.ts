/**
 * The sign-in limit holds under concurrency: every attempt is counted in the
 * statement that checks the limit, before its password is hashed, so a burst
 * sent at once is evaluated no more often than the same attempts one by one
 * (server/rate-limit/sign-in-limit.ts). Admin and client sign-in share the
 * mechanism; both are fired at here, on every database target.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { databaseTargets } from "#tests/support/test-database";
import { createApp } from "../app.ts";
import { connectDatabase, type DatabaseHandle } from "../db/client.ts";
import { createAdmin, TEST_ADMIN } from "../features/admin/admin-test-support.ts";
import { CLIENT_PASSWORD, seedClient } from "../features/client-area/portal-test-support.ts";
import { silentLogger } from "../logger.ts";
import type { SignInRealm } from "./sign-in-limit.ts";
import { signInAttempt } from "./sign-in-test-support.ts";

const BURST = 60;
// One clock for every app, in the middle of a 15-minute window.
const NOW = new Date("2026-03-02T10:07:30Z");
const now = () => NOW;

/** Sends every attempt at once (through the apps in turn); answers the statuses in the order sent. */
async function burst(
  apps: Array<TestApp["app"]>,
  attempts: Array<{ realm: SignInRealm; username: string; password: string; address: string }>,
) {
  const responses = await Promise.all(
    attempts.map(({ realm, username, password, address }, i) =>
      signInAttempt(apps[i % apps.length]!, realm, username, password, address),
    ),
  );
  for (const response of responses) {
    if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  }
  return responses.map((response) => response.status);
}

function tally(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.each(databaseTargets())(`sign-in limit under bursts of ${BURST} attempts (%s)`, (target) => {
  let testApp: TestApp;
  let second: DatabaseHandle;
  let clientEmail: string;
  beforeAll(async () => {
    testApp = await createTestApp({ target, now });
    second = connectDatabase(testApp.database.connectionString, silentLogger);
    await createAdmin(testApp);
    clientEmail = (await seedClient(testApp, "Burst")).email;
  });
  afterAll(async () => {
    await second.close();
    await testApp.close();
  });

  const accounts: Array<[SignInRealm, () => { username: string; password: string }]> = [
    ["admin", () => TEST_ADMIN],
    ["client", () => ({ username: clientEmail, password: CLIENT_PASSWORD })],
  ];

  it.each(accounts)(
    `%s: of ${BURST} guesses from one address, 5 are evaluated and the right password sent among them gets no session`,
    async (realm, account) => {
      const { username, password } = account();
      const address = realm === "admin" ? "198.51.100.1" : "198.51.100.2";
      // The right password twice, in the middle and last, as an attacker's guess list would hold it.
      const guesses = Array.from({ length: BURST }, (_, i) =>
        i === BURST / 2 || i === BURST - 1 ? password : `wrong-guess-${i}`,
      );
      const statuses = await burst(
        [testApp.app],
        guesses.map((guess) => ({ realm, username, password: guess, address })),
      );
      const counts = tally(statuses);
      expect(counts, JSON.stringify(counts)).toEqual({ 401: 5, 429: BURST - 5 });
    },
  );

  it.each(accounts)(
    `%s: of ${BURST} guesses at a made-up username from one address, 5 are evaluated`,
    async (realm) => {
      const username = realm === "admin" ? "nobody" : "nobody@example.com";
      const statuses = await burst(
        [testApp.app],
        Array.from({ length: BURST }, (_, i) => ({
          realm,
          username,
          password: `guessed-password-${i}`,
          address: "198.51.100.3",
        })),
      );
      const counts = tally(statuses);
      expect(counts, JSON.stringify(counts)).toEqual({ 401: 5, 429: BURST - 5 });
    },
  );

  it("one address guessing at many usernames at once is evaluated 10 times", async () => {
    const statuses = await burst(
      [testApp.app],
      Array.from({ length: BURST }, (_, i) => ({
        realm: "client" as const,
        username: `sprayed${i}@example.com`,
        password: "Summer2026!",
        address: "198.51.100.4",
      })),
    );
    const counts = tally(statuses);
    expect(counts, JSON.stringify(counts)).toEqual({ 401: 10, 429: BURST - 10 });
  });

  it("many addresses guessing one username at once are evaluated 10 times", async () => {
    const statuses = await burst(
      [testApp.app],
      Array.from({ length: BURST }, (_, i) => ({
        realm: "admin" as const,
        username: "editor",
        password: `guessed-password-${i}`,
        address: `203.0.113.${i + 1}`,
      })),
    );
    const counts = tally(statuses);
    expect(counts, JSON.stringify(counts)).toEqual({ 401: 10, 429: BURST - 10 });
  });

  it("two server processes (two apps over separate pools) share the limit: 5 of 60 evaluated", async () => {
    const other = createApp({ db: second.db, config: testApp.config, logger: silentLogger, now });
    const statuses = await burst(
      [testApp.app, other],
      Array.from({ length: BURST }, (_, i) => ({
        realm: "admin" as const,
        username: "ghost",
        password: `guessed-password-${i}`,
        address: "198.51.100.5",
      })),
    );
    const counts = tally(statuses);
    expect(counts, JSON.stringify(counts)).toEqual({ 401: 5, 429: BURST - 5 });
  });
});
