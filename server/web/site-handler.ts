/**
 * The whole site as one fetch handler:
 *   /api/*              → the Hono API app
 *   hashed assets etc.  → StaticFiles (memory, precompressed)
 *   prerendered pages   → StaticFiles, with a CSP listing their inline-script hashes
 *   everything else     → React Router's server renderer, with a per-request CSP nonce
 */
import { randomBytes, randomUUID } from "node:crypto";
import { Hono } from "hono";
import type { HttpMetrics } from "../features/metrics/http-metrics.ts";
import { apiRouteOf } from "../features/metrics/route-label.ts";
import { limitBody } from "../http/body-limit.ts";
import { refuseCrossSiteWrites, type SiteOrigins } from "../http/cross-site-writes.ts";
import { applySecurityHeaders, applySubresourceHeaders, contentSecurityPolicy } from "../http/security-headers.ts";
import type { Logger } from "../logger.ts";
import { compressResponse } from "./compression.ts";
import { type StaticFile, type StaticFiles, staticResponse } from "./static-files.ts";

/** What a page request's loaders get (server/web/react-router-build.ts makes it React Router's context). */
export type PageContext = {
  cspNonce: string;
  /** The API called in-process (no network, no Host header trusted) by loaders of server-rendered pages. */
  apiFetch: (request: Request) => Promise<Response>;
  /** Where a page's rendering error is written: the server's JSON log (app/entry.server.tsx `handleError`). */
  logError: (message: string, fields: Record<string, unknown>) => void;
};

export interface PageRouteTable {
  /**
   * The route pattern (`/mood-board/:shareId`, `/*` for the not-found page) a
   * path matches in the build's route table: a bounded label for metrics.
   */
  pattern(pathname: string): string;
  /**
   * The one spelling of a page's path: the route's own segments in their case,
   * parameters as given, no trailing slash. React Router matches paths without
   * regard to case or a final slash, so `/About` and `/about/` would otherwise be
   * answered as pages of their own (duplicates for search engines). Undefined for
   * a path that matches no page (the not-found route answers it with 404).
   */
  canonicalPath(pathname: string): string | undefined;
}

export type RenderPage = (request: Request, context: PageContext) => Promise<Response>;

export interface SiteHandlerOptions {
  api: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
  staticFiles: StaticFiles;
  renderPage: RenderPage;
  logger: Logger;
  /** Request counts and latencies by route pattern (server/features/metrics). */
  metrics?: HttpMetrics;
  /** GET /metrics; absent when METRICS_TOKEN is not set, so the path is a plain 404. */
  metricsEndpoint?: (request: Request) => Promise<Response>;
  /** The build's page routes: a path's pattern for metric labels, and its one canonical spelling. */
  pageRoutes?: PageRouteTable;
  /** The Strict-Transport-Security value for every response (server/http/security-headers.ts); none on http. */
  strictTransportSecurity?: string;
  /** The site's own origins beyond the one a request reached (TRUST_PROXY, PUBLIC_SITE_URL); same rule as the API. */
  origins?: SiteOrigins;
}

/** Query parameters that never change what a page shows, so its prerendered HTML can answer. */
const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid|msclkid|ref)$/;

export function onlyTrackingParameters(url: URL): boolean {
  for (const key of url.searchParams.keys()) if (!TRACKING_PARAMETER.test(key)) return false;
  return true;
}

/** The metric label and log `route` of every static file (a bounded label, whatever the path). */
export const STATIC_FILE_ROUTE = "(static file)";

/**
 * A request id a caller may choose: what proxies and tracing systems send
 * (UUIDs, hex trace ids), short and plain, so it can be logged and echoed as
 * it is. Anything else (spaces, markup, kilobytes) is replaced, not trimmed.
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's X-Request-Id when it is such a short token; otherwise a new one. */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && ACCEPTED_REQUEST_ID.test(header) ? header : randomUUID();
}

/** A route parameter that is a secret (an invitation token): such a request is logged by its route pattern. */
const SECRET_PARAMETER = /\/:token(?:\/|$)/;

/**
 * Paths under which a segment may be an invitation or password token, whatever the method, the status, a
 * trailing slash or an extra segment: every segment after them but the routes' own words is logged as
 * `:token` (docs/product/operations.md § Logs).
 */
const TOKEN_BEARING_PATH =
  /^(\/api\/(?:portal|admin)\/invitations|\/portal\/set-password|\/admin\/accept-invitation)(\/.*)?$/i;
const ROUTE_WORDS = new Set(["lookup", "accept", ""]);

/** The path a log line may show: never one carrying a secret. Paths are logged without their query string. */
export function loggedPath(path: string, route: string): string {
  if (SECRET_PARAMETER.test(route)) return route;
  // Read as the router may: "//" as one slash, and an encoded slash as one, so no spelling of the path
  // ("/api/portal//invitations/<token>") carries its token past the check.
  const bearing = TOKEN_BEARING_PATH.exec(path.replace(/%2f/gi, "/").replace(/\/{2,}/g, "/"));
  if (!bearing?.[2]) return path;
  const rest = bearing[2]
    .split("/")
    .map((segment) => (ROUTE_WORDS.has(segment.toLowerCase()) ? segment : ":token"))
    .join("/");
  return `${bearing[1]}${rest}`;
}

export interface RequestRecord {
  requestId: string;
  method: string;
  path: string;
  route: string;
  status: number;
  ms: number;
}

/** The metric observation and the log line of one request (the site handler and the fast path share it). */
export function recordRequest(logger: Logger, metrics: HttpMetrics | undefined, record: RequestRecord): void {
  metrics?.observe(record.method, record.route, record.status, record.ms / 1000);
  logger.info("request", {
    requestId: record.requestId,
    method: record.method,
    path: loggedPath(record.path, record.route),
    route: record.route,
    status: record.status,
    ms: Math.round(record.ms * 10) / 10,
  });
}

/** A hashed asset, .data file or public file: its stored encoding and the subresource headers. */
export function staticFileResponse(file: StaticFile, request: Request): Response {
  const response = staticResponse(file, request);
  applySubresourceHeaders(response.headers);
  return response;
}

/** A prerendered document: its stored encoding, the security headers and a CSP with its script hashes. */
export function prerenderedPageResponse(page: StaticFile, request: Request): Response {
  const response = staticResponse(page, request);
  applySecurityHeaders(response.headers, page.csp);
  return response;
}

/**
 * An in-process API call made for a page request: the API sees the visitor's
 * connection (`env`) and proxy header, so its rate limits count the visitor,
 * not the server.
 */
function asVisitor(request: Request, pageRequest: Request): Request {
  const forwardedFor = pageRequest.headers.get("x-forwarded-for");
  if (forwardedFor === null) return request;
  const headers = new Headers(request.headers);
  headers.set("x-forwarded-for", forwardedFor);
  return new Request(request, { headers });
}

export function createSiteHandler({
  api,
  staticFiles,
  renderPage,
  logger,
  metrics,
  metricsEndpoint,
  pageRoutes,
  strictTransportSecurity,
  origins = { trustProxy: false },
}: SiteHandlerOptions) {
  // routeLabel: the pattern a request matched, set by the branch that answers it.
  const site = new Hono<{ Variables: { routeLabel: string } }>();

  // Request id, HSTS (on every answer: API, files, pages, errors) and one structured log line per request.
  site.use("*", async (c, next) => {
    const requestId = requestIdFrom(c.req.header("x-request-id"));
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    if (strictTransportSecurity) c.res.headers.set("Strict-Transport-Security", strictTransportSecurity);
    recordRequest(logger, metrics, {
      requestId,
      method: c.req.method,
      path: c.req.path,
      route: c.get("routeLabel") ?? apiRouteOf(c.req.raw) ?? "(unmatched)",
      status: c.res.status,
      ms: performance.now() - started,
    });
  });

  site.all("/api/*", (c) => api.fetch(c.req.raw, c.env));
  site.all("/api", (c) => api.fetch(c.req.raw, c.env));
  if (metricsEndpoint) {
    site.get("/metrics", (c) => {
      c.set("routeLabel", "/metrics");
      return metricsEndpoint(c.req.raw);
    });
  }

  // The same rules as server/web/fast-path.ts, which answers these requests before Hono in production.
  site.on(["GET", "HEAD"], "*", async (c, next) => {
    const url = new URL(c.req.url);
    const file = staticFiles.file(url.pathname);
    if (file && (url.search === "" || !url.pathname.endsWith(".data"))) {
      c.set("routeLabel", STATIC_FILE_ROUTE);
      return staticFileResponse(file, c.req.raw);
    }
    const page = onlyTrackingParameters(url) ? staticFiles.page(url.pathname) : undefined;
    if (page) {
      c.set("routeLabel", url.pathname); // one of the build's prerendered paths: a bounded set
      return prerenderedPageResponse(page, c.req.raw);
    }
    return next();
  });

  // A form a page's action takes (the contact form sent without its script): never from another site's
  // page, as for the API, and as small as the API's bodies.
  site.use("*", refuseCrossSiteWrites(origins));
  site.use("*", limitBody());

  site.all("*", async (c) => {
    c.set("routeLabel", pageRoutes?.pattern(c.req.path) ?? "(page)");
    // `/About` or `/about/` is the page /about: one address per page for search engines and caches.
    if (c.req.method === "GET" || c.req.method === "HEAD") {
      // The path as sent, still percent-encoded: a parameter goes into Location exactly as it came.
      const { pathname, search } = new URL(c.req.url);
      const canonical = pageRoutes?.canonicalPath(pathname);
      if (canonical && canonical !== pathname) {
        const response = new Response(null, { status: 301, headers: { Location: `${canonical}${search}` } });
        applySecurityHeaders(response.headers);
        return response;
      }
    }
    const cspNonce = randomBytes(16).toString("base64");
    const apiFetch = async (request: Request) => api.fetch(asVisitor(request, c.req.raw), c.env);
    const rendered = await renderPage(c.req.raw, { cspNonce, apiFetch, logError: logger.error });
    const response = new Response(rendered.body, rendered);
    const isDocument = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
    if (isDocument) response.headers.set("Cache-Control", "no-store");
    applySecurityHeaders(response.headers, isDocument ? contentSecurityPolicy([`'nonce-${cspNonce}'`]) : undefined);
    return compressResponse(c.req.raw, response);
  });

  site.onError((error, c) => {
    logger.error("unhandled page error", { error: error.message, stack: error.stack, path: c.req.path });
    const response = c.text("Internal server error", 500);
    applySecurityHeaders(response.headers);
    return response;
  });

  return site;
}
