// Runs one Lighthouse audit (mobile, default throttling) in Debian's Chromium and
// prints a one-line JSON summary. One process per run: Lighthouse keeps global
// timing state, so runs never share a process (docs/product/website-audit.md § Lighthouse).
// AUDIT_CPU_MULTIPLIER replaces Lighthouse's CPU slowdown (default 4) for a
// diagnostic run calibrated to the machine; the budgets are defined at the default.
import lighthouse from "lighthouse";
import { launchChromeForLighthouse } from "./lighthouse-chrome.mjs";

const url = process.argv[2];
const chrome = await launchChromeForLighthouse();
try {
  const cpuMultiplier = Number(process.env.AUDIT_CPU_MULTIPLIER);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    // The four categories we report; Lighthouse 13 would also run its new "agentic-browsing" category.
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // Flags are merged into the mobile defaults: only the CPU slowdown changes.
    ...(cpuMultiplier > 0 ? { throttling: { cpuSlowdownMultiplier: cpuMultiplier } } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error("Lighthouse returned no report");
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scriptBytes = requests
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
    .map((audit) => audit.id);
  process.stdout.write(
    `${JSON.stringify({
      url,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: numeric("largest-contentful-paint"),
      cls: numeric("cumulative-layout-shift"),
      tbt: numeric("total-blocking-time"),
      fcp: numeric("first-contentful-paint"),
      tti: numeric("interactive"),
      scriptBytes,
      failing,
      // Lighthouse's estimate of this machine's CPU power, and the slowdown applied to it.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    })}\n`,
  );
} finally {
  await chrome.close();
}
