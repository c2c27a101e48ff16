/**
 * Request counts and a latency histogram by route pattern, method and status,
 * kept in memory and written in the Prometheus text exposition format
 * (https://prometheus.io/docs/instrumenting/exposition_formats/). Labels come
 * from route patterns (`/api/admin/:entity`, `/mood-board/:shareId`), never
 * from raw paths, so a scan of random URLs cannot grow the series without
 * bound; a hard cap guards against a pattern list we did not foresee.
 */

/** Upper bounds of the latency buckets, in seconds. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const MAX_SERIES = 1000;
const OVERFLOW_ROUTE = "(other)";

interface Series {
  route: string;
  method: string;
  status: string;
  /** Non-cumulative counts per bucket; the last entry is +Inf. */
  buckets: number[];
  sum: number;
  count: number;
}

/** A label value in the exposition format: backslash, double quote and newline escaped. */
export function labelValue(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}

export class HttpMetrics {
  readonly #series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const normalisedMethod = KNOWN_METHODS.has(method) ? method : "OTHER";
    let key = `${normalisedMethod} ${status} ${route}`;
    let series = this.#series.get(key);
    if (!series) {
      const overflow = this.#series.size >= MAX_SERIES;
      const label = overflow ? OVERFLOW_ROUTE : route;
      key = `${normalisedMethod} ${status} ${label}`;
      series = this.#series.get(key);
      if (!series) {
        series = {
          route: label,
          method: normalisedMethod,
          status: String(status),
          buckets: new Array(LATENCY_BUCKETS.length + 1).fill(0),
          sum: 0,
          count: 0,
        };
        this.#series.set(key, series);
      }
    }
    let bucket = LATENCY_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket === -1) bucket = LATENCY_BUCKETS.length;
    series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** The counter and histogram families, in exposition format. */
  render(): string {
    const all = [...this.#series.values()].sort(
      (a, b) => a.route.localeCompare(b.route) || a.method.localeCompare(b.method) || a.status.localeCompare(b.status),
    );
    const lines = [
      "# HELP http_requests_total HTTP requests answered, by route pattern, method and status.",
      "# TYPE http_requests_total counter",
    ];
    const labels = (series: Series) =>
      `route="${labelValue(series.route)}",method="${series.method}",status="${series.status}"`;
    for (const series of all) lines.push(`http_requests_total{${labels(series)}} ${series.count}`);
    lines.push(
      "# HELP http_request_duration_seconds Time from receiving a request to its response headers, in seconds.",
      "# TYPE http_request_duration_seconds histogram",
    );
    for (const series of all) {
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((bound, index) => {
        cumulative += series.buckets[index] ?? 0;
        lines.push(`http_request_duration_seconds_bucket{${labels(series)},le="${bound}"} ${cumulative}`);
      });
      lines.push(`http_request_duration_seconds_bucket{${labels(series)},le="+Inf"} ${series.count}`);
      lines.push(`http_request_duration_seconds_sum{${labels(series)}} ${series.sum}`);
      lines.push(`http_request_duration_seconds_count{${labels(series)}} ${series.count}`);
    }
    return `${lines.join("\n")}\n`;
  }
}
