// `node scripts/lantern-tasks.mjs <url>`: why a page's Total Blocking Time is what it is.
// Runs Lighthouse once (mobile, default throttling, performance only; one run per process, as in
// lighthouse-one.mjs) and prints the metrics and every main-thread task of Lantern's simulation —
// the one Lighthouse takes TBT from — that lasts MIN_MS (default 30) or more after the slowdown:
// its simulated start and end, its real duration, whether Lantern scaled it as a layout task (by
// half the CPU slowdown; every other task by the whole), and what it did. A task adds to TBT the
// part of it over 50 ms that lies after the simulated first contentful paint (both FCP estimates
// are printed). A diagnostic for docs/page-speed.md; `npm run audit:pages` checks the budgets.
import lighthouse from "lighthouse";
// Lighthouse keeps the node timings of every simulation of the run (its LANTERN_DEBUG traces read them).
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { launchChromeForLighthouse } from "./lighthouse-chrome.mjs";

const url = process.argv[2];
const minimumMs = Number(process.env.MIN_MS ?? 30);
if (!url) {
  console.error("usage: node scripts/lantern-tasks.mjs <url>");
  process.exit(2);
}

/** Trace events inside a task that say what it did, with their summed real durations. */
const telling =
  /^(Layout|UpdateLayoutTree|Paint|PrePaint|ParseHTML|EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|EventDispatch|ParseAuthorStyleSheet|FireAnimationFrame)$/;

function describeTask(node) {
  const totals = new Map();
  for (const event of node.childEvents) {
    if (event.dur && telling.test(event.name)) totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000);
  }
  const parts = [...totals]
    .filter(([, ms]) => ms >= 0.1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
  const scripts = [...node.getEvaluateScriptURLs()].map((scriptUrl) => scriptUrl.split("/").pop());
  return [...parts, ...scripts].join(", ") || "(navigation commit and other browser work)";
}

const chrome = await launchChromeForLighthouse();
try {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const metric = (id) => Math.round(lhr.audits[id].numericValue);
  const timings = Lantern.Simulation.Simulator.allNodeTimings;
  const end = (label) => Math.round(Math.max(...[...timings.get(label).values()].map((timing) => timing.endTime)));
  console.log(
    `perf ${Math.round(lhr.categories.performance.score * 100)} · FCP ${metric("first-contentful-paint")} · LCP ${metric("largest-contentful-paint")} · TBT ${metric("total-blocking-time")} ms · simulated FCP optimistic ${end("optimisticFirstContentfulPaint")}, pessimistic ${end("pessimisticFirstContentfulPaint")} ms · benchmarkIndex ${lhr.environment.benchmarkIndex}`,
  );
  const simulation = timings.get("optimisticTotalBlockingTime");
  for (const [node, timing] of simulation) {
    const simulatedMs = timing.endTime - timing.startTime;
    if (node.type !== "cpu" || simulatedMs < minimumMs) continue;
    console.log(
      `  ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ${String(Math.round(simulatedMs)).padStart(4)} ms simulated, ${(node.duration / 1000).toFixed(1).padStart(5)} ms real${node.didPerformLayout() ? " (layout)" : ""}: ${describeTask(node)}`,
    );
  }
} finally {
  await chrome.close();
}
