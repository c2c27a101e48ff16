import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The visitor's address. Behind a proxy (TRUST_PROXY) it is the last entry of
 * X-Forwarded-For — the one our proxy appended; earlier entries are whatever
 * the client claimed and are never trusted.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").pop()?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket
    return c.req.header("x-test-client-address") ?? "local";
  }
}
