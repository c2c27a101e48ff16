import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const path of ["/portfolio", "/about", "/process"]) {
  const p = await b.newPage({ viewport: { width: 390, height: 844 } });
  await p.addInitScript(() => {
    (window as any).__s = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__s.push({ v: e.value, input: e.hadRecentInput, t: Math.round(e.startTime), src: (e.sources || []).map((s: any) => (s.node?.outerHTML || "").slice(0, 120) + " " + JSON.stringify(s.previousRect) + "→" + JSON.stringify(s.currentRect)) }); }).observe({ type: "layout-shift", buffered: true });
  });
  await p.goto("http://127.0.0.1:4180" + path, { waitUntil: "networkidle" });
  const height = await p.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) { await p.evaluate((t) => window.scrollTo(0, t), y); await p.waitForTimeout(50); }
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.waitForTimeout(300);
  console.log(path, JSON.stringify(await p.evaluate(() => (window as any).__s), null, 1).slice(0, 1500));
}
await b.close();
