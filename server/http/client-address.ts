import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { limitKey } from "./limit-key.ts";
import { type TrustProxy, visitorAddress } from "./trust-proxy.ts";

/** The TCP peer's address. */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket
    return c.req.header("x-test-client-address") ?? "local";
  }
}

/**
 * The visitor's address: the TCP peer, or behind proxies (TRUST_PROXY) the
 * X-Forwarded-For entry server/http/trust-proxy.ts picks.
 */
export function clientAddress(c: Context, trustProxy: TrustProxy): string {
  return visitorAddress(peerAddress(c), c.req.header("x-forwarded-for"), trustProxy);
}

/** What every per-address limit counts the visitor as: the address, an IPv6 one by its prefix (limit-key.ts). */
export function clientLimitKey(
  c: Context,
  config: { TRUST_PROXY: TrustProxy; RATE_LIMIT_IPV6_PREFIX: number },
): string {
  return limitKey(clientAddress(c, config.TRUST_PROXY), config.RATE_LIMIT_IPV6_PREFIX);
}
