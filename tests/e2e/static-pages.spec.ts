import { expect, test, waitForHydration } from "./support/test";

/**
 * The content pages are served without the framework (docs/decisions/038-content-pages-without-the-framework.md):
 * a visitor's page loads the small shell script and nothing of React until they reach for the chat, and the
 * chat they open there is the same conversation on a tool page that runs React.
 */
test("a content page loads no framework; the chat brings React on the first tap and follows to a tool page", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts.some((script) => /\/(framework|router|entry\.client)-/.test(script))).toBe(false);
  expect(scripts.some((script) => /\/static-shell-/.test(script))).toBe(true);

  const launcher = page.getByRole("button", { name: /open chat with Melie/ });
  await expect(launcher).toHaveAttribute("aria-expanded", "false");
  await launcher.click();
  const panel = page.getByRole("region", { name: "Chat with Melie" });
  const input = panel.getByLabel("Message Melie");
  await expect(input).toBeFocused();
  expect(scripts.some((script) => /\/framework-/.test(script))).toBe(true);
  await input.fill("How much does a custom quote cost?");
  await input.press("Enter");
  const reply = panel.getByRole("log");
  await expect(reply.getByRole("link", { name: "Custom quote" })).toBeVisible();

  // A reply's page button loads the tool page; the panel opens there with the same conversation, under React.
  await reply.getByRole("link", { name: "Custom quote" }).click();
  await expect(page).toHaveURL(/\/custom-quote/);
  await waitForHydration(page);
  await expect(panel.getByRole("log")).toContainText("How much does a custom quote cost?");
  await expect(page.getByRole("button", { name: "Close chat with Melie" })).toHaveAttribute("aria-expanded", "true");

  // Escape closes it and gives the focus back to the launcher, on the tool page as on the content page.
  await panel.getByLabel("Message Melie").press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole("button", { name: /open chat with Melie/ })).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a static page's menu opens, traps focus, closes with Escape, and its links load the page", async ({ page }) => {
    await page.goto("/process");
    const openMenu = page.getByRole("button", { name: "Open menu" });
    await openMenu.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(openMenu).toHaveAttribute("aria-expanded", "true");
    // Shift+Tab from the first control goes round to the last, not out to the page behind.
    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("link").last()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(openMenu).toBeFocused();

    await openMenu.click();
    await menu.getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});
