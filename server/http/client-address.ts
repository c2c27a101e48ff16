import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import ipaddr from "ipaddr.js";

/** Longest textual IPv6 address with an embedded IPv4 part; anything longer is not an address. */
const MAX_ADDRESS_LENGTH = 45;

/** A well-formed IPv4 (four decimal parts) or IPv6 address, in canonical form; undefined otherwise. */
function canonicalAddress(text: string | undefined): string | undefined {
  if (!text || text.length > MAX_ADDRESS_LENGTH) return undefined;
  if (!ipaddr.IPv4.isValidFourPartDecimal(text) && !ipaddr.IPv6.isValid(text)) return undefined;
  // ::ffff:203.0.113.9 and 203.0.113.9 are one visitor.
  return ipaddr.process(text).toString();
}

/**
 * The visitor's address. Behind a proxy (TRUST_PROXY) it is the last entry of
 * X-Forwarded-For — the one our proxy appended; earlier entries are whatever
 * the client claimed and are never trusted. An entry that is not an IP
 * address is ignored (the socket's address counts instead): it keys the rate
 * limits, so a forged multi-kilobyte value must never reach them.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = canonicalAddress(c.req.header("x-forwarded-for")?.split(",").pop()?.trim());
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket
    return c.req.header("x-test-client-address") ?? "local";
  }
}
