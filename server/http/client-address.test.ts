/**
 * The client address behind a proxy (TRUST_PROXY): the last X-Forwarded-For
 * entry when it is an IP address. Regression: a forged multi-kilobyte entry
 * reached the rate-limit key (varchar 300) and every public write answered
 * 500 (found by tests/production/api-fuzz.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => t.close());

const contact = (email: string, forwardedFor: string) =>
  t.app.request(
    "/api/contact",
    jsonRequest(
      { name: "Ada Lovelace", email, package: "business" },
      { headers: { "X-Forwarded-For": forwardedFor, "x-test-client-address": "192.0.2.50" } },
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
