// Benchmark of the website audit (docs/product/website-audit.md): median time of the built-in
// analysis and of a full run (built-in + Lighthouse) on a loopback fixture
// page, and what ten audit requests arriving at once do with the bounded
// Lighthouse queue. Usage: node scripts/bench-audit.mjs [runs]
// The TypeScript modules are bundled on the fly with esbuild (a dev dependency).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { requireChromium } from "../server/features/audit/lighthouse/chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
const runs = Number(process.argv[2] ?? 5);
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-audit-"));
const entry = path.join(outDir, "entry.ts");
fs.writeFileSync(
  entry,
  [
    `export { safeFetch } from ${JSON.stringify(path.join(root, "server/features/audit/safe-fetch.ts"))};`,
    `export { pageFacts } from ${JSON.stringify(path.join(root, "server/features/audit/analysis/page-facts.ts"))};`,
    `export { analyse } from ${JSON.stringify(path.join(root, "server/features/audit/analysis/analyse.ts"))};`,
    `export { LighthouseQueue } from ${JSON.stringify(path.join(root, "server/features/audit/lighthouse/lighthouse-queue.ts"))};`,
    `export { startFixtureSites } from ${JSON.stringify(path.join(root, "server/features/audit/test-support/fixture-sites.ts"))};`,
    `export { createLogger } from ${JSON.stringify(path.join(root, "server/logger.ts"))};`,
  ].join("\n"),
);
await build({
  entryPoints: [entry],
  outfile: path.join(outDir, "bench.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  logLevel: "error",
});
fs.copyFileSync(
  path.join(root, "server/features/audit/lighthouse/lighthouse-runner.mjs"),
  path.join(outDir, "lighthouse-runner.mjs"),
);
fs.symlinkSync(path.join(root, "node_modules"), path.join(outDir, "node_modules"));
const audit = await import(pathToFileURL(path.join(outDir, "bench.mjs")).href);

const chromePath = requireChromium(process.env.CHROME_PATH);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const sites = await audit.startFixtureSites();
const url = `${sites.origin}/good`;
const policy = { allowPrivate: true };
const logger = audit.createLogger("silent");

async function builtIn(target) {
  const page = await audit.safeFetch(target, { policy });
  return audit.analyse(audit.pageFacts(page));
}

let queue;
try {
  const builtInTimes = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await builtIn(url);
    builtInTimes.push(performance.now() - started);
  }
  console.log(`built-in analysis (${runs} runs): median ${Math.round(median(builtInTimes))} ms`);

  queue = new audit.LighthouseQueue({ chromePath, policy, logger });
  const fullTimes = [];
  const fullRuns = Math.max(1, Math.min(runs, 3));
  // The first run forks a cold runner (loads lighthouse); later ones find the
  // runner the queue prepared after the previous run. Visitors arrive apart,
  // so give it the few seconds it needs to load, as in real use.
  const pauseMs = Number(process.env.BENCH_PAUSE_MS ?? 8000);
  {
    const started = performance.now();
    await builtIn(url);
    const outcome = await queue.run(url);
    console.log(
      `  cold run (runner forked on demand): ${Math.round(performance.now() - started)} ms, lighthouse ${outcome.ok ? "completed" : "skipped"}`,
    );
  }
  for (let run = 0; run < fullRuns; run++) {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const started = performance.now();
    await builtIn(url);
    const outcome = await queue.run(url);
    fullTimes.push(performance.now() - started);
    console.log(
      `  full run ${run + 1}: ${Math.round(performance.now() - started)} ms, lighthouse ${outcome.ok ? "completed" : `skipped (${outcome.note})`}`,
    );
  }
  console.log(`full run (${fullRuns} warm runs, ${pauseMs} ms apart): median ${Math.round(median(fullTimes))} ms`);

  // Ten requests at once: the service refuses (429) whenever the queue is full at arrival.
  const started = performance.now();
  const results = [];
  for (let index = 0; index < 10; index++) {
    if (queue.isFull()) {
      results.push(Promise.resolve({ index, status: 429, ms: Math.round(performance.now() - started) }));
      continue;
    }
    results.push(
      builtIn(url)
        .then(() => queue.run(url))
        .then((outcome) => ({
          index,
          status: 200,
          lighthouse: outcome.ok,
          ms: Math.round(performance.now() - started),
        })),
    );
    await new Promise((resolve) => setImmediate(resolve));
  }
  const settled = await Promise.all(results);
  for (const result of settled) {
    console.log(
      `  request ${result.index + 1}: ${result.status === 429 ? "429 busy" : `200 after ${result.ms} ms (lighthouse ${result.lighthouse ? "completed" : "skipped"})`}`,
    );
  }
  console.log(
    `ten queued requests: ${settled.filter((r) => r.status === 200).length} served one after another, ${settled.filter((r) => r.status === 429).length} refused with 429`,
  );
} finally {
  queue?.dropWarmRunner();
  await sites.close();
  fs.rmSync(outDir, { recursive: true, force: true });
}
