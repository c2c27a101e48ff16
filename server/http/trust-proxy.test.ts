/**
 * TRUST_PROXY as hops or as a list of proxies: which X-Forwarded-For entry is
 * the visitor, what a forged entry can and cannot change, and the start-up
 * warning for a hop count on a server other machines can reach.
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { parseTrustProxy, type TrustProxy, trustProxyWarning, visitorAddress } from "./trust-proxy";

function setting(raw: string): TrustProxy {
  const parsed = parseTrustProxy(raw);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed;
}

describe("reading TRUST_PROXY", () => {
  it("keeps the old settings: unset, false, 0 and no are off; true, yes and 1 are one hop", () => {
    for (const off of [undefined, "", "false", "no", "0", " FALSE "])
      expect(parseTrustProxy(off)).toEqual({ kind: "off" });
    for (const one of ["true", "yes", "1", "True"]) expect(parseTrustProxy(one)).toEqual({ kind: "hops", hops: 1 });
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 2 });
  });

  it("reads a list of addresses and CIDR ranges, IPv4 and IPv6", () => {
    const parsed = setting("10.0.0.0/8, 192.0.2.7,2001:db8::/32 ,::1");
    expect(parsed.kind).toBe("list");
    if (parsed.kind !== "list") return;
    expect(parsed.proxies.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual([
      "10.0.0.0/8",
      "192.0.2.7/32",
      "2001:db8::/32",
      "::1/128",
    ]);
  });

  it("refuses anything else with a message saying what it takes", () => {
    expect(parseTrustProxy("maybe")).toEqual({ error: expect.stringMatching(/^must be true, false, a number/) });
    expect(parseTrustProxy("21")).toEqual({ error: expect.stringMatching(/^must be true, false, a number/) });
    expect(parseTrustProxy("10.0.0.1, proxy.internal")).toEqual({
      error: '"proxy.internal" is not an IP address or CIDR range',
    });
    expect(parseTrustProxy("10.1")).toEqual({ error: '"10.1" is not an IP address or CIDR range' });
    expect(parseTrustProxy("10.0.0.0/8,")).toEqual({ error: '"" is not an IP address or CIDR range' });
  });
});

describe("the visitor's address", () => {
  const peer = "10.0.0.5";

  it("is the TCP peer when TRUST_PROXY is off, whatever X-Forwarded-For says", () => {
    expect(visitorAddress(peer, "198.51.100.7", setting("false"))).toBe(peer);
    expect(visitorAddress("::ffff:10.0.0.5", undefined, setting("false"))).toBe(peer);
  });

  it("with one hop, is the last entry; forged entries to its left change nothing", () => {
    const one = setting("true");
    expect(visitorAddress(peer, "198.51.100.7", one)).toBe("198.51.100.7");
    expect(visitorAddress(peer, "1.2.3.4, 5.6.7.8, 198.51.100.7", one)).toBe("198.51.100.7");
    expect(visitorAddress(peer, undefined, one)).toBe(peer);
  });

  it("with two hops, is the second entry from the right (CDN, then balancer)", () => {
    const two = setting("2");
    // The visitor forged 1.2.3.4; the CDN appended the visitor, the balancer the CDN.
    expect(visitorAddress(peer, "1.2.3.4, 198.51.100.7, 203.0.113.80", two)).toBe("198.51.100.7");
    expect(visitorAddress(peer, "198.51.100.7, 203.0.113.80", two)).toBe("198.51.100.7");
    // Fewer entries than hops: the farthest one there is.
    expect(visitorAddress(peer, "198.51.100.7", two)).toBe("198.51.100.7");
  });

  it("never takes an entry that is not an IP address: the peer counts instead", () => {
    expect(visitorAddress(peer, `203.0.113.1, ${"9".repeat(5000)}`, setting("1"))).toBe(peer);
    expect(visitorAddress(peer, "<script>, 198.51.100.7", setting("2"))).toBe(peer);
    expect(visitorAddress(peer, "203.0.113.1, not-an-address", setting("10.0.0.0/8"))).toBe(peer);
  });

  it("with a list, is the right-most entry that is not one of the proxies; forged entries to its left are ignored", () => {
    const proxies = setting("10.0.0.0/8, 2001:db8::/32");
    expect(visitorAddress(peer, "198.51.100.7", proxies)).toBe("198.51.100.7");
    // A CDN at 10.1.2.3 in front of the balancer at 10.0.0.5; the visitor claimed 1.2.3.4 and 10.9.9.9.
    expect(visitorAddress(peer, "1.2.3.4, 10.9.9.9, 198.51.100.7, 10.1.2.3", proxies)).toBe("198.51.100.7");
    expect(visitorAddress("2001:db8::1", "2001:db8::2, 2a00:1450::7", proxies)).toBe("2a00:1450::7");
    expect(visitorAddress("::ffff:10.0.0.5", "::ffff:198.51.100.7", proxies)).toBe("198.51.100.7");
    // Every entry is a proxy: the farthest.
    expect(visitorAddress(peer, "10.3.3.3, 10.2.2.2", proxies)).toBe("10.3.3.3");
  });

  it("with a list, a peer that is not one of the proxies is the visitor: its X-Forwarded-For is not read", () => {
    const proxies = setting("10.0.0.0/8");
    expect(visitorAddress("203.0.113.66", "198.51.100.7", proxies)).toBe("203.0.113.66");
    expect(visitorAddress("203.0.113.66", "10.0.0.1", proxies)).toBe("203.0.113.66");
    expect(visitorAddress("local", "198.51.100.7", proxies)).toBe("local");
  });
});

describe("the start-up warning", () => {
  it("warns when a hop count is trusted on a public address, naming the risk and the list setting", () => {
    const warning = trustProxyWarning(setting("true"), "0.0.0.0");
    expect(warning).toContain("TRUST_PROXY");
    expect(warning).toContain("anyone who reaches the server directly");
    expect(warning).toContain("can choose the address");
    expect(warning).toContain("TRUST_PROXY=10.0.0.0/8");
    expect(warning).not.toContain("\n");
    expect(trustProxyWarning(setting("2"), "::")).toContain("2 entries from the right");
    expect(trustProxyWarning(setting("1"), "192.0.2.10")).toContain(
      "TRUST_PROXY trusts the last X-Forwarded-For entry and the server listens on 192.0.2.10:",
    );
  });

  it("stays quiet on a loopback address, with a list of proxies, and with TRUST_PROXY off", () => {
    for (const host of ["127.0.0.1", "localhost", "::1", "[::1]", "127.0.0.2"]) {
      expect(trustProxyWarning(setting("true"), host)).toBeUndefined();
    }
    expect(trustProxyWarning(setting("10.0.0.0/8"), "0.0.0.0")).toBeUndefined();
    expect(trustProxyWarning(setting("false"), "0.0.0.0")).toBeUndefined();
  });
});
