// Analytics under load (docs/performance.md § Analytics): the beacon's endpoint at a steady 2,000 views a
// second over HTTP on the embedded database (latency percentiles, views lost), then the console's report over
// a million views: 30 days of raw views not summed yet (the worst case), and the same days once summed.
// The server runs in a child process of its own (this script again, BENCH_ROLE=server), so the load
// generator's event loop is not the server's.
// Run: node --import tsx scripts/bench-analytics.ts   (BENCH_SECONDS, default 15; BENCH_RATE, default 2000;
// BENCH_VIEWS, default 1000000)
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
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
import { steadyLoad } from "./steady-load.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const rate = Number(process.env.BENCH_RATE ?? 2000);
const seeded = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const log = (line: string) => process.stdout.write(`${line}\n`);

if (process.env.BENCH_ROLE === "server") {
  await runServer();
} else {
  await runBench();
}

/** The API on the database of BENCH_DATABASE_URL; prints its port, then serves until killed. */
async function runServer() {
  const handle = connectDatabase(process.env.BENCH_DATABASE_URL ?? "", silentLogger, 10);
  const config = loadConfig({
    NODE_ENV: "production",
    RATE_LIMIT_FACTOR: "1000000",
    FORM_TOKEN_SECRET: "x".repeat(48),
  });
  const app = createApp({ db: handle.db, config, logger: silentLogger, now: () => new Date() });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  log(`PORT ${(server.address() as { port: number }).port}`);
  process.on("SIGTERM", () => {
    void viewQueueFor(handle.db, silentLogger)
      .flush()
      .then(() => process.exit(0));
  });
}

async function startServerProcess(databaseUrl: string): Promise<{ port: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename], {
    env: { ...process.env, BENCH_ROLE: "server", BENCH_DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      const found = /PORT (\d+)/.exec(chunk.toString());
      if (found) resolve(Number(found[1]));
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
  });
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

async function runBench() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-analytics-"));
  const postgres = await startEmbeddedPostgres({ dataDir, database: "bench", log: () => {} });
  const handle = connectDatabase(postgres.connectionString, silentLogger, 10);
  await runMigrations(handle.db.$client);
  const server = await startServerProcess(postgres.connectionString);
  const port = server.port;

  try {
    // ---- 1. The beacon at a steady rate (./steady-load.ts): a few seconds to warm the server up, not
    // reported; then as a robot, which the API answers without counting: the floor of this machine's HTTP and
    // middleware at that rate, to read the counted run against; then counted.
    const beacon = (userAgent: string, body: object, duration = seconds) =>
      steadyLoad({
        url: `http://127.0.0.1:${port}/api/event`,
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": userAgent },
        body: JSON.stringify(body),
        rate,
        seconds: duration,
      });
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
    const robot = "Mozilla/5.0 (compatible; Googlebot/2.1)";
    await beacon(robot, { u: "http://127.0.0.1/home" }, 2);
    await beacon(browser, { u: "http://127.0.0.1/warm-up" }, 3);
    const floor = await beacon(robot, { u: "http://127.0.0.1/home" });
    log(
      `floor (a robot's view, not counted): ${rate}/s; latency p50 ${floor.p50} ms, p99 ${floor.p99} ms, max ${floor.max} ms`,
    );
    const result = await beacon(browser, {
      u: "http://127.0.0.1/home?utm_source=newsletter&utm_campaign=bench",
      r: "https://news.example/",
    });
    await server.stop(); // writes what waits
    const stored = await handle.db.execute<{ count: number }>(sql`select count(*)::int as count from analytics_events`);
    const count = (stored.rows[0]?.count ?? 0) - rate * 3; // less the warm-up's views
    const accepted = result.answered[202] ?? 0;
    log(
      `beacon: ${rate} views/s for ${seconds} s; latency p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
        `max ${result.max} ms; ${accepted} answered 202, ${result.sent - accepted - result.errors} other, ` +
        `${result.errors} errors; ${count} stored (${count >= accepted ? "none lost" : `${accepted - count} lost`})`,
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
    await server.stop();
    await handle.close();
    await postgres.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
