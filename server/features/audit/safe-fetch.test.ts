import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlockedAddressError, isPublicAddress } from "./address-policy";
import { guardedLookup, safeFetch } from "./safe-fetch";
import { type FixtureSites, startFixtureSites } from "./test-support/fixture-sites";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.0.1",
    "169.254.169.254",
    "100.64.0.1",
    "224.0.0.1",
    "0.0.0.0",
    "255.255.255.255",
    "240.0.0.1",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::127.0.0.1",
    "64:ff9b::7f00:1",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("guardedLookup", () => {
  it("refuses a name whose DNS answer is a private address", async () => {
    const lookup = guardedLookup({ allowPrivate: false });
    const error = await new Promise<unknown>((resolve) => lookup("localhost", { all: true }, (err) => resolve(err)));
    expect(error).toBeInstanceOf(BlockedAddressError);
  });
});

describe("safeFetch redirects", () => {
  let publicLooking: FixtureSites;
  let privateSite: FixtureSites;

  beforeAll(async () => {
    privateSite = await startFixtureSites();
    publicLooking = await startFixtureSites({ redirectTo: `${privateSite.origin}/good` });
  });
  afterAll(async () => {
    await publicLooking.close();
    await privateSite.close();
  });

  it("re-checks each hop: a redirect to a private address is refused before any connection", async () => {
    // Hop 0 stands in for a public site (allowed by the test hook); every later hop has the real rule.
    const attempt = safeFetch(`${publicLooking.origin}/to-private`, {
      policy: { allowPrivate: false },
      policyForHop: (hop) => ({ allowPrivate: hop === 0 }),
    });
    await expect(attempt).rejects.toThrow(/private or reserved network address \(127\.0\.0\.1\)/);
    expect(publicLooking.requests).toEqual(["/to-private"]);
    expect(privateSite.requests).toEqual([]);
  });

  it("cuts a body off at the size cap", async () => {
    const page = await safeFetch(`${publicLooking.origin}/poor`, { policy: { allowPrivate: true }, maxBytes: 10_000 });
    expect(page.truncated).toBe(true);
    expect(page.transferBytes).toBe(10_000);
  });
});
