// Analytics under load (docs/performance.md § Analytics): the beacon's endpoint at a steady 2,000 views a
// second over HTTP on the embedded database (latency percentiles, views lost), then the console's report over
// a million views: 30 days of raw views not summed yet (the worst case), and the same days once summed.
// Run: node --import tsx scripts/bench-analytics.ts   (BENCH_SECONDS, default 15; BENCH_RATE, default 2000;
// BENCH_VIEWS, default 1000000)
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { connectDatabase } from "../server/db/client.ts";
import { startEmbeddedPostgres } from "../server/db/embedded-postgres.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { analyticsReport } from "../server/features/analytics/report.ts";
import { rollUpAndSweep } from "../server/features/analytics/retention.ts";
import { viewQueueFor } from "../server/features/analytics/view-queue.ts";
import { silentLogger } from "../server/logger.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const rate = Number(process.env.BENCH_RATE ?? 2000);
const seeded = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const log = (line: string) => process.stdout.write(`${line}\n`);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-analytics-"));
const postgres = await startEmbeddedPostgres({ dataDir, database: "bench", log: () => {} });
const handle = connectDatabase(postgres.connectionString, silentLogger, 10);
await runMigrations(handle.db.$client);
const config = loadConfig({ NODE_ENV: "production", RATE_LIMIT_FACTOR: "1000000", FORM_TOKEN_SECRET: "x".repeat(48) });
const app = createApp({ db: handle.db, config, logger: silentLogger, now: () => new Date() });
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => server.once("listening", resolve));
const port = (server.address() as { port: number }).port;

try {
  // ---- 1. The beacon at a steady rate.
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/event`,
    method: "POST",
    connections: 40,
    overallRate: rate,
    duration: seconds,
    headers: {
      "content-type": "application/json",
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
    },
    body: JSON.stringify({
      u: "http://127.0.0.1/home?utm_source=newsletter&utm_campaign=bench",
      r: "https://news.example/",
    }),
  });
  await viewQueueFor(handle.db, silentLogger).flush();
  const stored = await handle.db.execute<{ count: number }>(sql`select count(*)::int as count from analytics_events`);
  const count = stored.rows[0]?.count ?? 0;
  log(
    `beacon: ${Math.round(result.requests.average)} views/s asked ${rate}/s for ${seconds} s; ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
      `${result["2xx"]} answered 202, ${result.non2xx} other, ${result.errors} errors; ${count} stored ` +
      // The stored views include those still in flight when the load stopped, which autocannon does not count.
      `(${count >= result["2xx"] ? "none lost" : `${result["2xx"] - count} lost`})`,
  );

  // ---- 2. The report over a million views: 30 days, 40 pages, 8 sources, ~3 views per visitor-day.
  await handle.db.execute(sql`truncate analytics_events, analytics_daily`);
  const started = performance.now();
  await handle.db.execute(sql`
    insert into analytics_events (at, visitor, path, referrer_host, utm_source, utm_campaign)
    select now() - (n % (30 * 24 * 60)) * interval '1 minute',
      md5((n / 3)::text), '/page-' || (n % 40),
      case when n % 3 = 0 then (array['google.com','news.example','linkedin.com','bing.com'])[1 + n % 4] end,
      case when n % 3 = 0 and n % 5 = 0 then (array['newsletter','partner','ads','social'])[1 + n % 4] end,
      case when n % 3 = 0 and n % 5 = 0 then 'campaign-' || (n % 6) end
    from generate_series(1, ${seeded}) as n`);
  await handle.db.execute(sql`analyze analytics_events`);
  log(`seeded ${seeded.toLocaleString("en-US")} views in ${Math.round(performance.now() - started)} ms`);
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const time = async (label: string, query: Parameters<typeof analyticsReport>[1]) => {
    const runs: number[] = [];
    for (let run = 0; run < 5; run++) {
      const at = performance.now();
      await analyticsReport(handle.db, query);
      runs.push(performance.now() - at);
    }
    runs.sort((a, b) => a - b);
    log(`report, ${label}: median ${Math.round(runs[2] ?? 0)} ms, max ${Math.round(runs[4] ?? 0)} ms (5 runs)`);
  };
  await time("30 days, none summed", { from, to: today });
  const summing = performance.now();
  await rollUpAndSweep(handle.db, new Date());
  log(`summed 29 closed days in ${Math.round(performance.now() - summing)} ms`);
  await time("30 days, closed days summed", { from, to: today });
  await time("30 days, one source", { from, to: today, source: "newsletter" });
  await time("today only", { from: today, to: today });
} finally {
  server.close();
  await handle.close();
  await postgres.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
