/**
 * How fast this machine opens pages in the test browsers (docs/performance.md § Test suite): most of the
 * end-to-end suite's time is this cycle, so its figure tells whether a slower `npm test` is the machine or
 * the change. One cycle: a new browser context and page, /home?style=conservative then /contact, each until
 * React has taken the page over (`data-hydrated` on <html>); prints the median of BENCH_RUNS cycles (default
 * 7, after one warm-up) in the headless shell the tests drive and in the full Chromium the audits use.
 * Needs the production build (`npm run build`); starts its own server as the tests do, on E2E_PORT (4188; 4190 is a port fetch refuses).
 * Run: npx node --import tsx scripts/bench-test-browser.mts (on an idle machine).
 */
import { spawn } from "node:child_process";
import { chromium } from "playwright";
import { CHROMIUM_FLAGS, findHeadlessShell, requireChromium } from "../server/features/audit/lighthouse/chromium.mjs";

const port = process.env.E2E_PORT ?? "4188";
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 7);

const server = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
  env: { ...process.env, E2E_PORT: port },
  stdio: ["ignore", "ignore", "inherit"],
});
const stopServer = () => new Promise((resolve) => server.once("exit", resolve).kill("SIGTERM"));

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer on ${base} within two minutes.`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function cycleMs(executablePath: string): Promise<number> {
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    for (const path of ["/home?style=conservative", "/contact"]) {
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    await context.close();
    if (run > 0) times.push(performance.now() - started);
  }
  await browser.close();
  return median(times);
}

try {
  await waitForServer();
  const browsers = [
    ["headless shell (the tests)", findHeadlessShell()],
    ["full Chromium (the audits)", requireChromium(process.env.CHROME_PATH)],
  ] as const;
  console.log(`A context, a page and two pages taken over by React: median of ${runs} cycles`);
  for (const [name, executablePath] of browsers) {
    if (!executablePath) {
      console.log(`${name.padEnd(28)} not installed`);
      continue;
    }
    console.log(`${name.padEnd(28)} ${((await cycleMs(executablePath)) / 1000).toFixed(2)} s`);
  }
} finally {
  await stopServer();
}
