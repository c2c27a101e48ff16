/**
 * Which hosts and addresses the audit may contact (docs/product/website-audit.md § Address safety: no server-side
 * request forgery). The address classification is ipaddr.js's, not ours.
 */
import ipaddr from "ipaddr.js";

/** Why an address was refused, in words a visitor understands. */
export class BlockedAddressError extends Error {
  readonly code = "AUDIT_BLOCKED";
}

export interface AddressPolicy {
  /** Lift the address and port rules (AUDIT_ALLOW_PRIVATE_HOSTS, local testing only). */
  allowPrivate: boolean;
}

const ALLOWED_PROTOCOLS = new Set(["http:", "https:"]);
/** 2000::/3 is the only IPv6 space handed out for the public internet (RFC 4291 §2.4). */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/**
 * True when `address` is a public unicast address. IPv4-mapped IPv6
 * (::ffff:127.0.0.1) is judged as the IPv4 address it carries; IPv4-compatible
 * (::127.0.0.1), NAT64, 6to4 and Teredo forms fall outside 2000::/3 or in a
 * named range, and are refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== "unicast") return false;
  if (parsed.kind() === "ipv6") return (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
  return true;
}

export function describeRefusal(address: string): string {
  return `This address resolves to a private or reserved network address (${address}), which the audit does not check. Please enter the public address of your website.`;
}

/**
 * Checks one URL before any connection: scheme, port and, when the host is
 * written as an IP address, the address itself. The WHATWG URL parser has
 * already turned numeric forms such as 0x7f000001, 2130706433 and 127.1 into
 * dotted IPv4, so checking the parsed hostname covers them. Names are checked
 * later, address by address, when they are resolved (see safe-fetch).
 */
export function checkUrl(url: URL, policy: AddressPolicy): void {
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) {
    throw new BlockedAddressError(
      `Only http:// and https:// addresses can be audited (${url.protocol.replace(/:$/, "")} is not supported).`,
    );
  }
  if (url.username || url.password) {
    throw new BlockedAddressError("Addresses with a user name or password cannot be audited.");
  }
  if (policy.allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (ipaddr.isValid(host) && !isPublicAddress(host)) throw new BlockedAddressError(describeRefusal(host));
  if (host === "localhost" || host.endsWith(".localhost")) throw new BlockedAddressError(describeRefusal(host));
  if (url.port !== "" && url.port !== "80" && url.port !== "443") {
    throw new BlockedAddressError(
      `Only the standard web ports 80 and 443 can be audited (port ${url.port} was given).`,
    );
  }
}
