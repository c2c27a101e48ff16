// One Lighthouse run in its own process (docs/product/website-audit.md § Lighthouse): the parent forks this
// module per run, because Lighthouse keeps global timing state and crashes on
// a second run in the same process. Plain JavaScript so it runs unbundled
// next to the server build (scripts/build-server.mjs copies it).
//
// Message in:  { url, chromePath, chromeFlags, userDataDir }
// Messages out: { type: "chrome", pid } then { type: "result", ... } or { type: "error", message }
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CATEGORY_GROUP = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "security",
  seo: "seo",
};
const MAX_FINDINGS = 12;

const clean = (text) =>
  String(text ?? "")
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/`/g, "")
    .trim();
const score = (category) => (category && typeof category.score === "number" ? Math.round(category.score * 100) : null);
const numeric = (audit) => (audit && typeof audit.numericValue === "number" ? audit.numericValue : null);

// An audit counted in two categories (image-alt: accessibility and SEO) is one
// problem with one fix: it is listed once, under the category it weighs most in.
function findings(lhr) {
  const byAudit = new Map();
  for (const [categoryId, group] of Object.entries(CATEGORY_GROUP)) {
    const category = lhr.categories[categoryId];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
      const weight = ref.weight * (1 - audit.score);
      if ((byAudit.get(ref.id)?.weight ?? -1) >= weight) continue;
      const description = clean(audit.description);
      const learnMore = /\((https?:\/\/[^)]+)\)/.exec(audit.description ?? "")?.[1];
      byAudit.set(ref.id, {
        weight,
        recommendation: {
          id: `lighthouse-${ref.id}`,
          group,
          severity: audit.score < 0.5 && ref.weight >= 5 ? "high" : audit.score < 0.5 ? "medium" : "low",
          title: clean(audit.title),
          problem: audit.displayValue
            ? `${clean(audit.title)}: ${clean(audit.displayValue)}.`
            : `Lighthouse flags: ${clean(audit.title)}.`,
          impact: description.replace(/\s*Learn (more|how)[^.]*\.?$/i, "") || `It lowers the ${category.title} score.`,
          fix: learnMore
            ? `Follow the fix described at ${learnMore}`
            : "See the Lighthouse report for the elements concerned.",
        },
      });
    }
  }
  return [...byAudit.values()]
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_FINDINGS)
    .map((entry) => entry.recommendation);
}

process.once("message", async (job) => {
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: job.chromePath,
      chromeFlags: job.chromeFlags,
      userDataDir: job.userDataDir,
      logLevel: "silent",
    });
    process.send({ type: "chrome", pid: chrome.pid });
    const result = await lighthouse(job.url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // Work the report never shows: the full-page screenshot (≈1 s on two
      // cores) and the filmstrip images. Speed Index still reads the trace.
      disableFullPageScreenshot: true,
      skipAudits: ["screenshot-thumbnails", "final-screenshot"],
      // Quiet windows of 500 ms instead of 1 s: the page has still settled
      // (no request and no long task for half a second) before the trace ends,
      // and the simulated metrics come from that trace, not from wall time.
      pauseAfterFcpMs: 500,
      pauseAfterLoadMs: 500,
      networkQuietThresholdMs: 500,
      cpuQuietThresholdMs: 500,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no report");
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message ?? lhr.runtimeError.code);
    process.send({
      type: "result",
      scores: {
        performance: score(lhr.categories.performance),
        accessibility: score(lhr.categories.accessibility),
        bestPractices: score(lhr.categories["best-practices"]),
        seo: score(lhr.categories.seo),
      },
      data: {
        fcp: numeric(lhr.audits["first-contentful-paint"]),
        lcp: numeric(lhr.audits["largest-contentful-paint"]),
        cls: numeric(lhr.audits["cumulative-layout-shift"]),
        tbt: numeric(lhr.audits["total-blocking-time"]),
      },
      findings: findings(lhr),
    });
  } catch (error) {
    process.send({ type: "error", message: error instanceof Error ? error.message : String(error) });
  } finally {
    await chrome?.kill().catch(() => {});
    process.disconnect?.();
    setTimeout(() => process.exit(0), 100).unref();
  }
});
