/**
 * The sign-in limit, as the admin console and the client portal both apply it
 * (server/rate-limit/sign-in-limit.ts): 5 per account and address, 10 per
 * address, and per account a growing delay instead of a block, so strangers
 * cannot lock the owner out. Attempts one at a time here, with a clock the
 * test moves; bursts are in sign-in-concurrency.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { createAdmin, TEST_ADMIN } from "../features/admin/admin-test-support.ts";
import { CLIENT_PASSWORD, seedClient } from "../features/client-area/portal-test-support.ts";
import type { SignInRealm } from "./sign-in-limit.ts";
import { signInAttempt } from "./sign-in-test-support.ts";

const WINDOW_SECONDS = 15 * 60;

let clock: Date;
let testApp: TestApp;
let clientEmail: string;
let window = 0;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
  await createAdmin(testApp);
  clientEmail = (await seedClient(testApp, "Owner")).email;
});
afterAll(() => testApp.close());
// Every test starts at the start of a 15-minute window of its own.
beforeEach(() => {
  window += 1;
  clock = new Date(Date.UTC(2026, 2, 2, 10) + window * 3_600_000);
});

function advance(seconds: number) {
  clock = new Date(clock.getTime() + seconds * 1000);
}

async function retryAfter(response: Response) {
  expect(response.status).toBe(429);
  expect(((await response.json()) as { error: string }).error).toMatch(/^Too many requests\. Please try again in /);
  return Number(response.headers.get("retry-after"));
}

describe.each<SignInRealm>(["admin", "client"])("%s sign-in limit", (realm) => {
  const owner = () => (realm === "admin" ? { ...TEST_ADMIN } : { username: clientEmail, password: CLIENT_PASSWORD });
  const madeUp = (i: number) => (realm === "admin" ? `nobody${i}` : `nobody${i}@example.com`);
  // Each realm's tests use addresses of their own.
  const net = realm === "admin" ? "192.0.2" : "198.51.100";
  const signIn = (username: string, password: string, address: string) =>
    signInAttempt(testApp.app, realm, username, password, `${net}.${address}`);

  it("blocks an address for an account after 5 failures until the window ends, even with the right password", async () => {
    const { username, password } = owner();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(username, `wrong-password-${attempt}`, "1")).status, `attempt ${attempt}`).toBe(401);
    }
    expect(await retryAfter(await signIn(username, password, "1"))).toBe(WINDOW_SECONDS);
    // The account is the same whatever its case and surrounding spaces.
    expect(await retryAfter(await signIn(` ${username.toUpperCase()} `, password, "1"))).toBe(WINDOW_SECONDS);
    // Not the owner from elsewhere, nor this address for another account.
    expect((await signIn(username, password, "2")).status).toBe(200);
    expect((await signIn(madeUp(1), "wrong-password", "1")).status).toBe(401);

    advance(WINDOW_SECONDS);
    expect((await signIn(username, password, "1")).status).toBe(200);
  });

  it("blocks an address after 10 failures across accounts", async () => {
    for (let i = 1; i <= 10; i++) {
      expect((await signIn(madeUp(i), "wrong-password", "10")).status, `account ${i}`).toBe(401);
    }
    expect(await retryAfter(await signIn(madeUp(11), "wrong-password", "10"))).toBe(WINDOW_SECONDS);
    const { username, password } = owner();
    expect(await retryAfter(await signIn(username, password, "10"))).toBe(WINDOW_SECONDS);
    expect((await signIn(username, password, "11")).status).toBe(200);
  });

  it("slows an account guessed at from many addresses by a growing delay of at most a minute, never locking its owner out", async () => {
    const { username, password } = owner();
    // The owner signed in from home before.
    expect((await signIn(username, password, "20")).status).toBe(200);

    // Strangers: 5 addresses × 5 failures, each waiting whenever told to.
    const delays: number[] = [];
    for (let stranger = 1; stranger <= 5; stranger++) {
      for (let attempt = 1; attempt <= 5; attempt++) {
        let response = await signIn(username, "wrong-password", `3${stranger}`);
        if (response.status === 429) {
          const wait = await retryAfter(response);
          delays.push(wait);
          advance(wait);
          response = await signIn(username, "wrong-password", `3${stranger}`);
        }
        expect(response.status, `stranger ${stranger}, attempt ${attempt}`).toBe(401);
      }
      // Each stranger's own address is blocked for the rest of the window.
      expect(await retryAfter(await signIn(username, "wrong-password", `3${stranger}`))).toBeGreaterThan(60);
    }
    // 10 failures go through freely; then 1 s, 2 s, 4 s … at most 60 s after the last one.
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60, 60, 60, 60]);

    // The owner at home gets in at once; from a new address, after the current delay.
    expect((await signIn(username, password, "20")).status).toBe(200);
    const wait = await retryAfter(await signIn(username, password, "21"));
    expect(wait).toBeLessThanOrEqual(60);
    advance(wait);
    expect((await signIn(username, password, "21")).status).toBe(200);

    // The delay starts over with the next window.
    advance(WINDOW_SECONDS);
    expect((await signIn(username, "wrong-password", "31")).status).toBe(401);
  });

  it("gives a successful sign-in's attempt back: only failures use up the 5", async () => {
    const { username, password } = owner();
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await signIn(username, "wrong-password", "40")).status).toBe(401);
    }
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect((await signIn(username, password, "40")).status, `sign-in ${attempt}`).toBe(200);
    }
    expect((await signIn(username, "wrong-password", "40")).status).toBe(401);
    await retryAfter(await signIn(username, password, "40"));
  });
});
