/**
 * The portfolio shows the work (docs/product/public-site.md § Portfolio images): each project's own screens,
 * on a desktop and on a phone, from the build's image pipeline — AVIF first, sized by `srcset`, lazy below
 * the fold, with width and height so nothing moves while they load — in both faces, at 390 and 1440 px.
 */
import { expect, type Page, test } from "./support/test";

const FACES = [
  { name: "default", path: "/portfolio", projects: 2 },
  { name: "light", path: "/portfolio?style=conservative", projects: 6 },
] as const;

/** Scrolls the page to its end and back, so every lazy image loads. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Layout shifts of the page's content (not after the visitor's input), summed as CLS counts them. The shell's
 * fixed top bar, which folds as the page scrolls, is not content and is not counted.
 */
async function startCountingShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> };
    const shifts = { total: 0 };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const main = document.querySelector("main");
        const inContent = entry.sources.some((source) => source.node && main?.contains(source.node));
        if (!entry.hadRecentInput && inContent) shifts.total += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

for (const face of FACES) {
  for (const width of [390, 1440]) {
    test(`${face.name} face at ${width} px: every project shows its own screens, without a shift`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await startCountingShifts(page);
      const images: string[] = [];
      page.on("response", (response) => {
        if (response.url().includes("/assets/portfolio/")) images.push(new URL(response.url()).pathname);
      });
      await page.goto(face.path);
      const previews = page.locator("main figure");
      await expect(previews).toHaveCount(face.projects);
      await scrollThrough(page);

      for (const preview of await previews.all()) {
        const pictures = preview.locator("picture");
        await expect(pictures).toHaveCount(2); // the desktop window and the phone
        for (const img of await preview.locator("img").all()) {
          await expect(img).toHaveAttribute("width", /^\d+$/);
          await expect(img).toHaveAttribute("height", /^\d+$/);
          await expect(img).toHaveAttribute("decoding", "async");
          await expect(img).toHaveAttribute("alt", /: the (home page on a desktop screen|same page on a phone)$/);
          await expect
            .poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
            .toBeGreaterThan(0);
          // Chromium takes the AVIF source, in a width chosen from the srcset.
          expect(await img.evaluate((node: HTMLImageElement) => node.currentSrc)).toMatch(/-\d+\.[0-9a-f]{10}\.avif$/);
        }
      }
      // Each project has its own pictures: no two previews show the same file.
      const shown = await previews.evaluateAll((nodes) =>
        nodes.map((node) => (node.querySelector("img") as HTMLImageElement).currentSrc),
      );
      expect(new Set(shown).size).toBe(face.projects);
      // Only the first project's pictures load with the page; the rest wait for the visitor to scroll.
      const lazy = await page.locator("main figure img[loading='lazy']").count();
      expect(lazy).toBe(face.projects === 2 ? 2 : 12);
      expect(
        await page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total),
      ).toBeLessThan(0.01);
      expect(images.every((file) => /\.(avif|webp|jpg)$/.test(file))).toBe(true);
    });
  }
}

test.describe("on a phone with a dense screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });

  test("loads at most 450 KB of portfolio images, every project scrolled through", async ({ page }) => {
    let bytes = 0;
    page.on("response", async (response) => {
      if (response.url().includes("/assets/portfolio/")) bytes += (await response.body()).length;
    });
    await page.goto("/portfolio?style=conservative");
    await scrollThrough(page);
    await page.waitForLoadState("networkidle");
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(450 * 1024);
  });
});
