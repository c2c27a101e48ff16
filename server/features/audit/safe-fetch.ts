/**
 * The one way the audit reads a visitor's website (docs/product/website-audit.md § Address safety). Every hop of
 * a redirect chain is checked before it is contacted:
 *  - http/https only, ports 80/443 only, IP literals checked (address-policy);
 *  - host names resolved once by our own lookup, EVERY returned address
 *    checked, and the socket connected to exactly those checked addresses —
 *    so a DNS answer that changes between check and connect (rebinding)
 *    cannot switch the target;
 *  - redirects followed by hand, at most 5, each hop re-checked;
 *  - a 10 s budget for the whole chain, and the body cut off at 5 MB.
 */

import type { LookupAddress } from "node:dns";
import dns from "node:dns";
import zlib from "node:zlib";
import { Agent, request } from "undici";
import {
  type AddressPolicy,
  BlockedAddressError,
  checkUrl,
  describeRefusal,
  isPublicAddress,
} from "./address-policy.ts";

export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const USER_AGENT =
  "Mozilla/5.0 (compatible; MeridianStudioAudit/1.0; +https://meridian.studio/tools) AppleWebKit/537.36 (KHTML, like Gecko)";

export type FetchFailureKind = "dns" | "refused" | "timeout" | "tls" | "redirects" | "network";

/** The site could not be reached: the access-error case (docs/product/website-audit.md § Access error). */
export class FetchFailure extends Error {
  constructor(
    readonly kind: FetchFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchedPage {
  requestedUrl: string;
  finalUrl: string;
  status: number;
  headers: Record<string, string | string[]>;
  /** The body after content decoding (at most MAX_BODY_BYTES were read off the wire). */
  body: Buffer;
  transferBytes: number;
  truncated: boolean;
  /** Time to first byte of the final response, in ms. */
  ttfbMs: number;
  /** Time for the whole chain, redirects and body included, in ms. */
  totalMs: number;
  redirects: Array<{ url: string; status: number }>;
  contentEncoding: string | null;
}

export interface SafeFetchOptions {
  policy: AddressPolicy;
  /**
   * The policy of hop N of a redirect chain (0 = the address typed). Tests
   * use it to let a loopback fixture serve the first hop and then prove the
   * redirect it sends to a private address is refused.
   */
  policyForHop?: (hop: number) => AddressPolicy;
  timeoutMs?: number;
  maxBytes?: number;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A DNS lookup that refuses the whole answer when any address in it is not public. */
export function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!policy.allowPrivate) {
        const refused = addresses.find((entry) => !isPublicAddress(entry.address));
        if (refused) return callback(new BlockedAddressError(describeRefusal(refused.address)), []);
      }
      const family = options?.family === 4 || options?.family === 6 ? options.family : undefined;
      const usable = family ? addresses.filter((entry) => entry.family === family) : addresses;
      const first = usable[0];
      if (!first) {
        const notFound: NodeJS.ErrnoException = new Error(`No address found for ${hostname}`);
        notFound.code = "ENOTFOUND";
        return callback(notFound, []);
      }
      if (options?.all) return callback(null, usable);
      return callback(null, first.address, first.family);
    });
  };
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function cleanHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) result[name.toLowerCase()] = value;
  return result;
}

/** Decodes gzip/deflate/br, tolerating a body cut off at the size cap; refuses to inflate past 20 MB. */
function decode(raw: Buffer, encoding: string | null): Buffer {
  const limit = { maxOutputLength: 20 * 1024 * 1024 };
  try {
    if (encoding === "gzip" || encoding === "x-gzip")
      return zlib.gunzipSync(raw, { ...limit, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    if (encoding === "deflate") return zlib.inflateSync(raw, { ...limit, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    if (encoding === "br")
      return zlib.brotliDecompressSync(raw, { ...limit, finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
  } catch {
    return Buffer.alloc(0);
  }
  return raw;
}

function failureFrom(error: unknown, timedOut: boolean, host: string): Error {
  if (error instanceof BlockedAddressError) return error;
  if (timedOut) return new FetchFailure("timeout", `${host} did not answer within 10 seconds.`);
  const cause = (error as { cause?: unknown })?.cause ?? error;
  if (cause instanceof BlockedAddressError) return cause;
  const code = String((cause as NodeJS.ErrnoException)?.code ?? (error as NodeJS.ErrnoException)?.code ?? "");
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "ENODATA")
    return new FetchFailure("dns", `The domain ${host} could not be found (DNS lookup failed).`);
  if (code === "ECONNREFUSED") return new FetchFailure("refused", `${host} refused the connection.`);
  if (code.includes("TIMEOUT") || code === "ETIMEDOUT")
    return new FetchFailure("timeout", `${host} did not answer within 10 seconds.`);
  // A plain-HTTP server on the HTTPS port answers the TLS handshake with HTTP: no certificate to blame.
  if (/WRONG_VERSION_NUMBER|HTTP_REQUEST|UNKNOWN_PROTOCOL|^EPROTO$/i.test(code))
    return new FetchFailure("tls", `${host} does not answer secure (HTTPS) connections at this address.`);
  if (/CERT|SSL|TLS|ERR_SSL|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(code) || /certificate|ssl|tls/i.test(String(cause)))
    return new FetchFailure("tls", `The secure connection to ${host} failed: its TLS certificate is not valid.`);
  return new FetchFailure("network", `The connection to ${host} failed (${code || "network error"}).`);
}

/** GET `address`, following at most 5 checked redirects. Throws BlockedAddressError or FetchFailure. */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const started = performance.now();
  const redirects: FetchedPage["redirects"] = [];
  let url = new URL(address);
  try {
    for (let hop = 0; ; hop++) {
      const policy = options.policyForHop?.(hop) ?? options.policy;
      checkUrl(url, policy);
      const agent = new Agent({ connect: { lookup: guardedLookup(policy), timeout: timeoutMs }, pipelining: 0 });
      const hopStarted = performance.now();
      try {
        const response = await request(url, {
          method: "GET",
          dispatcher: agent,
          signal: controller.signal,
          headers: {
            "user-agent": USER_AGENT,
            accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
            "accept-encoding": "gzip, deflate, br",
            "accept-language": "en",
          },
        }).catch((error: unknown) => {
          throw failureFrom(error, timedOut, url.hostname);
        });
        const ttfbMs = performance.now() - hopStarted;
        const headers = cleanHeaders(response.headers);
        const location = headerValue(headers, "location");
        if (REDIRECT_STATUSES.has(response.statusCode) && location) {
          await response.body.dump().catch(() => {});
          redirects.push({ url: url.href, status: response.statusCode });
          if (redirects.length > MAX_REDIRECTS) {
            throw new FetchFailure("redirects", `${url.hostname} redirects more than ${MAX_REDIRECTS} times.`);
          }
          url = new URL(location, url);
          continue;
        }
        const chunks: Buffer[] = [];
        let transferBytes = 0;
        let truncated = false;
        try {
          for await (const chunk of response.body) {
            const buffer = chunk as Buffer;
            const room = maxBytes - transferBytes;
            if (buffer.length >= room) {
              chunks.push(buffer.subarray(0, room));
              transferBytes += room;
              truncated = true;
              break;
            }
            chunks.push(buffer);
            transferBytes += buffer.length;
          }
        } catch (error) {
          throw failureFrom(error, timedOut, url.hostname);
        } finally {
          if (truncated) response.body.destroy();
        }
        const encodingHeader = headerValue(headers, "content-encoding")?.trim().toLowerCase() || null;
        return {
          requestedUrl: address,
          finalUrl: url.href,
          status: response.statusCode,
          headers,
          body: decode(Buffer.concat(chunks), encodingHeader),
          transferBytes,
          truncated,
          ttfbMs: Math.round(ttfbMs),
          totalMs: Math.round(performance.now() - started),
          redirects,
          contentEncoding: encodingHeader,
        };
      } finally {
        void agent.destroy().catch(() => {});
      }
    }
  } finally {
    clearTimeout(timer);
  }
}
