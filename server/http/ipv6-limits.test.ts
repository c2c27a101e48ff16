/**
 * Per-address limits count an IPv6 visitor by its /64 (server/http/limit-key.ts): rotating through the
 * addresses of one /64 behind a listed proxy gets no fresh limit, for public writes and sign-in alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions } from "#server/db/schema.ts";
import { formToken } from "#tests/support/form-token";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { signInAttempt } from "../rate-limit/sign-in-test-support.ts";

const PROXY = "10.0.0.5";
/** The n-th address of one /64, as the listed proxy forwards it. */
const inOneSlash64 = (n: number) => `2001:db8:abcd:12:${((n * 7919) % 65536).toString(16)}::${n.toString(16)}`;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_FACTOR: "1", TRUST_PROXY: "10.0.0.0/8" } });
});
afterAll(() => testApp.close());

const contact = (visitor: string, zone = "") =>
  testApp.app.request(
    "/api/contact",
    jsonRequest(
      { name: "Ada", email: "ada@example.com", details: "A new website.", ...formToken("contact") },
      { headers: { "x-test-client-address": PROXY, "x-forwarded-for": `${visitor}${zone}` } },
    ),
  );

describe("IPv6 rotation behind a listed proxy", () => {
  it("gets one contact limit for a whole /64: 10 a minute, then 429, whatever address of it sends", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 14; n++) statuses.push((await contact(inOneSlash64(n), n % 2 ? "" : "%eth0")).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    expect(await testApp.database.db.select().from(contactSubmissions)).toHaveLength(10);
    // Another /64 is another visitor.
    expect((await contact("2001:db8:abcd:13::1")).status).toBe(201);
  });

  it("evaluates 10 sign-in guesses from a /64, then answers 429 before reading the password", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 14; n++) {
      const response = await testApp.app.request(
        "/api/admin/login",
        jsonRequest(
          { username: `guess-${n}`, password: "wrong-password" },
          { headers: { "x-test-client-address": PROXY, "x-forwarded-for": `2001:db8:beef:1::${n}` } },
        ),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    // The test helper's own sign-in path counts by the peer: a direct IPv4 visitor is still one address.
    expect((await signInAttempt(testApp.app, "admin", "someone", "wrong-password", "192.0.2.44")).status).toBe(401);
  });
});
