import { expect, test, waitForHydration } from "./support/test";

/**
 * The tool pages are served as islands (docs/decisions/044-tool-pages-as-islands.md): the shell is the static
 * pages' HTML and script, and only the tool is taken over by React, without the router.
 */
const ISLAND_PAGES = [
  { path: "/custom-quote?package=business", island: "custom-quote" },
  { path: "/customize-package?package=business", island: "customize-package" },
  { path: "/contact", island: "contact" },
  { path: "/reserve-slot", island: "reserve-slot" },
  { path: "/book-consultation", island: "book-consultation" },
  { path: "/client-intake", island: "client-intake" },
  { path: "/tools", island: "tools" },
  { path: "/mood-board", island: "mood-board" },
];

for (const { path, island } of ISLAND_PAGES) {
  test(`${path} loads its tool's island, and neither React nor the router`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await waitForHydration(page);
    // React (the island runs on Preact), React Router, its entry and the React shell's chunk stay away.
    const framework = (script: string) =>
      /\/(framework|router|entry\.client)-/.test(script) || (/\/shell-/.test(script) && !/\/shell-parts-/.test(script));
    expect(scripts.filter(framework)).toEqual([]);
    expect(scripts.some((script) => script.includes(`/island-${island}-`))).toBe(true);
    expect(scripts.some((script) => /\/static-shell-/.test(script))).toBe(true);
  });
}

test("a tap on an add-on before the island has taken over is not lost", async ({ page }) => {
  // The island's script waits until the visitor has tapped.
  let release: () => void = () => {};
  const tapped = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/islands\/island-customize-package-[^/]+\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });
  // The page's module scripts hold back DOMContentLoaded: the page is used as soon as it is drawn.
  await page.goto("/customize-package?package=business", { waitUntil: "commit" });
  const logo = page.getByRole("button", { name: /Logo Design/ });
  await expect(logo).toHaveAttribute("aria-pressed", "false");
  await logo.click();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
  release();
  await waitForHydration(page);
  await expect(logo).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/addons=[^&]*logo/);
});
