// Takes the portfolio's screenshots: each sample project's page (scripts/portfolio-mocks/) at a desktop
// (1440 × 900) and a phone (390 × 844, twice the pixels) size, in Chromium, into the source folder the
// build makes the site's images from (app/content/portfolio-images/, docs/product/public-site.md § Portfolio
// images). The agency's own site is taken from a running server when SITE_URL is given.
// Run on demand, not in the build: node --import tsx scripts/capture-portfolio.mts [project id…]
//   SITE_URL=http://127.0.0.1:4180 node --import tsx scripts/capture-portfolio.mts meridian-studio
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { PROJECT_PAGES } from "./portfolio-mocks/projects.ts";

const root = path.resolve(import.meta.dirname, "..");
const target = path.join(root, "app/content/portfolio-images");
const views = [
  { name: "desktop", viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
] as const;

const wanted = process.argv.slice(2);
const siteUrl = process.env.SITE_URL;
const ids = [...Object.keys(PROJECT_PAGES), ...(siteUrl ? ["meridian-studio"] : [])].filter(
  (id) => wanted.length === 0 || wanted.includes(id),
);

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
const folder = await fs.mkdtemp(path.join(os.tmpdir(), "portfolio-"));
await fs.mkdir(target, { recursive: true });
for (const id of ids) {
  for (const view of views) {
    const context = await browser.newContext({
      viewport: view.viewport,
      deviceScaleFactor: view.deviceScaleFactor,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    if (id === "meridian-studio" && siteUrl) {
      await page.goto(new URL("/home", siteUrl).href, { waitUntil: "networkidle" });
    } else {
      const file = path.join(folder, `${id}.html`);
      await fs.writeFile(file, PROJECT_PAGES[id]?.(root) ?? "");
      await page.goto(`file://${file}`);
    }
    await settle(page);
    const shot = await page.screenshot({ type: "png" });
    const out = path.join(target, `${id}-${view.name}.png`);
    await sharp(shot).png({ compressionLevel: 9 }).toFile(out);
    console.log(`${path.relative(root, out)}: ${(await fs.stat(out)).size} bytes`);
    await context.close();
  }
}
await browser.close();
await fs.rm(folder, { recursive: true });
