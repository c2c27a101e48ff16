/**
 * Playwright's `test` with pages that wait for React after each navigation.
 * Pages load their scripts after the first paint (app/lib/hydrate-after-first-paint.ts),
 * so the load event can come before hydration; a visitor's click in that
 * moment follows a plain link, but a test that presses a key or clicks a
 * button at once would meet a page React has not taken over yet. Navigations
 * asked with `waitUntil: "commit"` or `"domcontentloaded"` do not wait, for
 * tests that look at the page before (or without) its scripts.
 */
import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 20_000 });
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

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on("page", hydrateOnNavigation);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(hydrateOnNavigation(page));
  },
});
