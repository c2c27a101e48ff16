/**
 * The console's navigation (docs/product/admin-console.md § Header): the same pages in the same order on
 * every page, the current one marked, and compact on a phone.
 */
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";

const PAGES = [
  "Lead Console",
  "Clients",
  "Emails",
  "Newsletter",
  "Analytics",
  "Admin users",
  "Personal data",
  "Neural Management Hub",
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`marks the page the admin is on, the others in one order, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    const nav = page.getByRole("navigation", { name: "Admin" });
    for (const [path, here] of [
      ["/admin", "Lead Console"],
      ["/admin/clients", "Clients"],
      ["/admin/emails", "Emails"],
      ["/admin/newsletter", "Newsletter"],
      ["/admin/analytics", "Analytics"],
      ["/admin/privacy", "Personal data"],
    ] as const) {
      await page.goto(path);
      const links = nav.getByRole("link");
      await expect(links).toHaveText(PAGES.map((label) => new RegExp(`^${label}`)));
      await expect(nav.locator('[aria-current="page"]')).toHaveText(new RegExp(`^${here}`));
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
    if (viewport.width === 390) {
      // Two columns of compact buttons: the whole navigation takes well under half a phone's first screen.
      const box = await nav.boundingBox();
      expect(box?.height).toBeLessThan(260);
    }
  });
}
