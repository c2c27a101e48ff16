/**
 * The portfolio shows the work (docs/product/public-site.md § Portfolio images): each project's own screens,
 * on a desktop and on a phone, from the build's image pipeline — AVIF first, sized by `srcset`, lazy below
 * the fold, with width and height so nothing moves while they load — in both faces, at 390 and 1440 px; and a
 * case study per project (docs/product/public-site.md § Case studies).
 */
import { STATED_PROJECT_FIGURES } from "#common/company/facts";
import { PORTFOLIO_PROJECT_IDS } from "#common/content/portfolio-projects";
import { PROJECT_RECORDS, TESTIMONIAL_RECORDS } from "./support/content-files";
import { expect, type Page, test, waitForHydration } from "./support/test";

const FACES = [
  // Both faces show the same eight projects; the default face loads its first flagship's pictures with the page.
  { name: "default", path: "/portfolio", projects: 8, lazy: 14 },
  { name: "light", path: "/portfolio?style=conservative", projects: 8, lazy: 16 },
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
      // At most the first project's pictures load with the page; the rest wait for the visitor to scroll.
      const lazy = await page.locator("main figure img[loading='lazy']").count();
      expect(lazy).toBe(face.lazy);
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

/** Whether a page's text states a figure with its label, in either order (a tile shows its label under it). */
const statesFigure = (text: string, value: string, label: string) =>
  text.includes(`${value} ${label}`) || text.includes(`${label} ${value}`);

/** The text of an HTML fragment, tags dropped and spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

test("each project has its case study, all from its record: problem, work, results, the client's words, the live site, timeline, views, next project", async ({
  request,
}) => {
  for (const [index, study] of PROJECT_RECORDS.entries()) {
    const id = study.id;
    const response = await request.get(`/portfolio/${id}`);
    expect(response.status(), id).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${study.title} — Case Study`);
    expect(html).toContain(`<meta name="description" content="${study.summary}"`);
    const main = textOf(/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "");
    for (const words of ["What the client needed", "What we built", "What changed after launch"]) {
      expect(main, `${id}: ${words}`).toContain(words);
    }
    // No result is disclaimed; every figure is one the site states, as its record says it.
    expect(main).not.toMatch(/sample figures|illustrative/i);
    for (const result of study.results) {
      if (result.kind === "figure") {
        expect(STATED_PROJECT_FIGURES).toContain(result.value);
        expect(statesFigure(main, result.value, result.label), `${id}: ${result.value} ${result.label}`).toBe(true);
      } else expect(main, id).toContain(result.text);
    }
    const words = TESTIMONIAL_RECORDS.find((testimonial) => testimonial.project === id);
    if (words) expect(main, `${id}: the client's words`).toContain(words.text);
    else expect(main).not.toContain("In the client's words");
    if (study.live) expect(html).toContain(`href="${study.live}" target="_blank" rel="noopener noreferrer"`);
    expect(main).toContain(`${study.timeline} from kickoff to launch`);
    expect(html.match(/<picture>/g)?.length, `${id}: the preview's two and the views' two`).toBe(4);
    const next = PROJECT_RECORDS[(index + 1) % PROJECT_RECORDS.length] ?? study;
    expect(main).toContain(`Next project ${next.title}`);
    expect(html).toContain(`href="/portfolio/${next.id}"`);
    expect(html).toContain('href="/client-intake"');
  }
  // In the sitemap, each once; an unknown project is a 404.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const id of PORTFOLIO_PROJECT_IDS) expect(sitemap.split(`/portfolio/${id}<`).length - 1).toBe(1);
  expect((await request.get("/portfolio/not-a-project")).status()).toBe(404);
});

test("one story per project: home, both portfolios, the case study and the testimonials state its figures alike", async ({
  request,
}) => {
  const pages = Object.fromEntries(
    await Promise.all(
      ["/home", "/portfolio", "/portfolio?style=conservative", "/testimonials", "/portfolio/keystone-buildworks"].map(
        async (path) => [path, textOf((await (await request.get(path)).text()).replace(/<head[\s\S]*?<\/head>/, ""))],
      ),
    ),
  );
  const keystone = PROJECT_RECORDS.find((project) => project.id === "keystone-buildworks");
  const efficiency = keystone?.results.find((result) => result.kind === "figure" && result.value === "165%");
  expect(efficiency).toMatchObject({ label: "Efficiency gain" });
  for (const path of ["/home", "/portfolio", "/portfolio?style=conservative", "/portfolio/keystone-buildworks"]) {
    expect(statesFigure(pages[path] ?? "", "165%", "Efficiency gain"), path).toBe(true);
  }
  expect(pages["/testimonials"]).toContain("165% efficiency gain and 98% performance score");
  // Nothing else reads as a project's result: the figures of the old sample cards are gone.
  for (const text of Object.values(pages)) expect(text).not.toMatch(/[+-]\d+%|sample figures/i);
});

test("both portfolios link every project they show to its case study", async ({ page }) => {
  for (const [path, count] of [
    ["/portfolio", 8],
    ["/portfolio?style=conservative", 8],
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
