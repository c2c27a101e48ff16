import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchSite, shouldTryHttp } from "./fetch-site";
import { FetchFailure, type FetchFailureKind } from "./safe-fetch";
import { type FixtureSites, startFixtureSites } from "./test-support/fixture-sites";

describe("shouldTryHttp", () => {
  const https = new URL("https://bakery.example/");
  const failure = (kind: FetchFailureKind) => new FetchFailure(kind, kind);

  it.each(["refused", "tls", "network"] as const)(
    "tries http:// after %s on an address typed without protocol",
    (kind) => {
      expect(shouldTryHttp(https, false, failure(kind))).toBe(true);
    },
  );

  it.each(["dns", "timeout", "redirects"] as const)(
    "does not after %s (http:// would fail the same way or wait again)",
    (kind) => {
      expect(shouldTryHttp(https, false, failure(kind))).toBe(false);
    },
  );

  it("never swaps an address typed with https:// for another", () => {
    expect(shouldTryHttp(https, true, failure("tls"))).toBe(false);
    expect(shouldTryHttp(https, true, failure("refused"))).toBe(false);
  });

  it("has nothing to fall back to from http://", () => {
    expect(shouldTryHttp(new URL("http://bakery.example/"), false, failure("refused"))).toBe(false);
  });
});

describe("fetchSite on a site that speaks plain HTTP only", () => {
  let sites: FixtureSites;
  beforeAll(async () => {
    sites = await startFixtureSites();
  });
  afterAll(() => sites.close());

  const secure = () => new URL(`${sites.origin.replace("http://", "https://")}/good`);

  it("fetches the http:// page and keeps why https:// failed", async () => {
    const site = await fetchSite(secure(), false, { policy: { allowPrivate: true } });
    expect(site.address.href).toBe(`${sites.origin}/good`);
    expect(site.page.status).toBe(200);
    expect(site.httpsFailure?.kind).toBe("tls");
  });

  it("throws the TLS failure when https:// was typed", async () => {
    await expect(fetchSite(secure(), true, { policy: { allowPrivate: true } })).rejects.toMatchObject({
      kind: "tls",
      message: "127.0.0.1 does not answer secure (HTTPS) connections at this address.",
    });
  });

  it("applies the address rules to the http:// attempt too", async () => {
    // The https:// attempt is let through (as a public site would be); the http:// one meets the real rule.
    let attempts = 0;
    const before = sites.requests.length;
    const attempt = fetchSite(secure(), false, {
      policy: { allowPrivate: false },
      policyForHop: () => ({ allowPrivate: attempts++ === 0 }),
    });
    await expect(attempt).rejects.toThrow(/private or reserved network address \(127\.0\.0\.1\)/);
    expect(sites.requests.length).toBe(before);
  });
});
