/**
 * The client address behind a proxy (TRUST_PROXY), as the rate limits count
 * it: with `true` the last X-Forwarded-For entry when it is an IP address;
 * with a list of proxies, only what those proxies forward. Regression: a forged multi-kilobyte entry
 * reached the rate-limit key (varchar 300) and every public write answered
 * 500 (found by tests/production/api-fuzz.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";

let t: TestApp;
/** The same API with TRUST_PROXY set to the proxies' addresses. */
let listed: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  listed = await createTestApp({ env: { TRUST_PROXY: "192.0.2.0/24, 10.0.0.5" } });
});
afterAll(async () => {
  await t.close();
  await listed.close();
});

/** A contact form sent over a connection from `peer` (the TCP peer app.request() stands in for). */
const contact = (email: string, forwardedFor: string, app = t, peer = "192.0.2.50") =>
  app.app.request(
    "/api/contact",
    jsonRequest(
      { name: "Ada Lovelace", email, package: "business" },
      { headers: { "X-Forwarded-For": forwardedFor, "x-test-client-address": peer } },
    ),
  );

describe("the client address behind a proxy", () => {
  it("ignores an X-Forwarded-For entry that is not an IP address instead of failing", async () => {
    for (const forged of ["9".repeat(5_000), "not-an-address", "fe80::1%".padEnd(400, "a"), ""]) {
      const response = await contact("forged@example.com", `203.0.113.1, ${forged}`);
      expect(response.status).toBe(201);
    }
  });

  it("counts the rate limit per forwarded address, IPv4-mapped IPv6 as the same visitor", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      const address = n % 2 === 0 ? "198.51.100.23" : "::ffff:198.51.100.23";
      statuses.push((await contact(`visitor${n}@example.com`, `10.0.0.1, ${address}`)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    // Another visitor behind the same proxy is not affected.
    expect((await contact("other@example.com", "198.51.100.24")).status).toBe(201);
  });
});

describe("TRUST_PROXY as a list of proxies", () => {
  it("counts the visitor a listed proxy forwards; forged entries to the left do not start a new count", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      // The visitor makes up a new left-most entry every time; the balancer (10.0.0.5) appends the real one.
      const forwarded = `203.0.113.${n}, 198.51.100.40, 192.0.2.9`;
      statuses.push((await contact(`listed${n}@example.com`, forwarded, listed, "10.0.0.5")).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it("ignores X-Forwarded-For from a peer that is not a listed proxy: a direct caller cannot rotate addresses", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      statuses.push((await contact(`direct${n}@example.com`, `198.51.100.${100 + n}`, listed, "203.0.113.77")).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});
