/**
 * GET /metrics (docs/product/operations.md § Metrics), served by the HTTP server beside /api, not in it:
 * off (404, like any unknown path) unless METRICS_TOKEN is set, then only with
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). The token is
 * compared in constant time: both sides are hashed to equal-length digests
 * first, so neither the content nor the length leaks through timing.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { readDatabaseGauges, renderDatabaseGauges } from "./database-gauges.ts";
import type { HttpMetrics } from "./http-metrics.ts";

export const METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

const digest = (value: string) => createHash("sha256").update(value).digest();

export function bearerTokenMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(presented), digest(token));
}

function processGauges(): string {
  const memory = process.memoryUsage();
  return [
    "# HELP process_resident_memory_bytes Resident memory of this server process.",
    "# TYPE process_resident_memory_bytes gauge",
    `process_resident_memory_bytes ${memory.rss}`,
    "# HELP nodejs_heap_used_bytes V8 heap in use.",
    "# TYPE nodejs_heap_used_bytes gauge",
    `nodejs_heap_used_bytes ${memory.heapUsed}`,
    "# HELP process_uptime_seconds Seconds since this server process started.",
    "# TYPE process_uptime_seconds gauge",
    `process_uptime_seconds ${Math.round(process.uptime())}`,
    "",
  ].join("\n");
}

export interface MetricsEndpointOptions {
  token: string | undefined;
  http: HttpMetrics;
  db: Database;
  logger: Logger;
  /** Further metric families kept in memory (chat reply sources). */
  more?: ReadonlyArray<{ render(): string }>;
}

/** Answers /metrics, or returns undefined when metrics are off (the caller then answers 404). */
export function createMetricsEndpoint({ token, http, db, logger, more = [] }: MetricsEndpointOptions) {
  if (!token) return undefined;
  return async (request: Request): Promise<Response> => {
    if (!bearerTokenMatches(request.headers.get("authorization") ?? undefined, token)) {
      return Response.json(
        { error: "Unauthorized" },
        { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store" } },
      );
    }
    const gauges = await readDatabaseGauges(db).catch((error: Error) => {
      logger.warn("metrics: database unavailable", { error: error.message });
      return null;
    });
    const body =
      http.render() + renderDatabaseGauges(gauges) + more.map((family) => family.render()).join("") + processGauges();
    return new Response(body, { headers: { "Content-Type": METRICS_CONTENT_TYPE, "Cache-Control": "no-store" } });
  };
}
