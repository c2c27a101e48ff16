import { chromium } from "@playwright/test";

const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [path, name] of [
  ["/portfolio/keystone-buildworks", "cs-dark"],
  ["/portfolio/harbor-dental?style=conservative", "cs-light"],
]) {
  for (const width of [390, 1440]) {
    const p = await b.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
    await p.goto("http://127.0.0.1:4180" + path, { waitUntil: "networkidle" });
    const height = await p.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await p.evaluate((t) => window.scrollTo(0, t), y);
      await p.waitForTimeout(80);
    }
    await p.evaluate(() => window.scrollTo(0, 0));
    await p.waitForTimeout(300);
    await p.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
    await p.close();
  }
}
await b.close();
