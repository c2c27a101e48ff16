/**
 * Playwright's `test` with pages that wait for React after each navigation.
 * Pages load their scripts after the first paint (app/lib/hydrate-after-first-paint.ts),
 * so the load event can come before hydration; a visitor's click in that
 * moment follows a plain link, but a test that presses a key or clicks a
 * button at once would meet a page React has not taken over yet. Navigations
 * asked with `waitUntil: "commit"` or `"domcontentloaded"` do not wait, for
 * tests that look at the page before (or without) its scripts.
 */
import fs from "node:fs";
import path from "node:path";
import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 20_000 });
}

/**
 * Holds the page's last script (the one that starts React, or a tool page's island) until `release` is
 * called: the page is on screen, but its scripts have not run yet. Open the page with `waitUntil: "commit"`: a
 * held module script (an island's) holds back DOMContentLoaded.
 */
export function holdPageScripts(page: Page): Promise<() => void> {
  // The framework's entry on the pages the router draws, an island's script on a tool page.
  return holdScripts(page, /\/assets\/(entry\.client|islands\/island-[a-z-]+)-[^/]*\.js$/);
}

/** Holds the scripts whose address matches `address` until `release` is called. */
export async function holdScripts(page: Page, address: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(address, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Saves the whole page at phone (390 px) and desktop (1,440 px) widths as `<name>-<width>.png` in `folder`
 * (a spec's screenshot variable; nothing when it is unset), then leaves the page at 1,440 px.
 */
export async function shootAtBothWidths(page: Page, folder: string | undefined, name: string) {
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

type WaitUntil = NonNullable<Parameters<Page["goto"]>[1]>["waitUntil"];
const waitsForScripts = (waitUntil: WaitUntil) =>
  waitUntil === undefined || waitUntil === "load" || waitUntil === "networkidle";

export function hydrateOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForScripts(options?.waitUntil)) await waitForHydration(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForScripts(options?.waitUntil)) await waitForHydration(page);
    return response;
  };
  return page;
}

/**
 * Headless Chromium keeps its pointer at the page's top-left corner until a mouse event arrives, so the first page
 * opened would show whatever is there (the side rail) as hovered. A visitor's pointer is somewhere of their own:
 * the tests start with it outside the page, and hover where a test means to. The move needs a document to land in.
 */
async function movePointerOffThePage(page: Page) {
  await page.setContent("");
  await page.mouse.move(-1, -1);
}

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on("page", hydrateOnNavigation);
    await use(context);
  },
  page: async ({ page }, use) => {
    await movePointerOffThePage(page);
    await use(hydrateOnNavigation(page));
  },
});
