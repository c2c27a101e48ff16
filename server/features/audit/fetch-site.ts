/**
 * Fetches the address the visitor gave. The field says the protocol need not
 * be typed, so "example.com" is tried as https://example.com first; when that
 * fails at the connection (no HTTPS on the site: refused, a TLS error, a reset)
 * it is tried again as http://example.com, and the report covers what plain
 * HTTP serves. An address typed with https:// is the one the visitor asked
 * about: its failure is the answer (their own visitors see it too), so it is
 * never swapped for another. Both attempts go through safeFetch, so every
 * address and redirect check applies to the second one as well.
 */
import {
  type FetchedPage,
  FetchFailure,
  type FetchFailureKind,
  type SafeFetchOptions,
  safeFetch,
} from "./safe-fetch.ts";

/**
 * Failures that say "this site does not speak HTTPS here". Not a DNS failure
 * (http:// needs the same name) nor a time-out (it has already used the
 * audit's 10-second budget, and a second one would double the wait).
 */
const NO_HTTPS: ReadonlySet<FetchFailureKind> = new Set(["refused", "tls", "network"]);

export function shouldTryHttp(url: URL, protocolTyped: boolean, failure: FetchFailure): boolean {
  return !protocolTyped && url.protocol === "https:" && NO_HTTPS.has(failure.kind);
}

export interface FetchedSite {
  page: FetchedPage;
  /** The address the page was fetched from: the one given, or its http:// form. */
  address: URL;
  /** Why https:// failed, when the page came from the http:// retry. */
  httpsFailure: FetchFailure | null;
}

/** Throws BlockedAddressError or FetchFailure (the https:// one when both attempts fail). */
export async function fetchSite(url: URL, protocolTyped: boolean, options: SafeFetchOptions): Promise<FetchedSite> {
  try {
    return { page: await safeFetch(url.href, options), address: url, httpsFailure: null };
  } catch (error) {
    if (!(error instanceof FetchFailure) || !shouldTryHttp(url, protocolTyped, error)) throw error;
    const plain = new URL(url.href);
    plain.protocol = "http:";
    try {
      return { page: await safeFetch(plain.href, options), address: plain, httpsFailure: error };
    } catch (retryError) {
      // Unreachable both ways: report the address the visitor's own browser tries first.
      if (retryError instanceof FetchFailure) throw error;
      throw retryError;
    }
  }
}
