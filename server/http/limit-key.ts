/**
 * What a per-address limit counts (docs/product/operations.md § Rate limits): an IPv4 address as it is,
 * an IPv6 address by its network prefix (/64 by default, RATE_LIMIT_IPV6_PREFIX). One IPv6 subscriber is
 * given a whole /64 (often more) and can send each request from a new address in it: counted address by
 * address, a limit of 10 would be a limit of 2^64. A zone id ("%eth0") names an interface, not a visitor,
 * and is dropped; an IPv4-mapped IPv6 address is its IPv4 address.
 */
import ipaddr from "ipaddr.js";

export const DEFAULT_IPV6_PREFIX = 64;

/** "2001:db8:1:2::/64" for any address of that /64; "203.0.113.9" for IPv4; anything else as given. */
export function limitKey(address: string, ipv6PrefixBits = DEFAULT_IPV6_PREFIX): string {
  const bare = address.replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return address;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const bytes = parsed.toByteArray();
  for (let bit = ipv6PrefixBits; bit < 128; bit++) {
    const byte = Math.floor(bit / 8);
    bytes[byte] = (bytes[byte] ?? 0) & ~(0x80 >> (bit % 8));
  }
  return `${ipaddr.fromByteArray(bytes).toString()}/${ipv6PrefixBits}`;
}
