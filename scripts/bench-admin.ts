/**
 * Admin list benchmark (docs/product/admin-console.md § Lists): seeds 100,000 contact
 * submissions and 10,000 of each other lead kind, then times the admin API
 * in-process (createApp + app.request, so routing, auth, SQL and JSON are all
 * counted): the first page of each list, filtered pages, searches, a deep
 * cursor page and the stats. Runs on the embedded PostgreSQL and, when
 * DATABASE_URL or TEST_DATABASE_URL is set, on that server too (in a
 * throwaway database). Run with `node scripts/bench-admin.mjs`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { connectDatabase } from "../server/db/client.ts";
import { startEmbeddedPostgres } from "../server/db/embedded-postgres.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { bootstrapAdmin } from "../server/features/admin-auth/bootstrap.ts";
import { silentLogger } from "../server/logger.ts";
import { createScratchDatabase } from "./scratch-database.mjs";

const SUBMISSIONS = 100_000;
const OTHERS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 5;
const TARGET_MS = 50;
const PASSWORD = "bench-admin-password";
/** Set by bench-admin.mjs: the bundle runs from a temporary folder. */
const MIGRATIONS = process.env.BENCH_MIGRATIONS ?? path.resolve("server/db/migrations");

const SEED_SQL = `
insert into contact_submissions (name, email, business, phone, package, details, is_audit_request, website_url, priority, status, created_at)
select 'Lead ' || g, 'lead' || g || '@example.com',
       case when g % 7 = 0 then 'Acme Studio ' || g else 'Business ' || g end,
       '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
       (array['essential','business','enterprise','custom','audit'])[1 + g % 5],
       repeat('We need a faster website that converts better. ', 4),
       g % 9 = 0, 'https://site' || g || '.example',
       case when g % 10 = 0 then 'high' when g % 10 = 1 then 'low' else 'normal' end,
       (array['new','contacted','in-progress','completed','closed'])[1 + g % 5],
       now() - (g || ' seconds')::interval
from generate_series(1, ${SUBMISSIONS}) g;

insert into slot_reservations (name, email, package, preferred_slot, business, phone, project_details, budget, timeline, status, created_at)
select 'Client ' || g, 'client' || g || '@example.com', (array['essential','business','enterprise'])[1 + g % 3],
       'march-early-2026', 'Company ' || g, '+1 555 0100', 'A new site with booking.', '$5,000 - $10,000', 'moderate',
       (array['pending','confirmed','in-progress','completed','cancelled'])[1 + g % 5],
       now() - (g * 7 || ' seconds')::interval
from generate_series(1, ${OTHERS}) g;

insert into audit_results (website_url, load_time, overall_score, performance_score, seo_score, security_score, mobile_score, accessibility_score, recommendations, created_at)
select 'https://audit' || g || '.example', 800 + g % 900, 50 + g % 50, 40 + g % 60, 60 + g % 40, 70 + g % 30, 50 + g % 50, 65 + g % 35,
       '{"performance":["Compress images"],"seo":["Add a meta description"]}'::json,
       now() - (g * 7 || ' seconds')::interval
from generate_series(1, ${OTHERS}) g;

insert into mood_boards (project_name, project_type, target_audience, business_goals, brand_personality, color_preferences, style_preferences, client_email, status, created_at)
select 'Board ' || g, 'SaaS Platform', 'Founders', 'Grow sign-ups', array['Bold','Modern'], array['Cyberpunk Neon'], array['Minimalist'],
       'board' || g || '@example.com', case when g % 4 = 0 then 'shared' else 'draft' end,
       now() - (g * 7 || ' seconds')::interval
from generate_series(1, ${OTHERS}) g;

insert into consultations (name, email, consultation_type, phone, company, preferred_date, preferred_time, project_details, current_website, status, created_at)
select 'Caller ' || g, 'caller' || g || '@example.com', 'strategy-session', '+1 555 0101', 'Firm ' || g, now() + interval '3 days', '10:00 AM',
       'Talk about a redesign.', 'https://firm' || g || '.example',
       (array['scheduled','confirmed','completed','cancelled'])[1 + g % 4], now() - (g * 7 || ' seconds')::interval
from generate_series(1, ${OTHERS}) g;

insert into client_intakes (contact_name, company_name, email, industry, service_type, budget, timeline, goals, current_challenges, target_audience, communication_preference, project_description, status, created_at)
select 'Owner ' || g, 'Venture ' || g, 'owner' || g || '@example.com', 'Technology', 'growth-engine', '$5,000 - $10,000', '2-4 weeks',
       'Grow qualified leads every month.', 'Our site is slow and dated today.', 'Small business owners', 'Email',
       repeat('A complete rebuild of our marketing site. ', 3),
       (array['new','contacted','in-progress','completed','closed'])[1 + g % 5], now() - (g * 7 || ' seconds')::interval
from generate_series(1, ${OTHERS}) g;
`;

interface Target {
  label: string;
  connectionString: string;
  cleanup: () => Promise<void>;
}

async function embeddedTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-"));
  const server = await startEmbeddedPostgres({ dataDir, database: "bench", log: () => {} });
  return {
    label: "embedded PostgreSQL",
    connectionString: server.connectionString,
    cleanup: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function externalTarget(serverUrl: string): Promise<Target> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rows } = await admin.query<{ server_version: string }>("show server_version");
  await admin.end();
  const database = await createScratchDatabase(serverUrl, `agency_bench_${process.pid}`);
  return {
    label: `PostgreSQL ${rows[0]?.server_version ?? "?"} (DATABASE_URL / TEST_DATABASE_URL)`,
    connectionString: database.url,
    cleanup: database.drop,
  };
}

/** With BENCH_EXPLAIN=1: the plans of the main list queries, to check they use the indexes. */
async function explainPlans(pool: pg.Pool) {
  const queries = [
    "select 1",
    "select id, name, email, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') from contact_submissions order by created_at desc nulls last, id desc nulls last limit 51",
    "select id from contact_submissions where status = 'contacted' order by created_at desc nulls last, id desc nulls last limit 51",
    "select id from contact_submissions where name ilike '%lead99991@%' or email ilike '%lead99991@%' or business ilike '%lead99991@%' or website_url ilike '%lead99991@%' order by created_at desc nulls last, id desc nulls last limit 51",
    "select id from contact_submissions where (created_at, id) < (now() - interval '1 hour', 1000) order by created_at desc nulls last, id desc nulls last limit 51",
    "select (select count(*) from contact_submissions), (select count(*) from contact_submissions where priority = 'high')",
  ];
  for (const text of queries) {
    const { rows } = await pool.query(`explain (analyze, costs off) ${text}`);
    console.log(`\n${text.slice(0, 90)}`);
    for (const row of rows as Array<Record<string, string>>) console.log(`   ${Object.values(row)[0]}`);
  }
}

function percentile(sorted: number[], p: number) {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

async function benchTarget(target: Target) {
  const handle = connectDatabase(target.connectionString, silentLogger);
  try {
    await runMigrations(handle.pool, MIGRATIONS);
    const seedStart = performance.now();
    await handle.pool.query(SEED_SQL);
    // What autovacuum does shortly after a bulk load; sets the visibility map, so counts use index-only scans.
    await handle.pool.query("vacuum analyze");
    const seedMs = performance.now() - seedStart;
    await bootstrapAdmin(handle.db, { ADMIN_USERNAME: "admin", ADMIN_PASSWORD: PASSWORD });
    const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" });
    const app = createApp({ db: handle.db, config, logger: silentLogger, now: () => new Date() });
    const login = await app.request("/api/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "admin", password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { "X-Admin-Token": token };

    if (process.env.BENCH_EXPLAIN) await explainPlans(handle.pool);

    // A cursor 20 pages deep, to show keyset paging does not slow down with depth.
    let deepCursor = "";
    for (let page = 0; page < 20; page++) {
      const response = await app.request(`/api/admin/submissions${deepCursor ? `?before=${deepCursor}` : ""}`, {
        headers,
      });
      await response.arrayBuffer();
      deepCursor = response.headers.get("x-next-cursor") ?? "";
    }

    const cases: Array<[string, string]> = [
      ["submissions, first page", "/api/admin/submissions"],
      ["reservations, first page", "/api/admin/reservations"],
      ["audits, first page", "/api/admin/audits"],
      ["mood-boards, first page", "/api/admin/mood-boards"],
      ["consultations, first page", "/api/admin/consultations"],
      ["intakes, first page", "/api/admin/intakes"],
      ["submissions, 21st page (cursor)", `/api/admin/submissions?before=${deepCursor}`],
      ["submissions ?status=contacted", "/api/admin/submissions?status=contacted"],
      ["reservations ?status=confirmed", "/api/admin/reservations?status=confirmed"],
      ["submissions ?q=acme (common)", "/api/admin/submissions?q=acme"],
      ["submissions ?q=lead99991@ (one row)", "/api/admin/submissions?q=lead99991%40"],
      ["submissions ?q=no-such-lead (none)", "/api/admin/submissions?q=no-such-lead"],
      ["submissions ?q=acme&status=closed", "/api/admin/submissions?q=acme&status=closed"],
      ["stats", "/api/admin/stats"],
    ];

    const results: Array<{ name: string; median: number; p95: number; rows: number }> = [];
    for (const [name, url] of cases) {
      const times: number[] = [];
      let rows = 0;
      for (let run = 0; run < WARMUP + RUNS; run++) {
        const started = performance.now();
        const response = await app.request(url, { headers });
        const body = (await response.json()) as unknown;
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
        rows = Array.isArray(body) ? body.length : 1;
        if (run >= WARMUP) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      results.push({ name, median: percentile(times, 50), p95: percentile(times, 95), rows });
    }

    console.log(
      `\n${target.label}: seeded ${SUBMISSIONS.toLocaleString("en-US")} submissions + ${OTHERS.toLocaleString("en-US")} of each other kind in ${(seedMs / 1000).toFixed(1)} s; ${RUNS} timed runs each`,
    );
    console.log(`${"call".padEnd(40)} ${"rows".padStart(5)} ${"median ms".padStart(10)} ${"p95 ms".padStart(8)}`);
    for (const result of results) {
      const flag = result.median < TARGET_MS ? "" : "  ← over target";
      console.log(
        `${result.name.padEnd(40)} ${String(result.rows).padStart(5)} ${result.median.toFixed(1).padStart(10)} ${result.p95.toFixed(1).padStart(8)}${flag}`,
      );
    }
    return results.every((result) => result.median < TARGET_MS);
  } finally {
    await handle.close();
  }
}

const targets: Array<() => Promise<Target>> = [embeddedTarget];
const external = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (external) targets.push(() => externalTarget(external));

let allWithinTarget = true;
for (const makeTarget of targets) {
  const target = await makeTarget();
  try {
    allWithinTarget = (await benchTarget(target)) && allWithinTarget;
  } finally {
    await target.cleanup();
  }
}
console.log(allWithinTarget ? `\nEvery median is under ${TARGET_MS} ms.` : `\nSome medians are over ${TARGET_MS} ms.`);
