/**
 * TRUST_PROXY: which X-Forwarded-For entries name the visitor.
 *
 *   unset, false, 0     off: the TCP peer is the visitor
 *   true, 1, 2, …       that many proxy hops: the N-th entry from the right
 *   10.0.0.0/8, 192.0.2.7, …
 *                       the proxies themselves: X-Forwarded-For counts only when
 *                       the TCP peer is one of them, and the visitor is the
 *                       right-most entry that is not one of them
 *
 * A hop count trusts whatever connects: anyone who reaches the server without
 * going through the proxy writes the entry it reads. A list trusts only the
 * proxies, however the server is reached.
 */
import ipaddr from "ipaddr.js";

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

export type TrustProxy = { kind: "off" } | { kind: "hops"; hops: number } | { kind: "list"; proxies: Range[] };

export const TRUST_NO_PROXY: TrustProxy = { kind: "off" };

/** More hops than any real chain of proxies; a larger number is a typo. */
const MAX_HOPS = 20;

/** Longest textual IPv6 address with an embedded IPv4 part; anything longer is not an address. */
const MAX_ADDRESS_LENGTH = 45;

export const TRUST_PROXY_FORMAT = `must be true, false, a number of proxy hops (1 to ${MAX_HOPS}) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8, 192.0.2.7)`;

/** A well-formed IPv4 (four decimal parts) or IPv6 address, in canonical form; undefined otherwise. */
export function canonicalAddress(text: string | undefined): string | undefined {
  const address = parseAddress(text);
  return address?.toString();
}

function parseAddress(text: string | undefined): Address | undefined {
  if (!text || text.length > MAX_ADDRESS_LENGTH) return undefined;
  if (!ipaddr.IPv4.isValidFourPartDecimal(text) && !ipaddr.IPv6.isValid(text)) return undefined;
  // ::ffff:203.0.113.9 and 203.0.113.9 are one visitor.
  return ipaddr.process(text);
}

function parseRange(text: string): Range | undefined {
  if (!text.includes("/")) {
    const address = parseAddress(text);
    return address && [address, address.kind() === "ipv4" ? 32 : 128];
  }
  if (ipaddr.IPv4.isValidCIDRFourPartDecimal(text)) return ipaddr.IPv4.parseCIDR(text);
  if (ipaddr.IPv6.isValidCIDR(text)) {
    const [address, bits] = ipaddr.IPv6.parseCIDR(text);
    // ::ffff:10.0.0.0/104 is 10.0.0.0/8: addresses are compared in their IPv4 form.
    if (address.isIPv4MappedAddress() && bits >= 96) return [address.toIPv4Address(), bits - 96];
    return [address, bits];
  }
  return undefined;
}

/** The setting, or an error message for TRUST_PROXY (config.ts names the variable). */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = raw?.trim().toLowerCase() ?? "";
  if (value === "" || value === "false" || value === "no" || value === "0") return TRUST_NO_PROXY;
  if (value === "true" || value === "yes") return { kind: "hops", hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS ? { kind: "hops", hops } : { error: TRUST_PROXY_FORMAT };
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const proxies: Range[] = [];
  for (const entry of entries) {
    const range = parseRange(entry);
    if (!range) {
      const looksLikeList = entries.length > 1 || /[.:/]/.test(entry);
      return { error: looksLikeList ? `"${entry}" is not an IP address or CIDR range` : TRUST_PROXY_FORMAT };
    }
    proxies.push(range);
  }
  return { kind: "list", proxies };
}

function isTrustedProxy(address: Address, proxies: Range[]): boolean {
  return proxies.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

/**
 * The visitor's address from the TCP peer and X-Forwarded-For. An entry that
 * is not an IP address is never used (the peer counts instead): the address
 * keys the rate limits, so a forged multi-kilobyte value must never reach them.
 */
export function visitorAddress(peer: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const peerAddress = parseAddress(peer);
  const canonicalPeer = peerAddress?.toString() ?? peer;
  if (trust.kind === "off" || !forwardedFor) return canonicalPeer;
  const entries = forwardedFor.split(",");

  if (trust.kind === "hops") {
    // Fewer entries than hops: the farthest one there is, as the last proxy saw it.
    const entry = entries[Math.max(0, entries.length - trust.hops)];
    return canonicalAddress(entry?.trim()) ?? canonicalPeer;
  }

  if (!peerAddress || !isTrustedProxy(peerAddress, trust.proxies)) return canonicalPeer;
  let farthest = canonicalPeer;
  for (let index = entries.length - 1; index >= 0; index--) {
    const address = parseAddress(entries[index]?.trim());
    if (!address) return canonicalPeer;
    farthest = address.toString();
    if (!isTrustedProxy(address, trust.proxies)) return farthest;
  }
  // Every entry is one of our proxies: the farthest is the closest we know to the visitor.
  return farthest;
}

function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "");
  if (bare === "localhost") return true;
  const address = parseAddress(bare);
  return address !== undefined && address.range() === "loopback";
}

/**
 * The start-up warning when a hop count is trusted on a server other machines
 * can reach: anyone who connects directly sends the X-Forwarded-For it reads.
 */
export function trustProxyWarning(trust: TrustProxy, host: string): string | undefined {
  if (trust.kind !== "hops" || isLoopbackHost(host)) return undefined;
  const entries =
    trust.hops === 1 ? "the last X-Forwarded-For entry" : `X-Forwarded-For ${trust.hops} entries from the right`;
  return `TRUST_PROXY trusts ${entries} and the server listens on ${host}: anyone who reaches the server directly, not through your proxy, can choose the address the rate limits and sign-in limits count. Set TRUST_PROXY to your proxies' addresses instead (e.g. TRUST_PROXY=10.0.0.0/8), or make the server reachable through the proxy alone.`;
}
