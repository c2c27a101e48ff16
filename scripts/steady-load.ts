/**
 * An open-loop load at a steady rate, for benchmarks (docs/performance.md § Analytics): request n is due at
 * start + n / rate and is sent then, whether or not earlier ones were answered, the way independent visitors'
 * beacons arrive. Each latency is counted from the time the request was due, so a server that falls behind
 * shows it in full (no "coordinated omission"). autocannon's `overallRate` is not this: each connection
 * sends as fast as it can until it has made its share of the second, then waits for the next second, so
 * every second starts with a burst of all its connections at once.
 */
import http from "node:http";

export interface SteadyLoadResult {
  sent: number;
  answered: Record<number, number>;
  errors: number;
  /** Milliseconds, from when each request was due to when its answer had arrived. */
  p50: number;
  p99: number;
  max: number;
}

export async function steadyLoad(options: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  rate: number;
  seconds: number;
}): Promise<SteadyLoadResult> {
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const body = Buffer.from(options.body);
  const headers = { ...options.headers, "content-length": String(body.length) };
  const total = Math.round(options.rate * options.seconds);
  const latencies = new Float64Array(total);
  const answered: Record<number, number> = {};
  let errors = 0;
  let sent = 0;
  let done = 0;
  const start = performance.now();

  await new Promise<void>((resolve) => {
    const finish = () => {
      done += 1;
      if (done === total) resolve();
    };
    const send = (index: number, due: number) => {
      const request = http.request(
        { agent, host: url.hostname, port: url.port, path: url.pathname, method: options.method, headers },
        (response) => {
          response.resume();
          response.on("end", () => {
            latencies[index] = performance.now() - due;
            answered[response.statusCode ?? 0] = (answered[response.statusCode ?? 0] ?? 0) + 1;
            finish();
          });
        },
      );
      request.on("error", () => {
        latencies[index] = performance.now() - due;
        errors += 1;
        finish();
      });
      request.end(body);
    };
    // A timer tick sends every request that has fallen due since the last one (a tick is ~1 ms).
    const tick = () => {
      const elapsed = performance.now() - start;
      const due = Math.min(total, Math.floor((elapsed / 1000) * options.rate) + 1);
      while (sent < due) {
        send(sent, start + (sent * 1000) / options.rate);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();

  const sorted = Array.from(latencies).sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0) * 10) / 10;
  return { sent, answered, errors, p50: at(0.5), p99: at(0.99), max: at(1) };
}
