import { expect, holdPageScripts, holdScripts, test, waitForHydration } from "./support/test";

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
  const release = await holdPageScripts(page);
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

test("what is typed and pressed on the mood board before its island takes over is all kept", async ({ page }) => {
  const release = await holdPageScripts(page);
  await page.goto("/mood-board", { waitUntil: "commit" });
  await page.getByLabel("Project Name").fill("Casa Limón");
  await page.getByLabel("Business Goals").fill("Fill weekday tables.");
  const personality = page.getByRole("toolbar", { name: "Brand Personality" });
  await personality.getByRole("button", { name: "Creative" }).click();
  await personality.getByRole("button", { name: "Trustworthy" }).click();
  release();
  await waitForHydration(page);

  await expect(page.getByLabel("Project Name")).toHaveValue("Casa Limón");
  await expect(page.getByLabel("Business Goals")).toHaveValue("Fill weekday tables.");
  await expect(personality.getByRole("button", { name: "Creative" })).toHaveAttribute("aria-pressed", "true");
  await expect(personality.getByRole("button", { name: "Trustworthy" })).toHaveAttribute("aria-pressed", "true");
  // The island's state has them too: a field it draws again from its state still shows them.
  await personality.getByRole("button", { name: "Professional" }).click();
  await expect(page.getByLabel("Project Name")).toHaveValue("Casa Limón");
  await expect(personality.getByRole("button", { name: "Creative" })).toHaveAttribute("aria-pressed", "true");
});

test("a tap between the island's take-over and the page's mark counts once", async ({ page }) => {
  // The shell's script waits: the island is hydrated, but the page is not marked until the shell is wired.
  const release = await holdScripts(page, /\/assets\/static-shell-[^/]+\.js$/);
  await page.goto("/customize-package?package=business", { waitUntil: "commit" });
  await page.locator("[data-island-hydrated]").waitFor({ state: "attached" });
  const logo = page.getByRole("button", { name: /Logo Design/ });
  await logo.click();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
  release();
  await waitForHydration(page);
  await expect(logo).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/addons=[^&]*logo/);
});
