import { expect, test } from "./support/test";

test("F8 moves focus to the notification region", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Enter" }).waitFor();
  await page.keyboard.press("F8");
  const region = page.getByRole("region", { name: /Notifications/ });
  await expect(region).toBeAttached();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label") ?? ""))
    .toContain("Notifications");
});

test("the page scrolls to the top on a route change", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  // Scroll only once the page has hydrated: hydration itself may restore the scroll position to the top.
  await page.goto("/no-such-page-for-scroll", { waitUntil: "networkidle" });
  await page.evaluate(() => {
    document.body.style.minHeight = "3000px";
  });
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, 1500);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(0);
  // The position holds: what brings it back to 0 below is the route change, nothing else.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
