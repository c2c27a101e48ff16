/**
 * A phone without JavaScript (docs/product/public-site.md § Mobile menu: open or closed): the menu button
 * still opens the site's navigation, on prerendered and per-request pages, in both faces, and the chat
 * button, which needs a script, is not shown.
 */
import { expect, test } from "./support/test";

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

for (const path of ["/home", "/contact", "/blog/landing-page-anatomy", "/reserve-slot"]) {
  test(`the menu opens and leads on without a script: ${path}`, async ({ page }) => {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("button", { name: /chat/i })).toBeHidden();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
}

test("the light face's menu keeps the light face", async ({ page }) => {
  await page.goto("/about?style=conservative", { waitUntil: "domcontentloaded" });
  await page.getByRole("link", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services\?style=conservative$/);
});
