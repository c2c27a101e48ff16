/**
 * When a page answers taps on a slow phone (docs/page-speed.md § Content pages without the framework (2026-11-29)): each
 * page opened in Chromium with its CPU slowed 4× and a slow 4G line (150 ms round trip, 1.6 Mb/s down), as
 * Lighthouse's mobile run models it; prints, per page, the median of BENCH_RUNS loads of
 *  - interactive: when `data-hydrated` is set on <html> (React has taken the page over, or the static pages'
 *    script has wired its shell), from the start of the navigation;
 *  - long tasks: the main thread's tasks over 50 ms up to then, and their total beyond 50 ms (as TBT counts).
 * Run against a running server: BASE_URL=http://127.0.0.1:4180 node --import tsx scripts/bench-interactive.mts
 * (BENCH_PAGES=/home,/about to choose pages; CHROME_PATH for the browser).
 */
import { chromium } from "playwright";

const base = process.env.BASE_URL ?? "http://127.0.0.1:4180";
const runs = Number(process.env.BENCH_RUNS ?? 5);
const pages = (
  process.env.BENCH_PAGES ??
  "/home,/about,/services,/portfolio,/portfolio/casa-verde,/process,/testimonials,/blog,/privacy-policy"
).split(",");
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log(
  "page                          interactive   long tasks  blocking beyond 50 ms   (median of %d loads)",
  runs,
);
for (const path of pages) {
  const interactive: number[] = [];
  const blocking: number[] = [];
  const counts: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const state = { longTasks: [] as number[], interactiveAt: 0 };
      (window as unknown as { __bench: typeof state }).__bench = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!state.interactiveAt) state.longTasks.push(entry.duration);
      }).observe({ type: "longtask", buffered: true });
      new MutationObserver(() => {
        if (!state.interactiveAt && document.documentElement.hasAttribute("data-hydrated"))
          state.interactiveAt = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(`${base}${path}`, { waitUntil: "load" });
    await page.waitForFunction(
      () => (window as unknown as { __bench: { interactiveAt: number } }).__bench.interactiveAt > 0,
      null,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(300);
    const result = await page.evaluate(
      () => (window as unknown as { __bench: { longTasks: number[]; interactiveAt: number } }).__bench,
    );
    interactive.push(result.interactiveAt);
    counts.push(result.longTasks.length);
    blocking.push(result.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
    await context.close();
  }
  console.log(
    `${path.padEnd(30)}${`${Math.round(median(interactive))} ms`.padStart(11)}${String(median(counts)).padStart(13)}${`${Math.round(median(blocking))} ms`.padStart(24)}`,
  );
}
await browser.close();
