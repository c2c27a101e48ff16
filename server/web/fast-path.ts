/**
 * The fast path: GET and HEAD of static files and prerendered pages answered
 * straight from the `node:http` request listener, before @hono/node-server
 * adapts the request into a Request and the site handler's Response back
 * (docs/performance.md § Fast path for static files and prerendered pages). Everything else falls through to Hono.
 *
 * The answers are the site handler's own: at startup every file and page is
 * run once per variant (brotli, gzip, as stored, 304) through the functions
 * site-handler.ts answers with, and the headers @hono/node-server would write
 * for that Response are kept as a ready list. A request is then a map lookup,
 * a copy of that list with its X-Request-Id, and one `res.end(buffer)`; the
 * log line and the metric are the site handler's (`recordRequest`).
 * tests/integration/fast-path.test.ts compares both paths byte for byte.
 */
import type http from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { HttpMetrics } from "../features/metrics/http-metrics.ts";
import type { Logger } from "../logger.ts";
import {
  onlyTrackingParameters,
  prerenderedPageResponse,
  recordRequest,
  requestIdFrom,
  STATIC_FILE_ROUTE,
  staticFileResponse,
} from "./site-handler.ts";
import { chooseEncoding, type StaticFile, type StaticFiles } from "./static-files.ts";

// @hono/node-server (src/url.ts) uses the Host header and the request target as
// they are, unparsed, when both match these; otherwise it normalises them
// through `new URL` or answers 400. The fast path answers only the plain case,
// where the path it looks up is the path the site handler would see; `#` and
// `%` (a fragment, percent-decoding in Hono's router) also go to Hono.
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;
const PLAIN_TARGET = /^\/[!$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
/** Paths the site handler routes before its static-file branch. */
const ROUTED_BEFORE_STATIC = /^\/(api(\/|$)|metrics$)/;

/** One ready answer: status, header list as @hono/node-server writes it, body. */
interface Variant {
  status: number;
  /** [name, value, name, value, …], lower-case names in Headers order. */
  headers: string[];
  /** Index of the X-Request-Id value in `headers`. */
  requestIdIndex: number;
  body: Buffer | undefined;
}

interface Entry {
  file: StaticFile;
  /** The metric label and log `route`. */
  route: string;
  /** A page depends on its query (only tracking parameters allowed); a .data file on having none. */
  query: "any" | "tracking-only" | "none";
  br?: Variant;
  gzip?: Variant;
  identity: Variant;
  /** For a file with an ETag. */
  notModified?: Variant;
}

export interface FastPathOptions {
  staticFiles: StaticFiles;
  logger: Logger;
  metrics?: HttpMetrics;
  /** The host assumed when a request has no Host header (as given to @hono/node-server). */
  hostname?: string;
  /** Strict-Transport-Security, as the site handler's middleware adds it (SiteHandlerOptions). */
  strictTransportSecurity?: string;
}

/** Answers the request and returns true, or returns false without touching it. */
export type FastPath = (request: http.IncomingMessage, response: http.ServerResponse) => boolean;

function variantOf(response: Response, body: Buffer | undefined, strictTransportSecurity?: string): Variant {
  const headers = new Headers(response.headers);
  // The site handler's middleware sets these last.
  headers.set("X-Request-Id", "-");
  if (strictTransportSecurity) headers.set("Strict-Transport-Security", strictTransportSecurity);
  const list: string[] = [];
  let requestIdIndex = -1;
  // What @hono/node-server's buildOutgoingHttpHeaders writes for a Headers object.
  for (const [name, value] of headers) {
    if (name === "x-request-id") requestIdIndex = list.length + 1;
    list.push(name, value);
  }
  if (body && headers.get("content-length") !== String(body.length)) {
    throw new Error(`fast path: Content-Length ${headers.get("content-length")} is not the body's ${body.length}`);
  }
  return { status: response.status, headers: list, requestIdIndex, body };
}

function entryOf(
  file: StaticFile,
  route: string,
  query: Entry["query"],
  respond: (file: StaticFile, request: Request) => Response,
  strictTransportSecurity: string | undefined,
): Entry {
  const answer = (headers: Record<string, string>, body: Buffer | undefined) =>
    variantOf(respond(file, new Request("http://fast-path/", { headers })), body, strictTransportSecurity);
  return {
    file,
    route,
    query,
    br: file.br && answer({ "accept-encoding": "br" }, file.br),
    gzip: file.gzip && answer({ "accept-encoding": "gzip" }, file.gzip),
    identity: answer({}, file.body),
    notModified: file.etag ? answer({ "if-none-match": file.etag }, undefined) : undefined,
  };
}

/** The table of every path the fast path answers; paths it cannot answer exactly are left out. */
function buildTable(staticFiles: StaticFiles, strictTransportSecurity: string | undefined): Map<string, Entry> {
  const table = new Map<string, Entry>();
  const answerable = (urlPath: string) =>
    PLAIN_TARGET.test(urlPath) &&
    !urlPath.includes("?") &&
    !DOT_SEGMENT.test(urlPath) &&
    !ROUTED_BEFORE_STATIC.test(urlPath) &&
    new URL(urlPath, "http://fast-path").pathname === urlPath;
  for (const [urlPath, file] of staticFiles.fileEntries()) {
    if (!answerable(urlPath)) continue;
    const query = urlPath.endsWith(".data") ? "none" : "any";
    table.set(urlPath, entryOf(file, STATIC_FILE_ROUTE, query, staticFileResponse, strictTransportSecurity));
  }
  for (const [urlPath, page] of staticFiles.pageEntries()) {
    if (!answerable(urlPath) || table.has(urlPath)) continue; // a file of the same path wins, as in the site handler
    table.set(urlPath, entryOf(page, urlPath, "tracking-only", prerenderedPageResponse, strictTransportSecurity));
  }
  return table;
}

export function createFastPath({
  staticFiles,
  logger,
  metrics,
  hostname,
  strictTransportSecurity,
}: FastPathOptions): FastPath {
  const table = buildTable(staticFiles, strictTransportSecurity);

  function answer(request: http.IncomingMessage, response: http.ServerResponse, path: string, entry: Entry) {
    const started = performance.now();
    const method = request.method as "GET" | "HEAD";
    const header = request.headers["x-request-id"];
    const requestId = requestIdFrom(typeof header === "string" ? header : undefined);
    const variant =
      entry.notModified && request.headers["if-none-match"] === entry.file.etag
        ? entry.notModified
        : (entry[chooseEncoding(entry.file, request.headers["accept-encoding"] ?? "") ?? "identity"] as Variant);
    const headers = variant.headers.slice();
    headers[variant.requestIdIndex] = requestId;
    response.writeHead(variant.status, headers);
    if (method === "HEAD" || variant.body === undefined) response.end();
    else response.end(variant.body);
    recordRequest(logger, metrics, {
      requestId,
      method,
      path,
      route: entry.route,
      status: variant.status,
      ms: performance.now() - started,
    });
  }

  return (request, response) => {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const target = request.url ?? "";
    const queryAt = target.indexOf("?");
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    const entry = table.get(path);
    if (entry === undefined) return false;
    const host = request.headers.host || hostname;
    if (!host || !PLAIN_HOST.test(host) || !PLAIN_TARGET.test(target) || DOT_SEGMENT.test(target)) return false;
    // "/x?" has an empty query, as URL sees it.
    if (queryAt !== -1 && queryAt < target.length - 1 && entry.query !== "any") {
      if (entry.query === "none") return false;
      if (!onlyTrackingParameters(new URL(target, "http://fast-path"))) return false;
    }
    try {
      answer(request, response, path, entry);
    } catch (error) {
      // Nothing written yet: the site handler answers, errors included, as it always did.
      if (!response.headersSent) return false;
      logger.error("fast path failed after answering", { error: (error as Error).message, path });
    }
    return true;
  };
}

/**
 * The server's request listener: the fast path first, then the site handler
 * through @hono/node-server (with the same default host for Host-less requests).
 */
export function createSiteListener(
  site: { fetch: (request: Request) => Response | Promise<Response> },
  options: FastPathOptions,
): (request: http.IncomingMessage, response: http.ServerResponse) => void {
  const fastPath = createFastPath(options);
  const hono = getRequestListener(site.fetch, { hostname: options.hostname });
  return (request, response) => {
    if (!fastPath(request, response)) void hono(request, response);
  };
}
