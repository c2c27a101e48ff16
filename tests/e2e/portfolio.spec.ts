/**
 * The portfolio shows the work (docs/product/public-site.md § Portfolio images): each project's own screens,
 * on a desktop and on a phone, from the build's image pipeline — AVIF first, sized by `srcset`, lazy below
 * the fold, with width and height so nothing moves while they load — in both faces, at 390 and 1440 px; and a
 * case study per project (docs/product/public-site.md § Case studies).
 */
import { CASE_STUDIES } from "#app/content/case-studies";
import { PORTFOLIO_PROJECT_IDS } from "#common/content/portfolio-projects";
import { expect, type Page, test, waitForHydration } from "./support/test";

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
 * Opens `path` counting the layout shifts of the page's content while it loads (not after the visitor's input),
 * summed as CLS counts them, with one of its resources held back so that it always arrives after the page has
 * painted, as on a slow connection:
 * - "fonts": the brand fonts, counted from the start: their swap from the stand-in fonts is measured;
 * - "pictures": the project pictures, counted from the moment the brand fonts are in: what the pictures move.
 *   (At 390 px the grid's headline sits within 2 px of its wrap, which no stand-in font matches to the pixel.)
 * The shell's fixed top bar, which folds as the page scrolls, is not content and is not counted. Each counted
 * shift names the elements it moved, for the failure's message.
 */
async function openCountingShifts(page: Page, path: string, late: "fonts" | "pictures") {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(late === "fonts" ? /\.woff2$/ : /\/assets\/portfolio\//, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> };
    const shifts = { total: 0, from: 0, moved: [] as string[] };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const main = document.querySelector("main");
        const moved = entry.sources.flatMap((source) =>
          source.node && main?.contains(source.node)
            ? [(source.node as Element).outerHTML?.slice(0, 80) ?? "text"]
            : [],
        );
        if (entry.hadRecentInput || moved.length === 0 || entry.startTime < shifts.from) continue;
        shifts.total += entry.value;
        shifts.moved.push(...moved);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path, { waitUntil: "commit" });
  if (late === "fonts") {
    await page.waitForFunction(() =>
      performance.getEntriesByType("paint").some((entry) => entry.name === "first-contentful-paint"),
    );
  } else {
    await page.waitForFunction(() =>
      ["Space Grotesk Variable", "Inter Variable"].every((family) =>
        [...document.fonts].some((face) => face.family.replaceAll('"', "") === family && face.status === "loaded"),
      ),
    );
    // Two frames on, the layout the fonts make is behind us.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              (window as unknown as { __shifts: { from: number } }).__shifts.from = performance.now();
              resolve();
            }),
          ),
        ),
    );
  }
  release();
  await page.waitForLoadState("load");
  await waitForHydration(page);
}

/** The content's shift so far, and what moved. */
const contentShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { total: number; moved: string[] } }).__shifts);

for (const face of FACES) {
  for (const width of [390, 1440]) {
    test(`${face.name} face at ${width} px: every project shows its own screens, without a shift`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const images: string[] = [];
      page.on("response", (response) => {
        if (response.url().includes("/assets/portfolio/")) images.push(new URL(response.url()).pathname);
      });
      await openCountingShifts(page, face.path, "pictures");
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
      const shift = await contentShift(page);
      expect(shift.total, shift.moved.join("\n")).toBeLessThan(0.01);
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

/** The text of an HTML fragment, tags dropped and spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

test("each project has its case study: problem, what was built, its own sample results, timeline, views, next project", async ({
  request,
}) => {
  const resultsSeen = new Map<string, string>();
  for (const [index, id] of PORTFOLIO_PROJECT_IDS.entries()) {
    const response = await request.get(`/portfolio/${id}`);
    expect(response.status(), id).toBe(200);
    const html = await response.text();
    const study = CASE_STUDIES[id];
    expect(html).toContain(`<title>${study.title} — Case Study`);
    expect(html).toContain(`<meta name="description" content="${study.summary}"`);
    const main = textOf(/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "");
    for (const words of ["What the client needed", "What we built", "What changed after launch", "Sample figures"]) {
      expect(main, `${id}: ${words}`).toContain(words);
    }
    expect(main).toContain(`${study.timeline} from kickoff to launch`);
    expect(html.match(/<picture>/g)?.length, `${id}: the preview's two and the views' two`).toBe(4);
    const next = PORTFOLIO_PROJECT_IDS[(index + 1) % PORTFOLIO_PROJECT_IDS.length] ?? id;
    expect(main).toContain(`Next project ${CASE_STUDIES[next].title}`);
    expect(html).toContain(`href="/portfolio/${next}"`);
    expect(html).toContain('href="/client-intake"');
    // Each project's own figures: no two projects share a result, and none is the home page's.
    for (const result of study.results) {
      expect(resultsSeen.get(result.value), `${result.value} on ${id}`).toBeUndefined();
      resultsSeen.set(result.value, id);
    }
  }
  const home = textOf(await (await request.get("/home")).text());
  for (const value of resultsSeen.keys()) expect(home, value).not.toContain(` ${value} `);
  // In the sitemap, each once; an unknown project is a 404.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const id of PORTFOLIO_PROJECT_IDS) expect(sitemap.split(`/portfolio/${id}<`).length - 1).toBe(1);
  expect((await request.get("/portfolio/not-a-project")).status()).toBe(404);
});

test("both portfolios link every project they show to its case study", async ({ page }) => {
  for (const [path, count] of [
    ["/portfolio", 2],
    ["/portfolio?style=conservative", 6],
  ] as const) {
    await page.goto(path);
    const links = page.locator("main").getByRole("link", { name: /^Read the Case Study ?: / });
    await expect(links).toHaveCount(count);
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", /^\/portfolio\/[a-z-]+/);
  }
  await page
    .locator("main")
    .getByRole("link", { name: /^Read the Case Study ?: Casa Verde Kitchen$/ })
    .click();
  await expect(page).toHaveURL(/\/portfolio\/casa-verde\?style=conservative$/);
  await expect(page.getByRole("heading", { level: 1, name: "Casa Verde Kitchen" })).toBeVisible();
});

for (const [face, path] of [
  ["default", "/portfolio/keystone-buildworks"],
  ["light", "/portfolio/harbor-dental?style=conservative"],
] as const) {
  for (const width of [390, 1440]) {
    test(`a case study in the ${face} face at ${width} px shows the desktop and phone views, without a shift`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openCountingShifts(page, path, "fonts");
      await scrollThrough(page);
      const images = page.locator("main picture img");
      await expect(images).toHaveCount(4);
      for (const img of await images.all()) {
        await expect
          .poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
          .toBeGreaterThan(0);
        expect(await img.evaluate((node: HTMLImageElement) => node.currentSrc)).toMatch(/\.avif$/);
      }
      await expect(page.getByRole("navigation", { name: "Next project" }).getByRole("link")).toBeVisible();
      const shift = await contentShift(page);
      expect(shift.total, shift.moved.join("\n")).toBeLessThan(0.01);
    });
  }
}
