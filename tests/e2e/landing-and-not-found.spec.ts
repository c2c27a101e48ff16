import { expect, test } from "./support/test";

test("the landing screen's Enter button leads to /home", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transforming Digital Presence");
  await expect(page.getByText("A website that works. Fast, stunning, and built to convert.")).toBeVisible();
  await expect(page.getByText("No templates. No gimmicks. Just handcrafted code tailored to you.")).toBeVisible();
  // No header or footer on the landing screen.
  await expect(page.locator("header, footer, nav")).toHaveCount(0);
  await page.getByRole("link", { name: "Enter" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("on the light variant the Enter button keeps ?style=conservative, before and after the scripts run", async ({
  page,
}) => {
  const html = await (await page.request.get("/?style=conservative")).text();
  expect(html).toMatch(/<a[^>]*href="\/home\?style=conservative"/);

  await page.goto("/?style=conservative");
  const enter = page.getByRole("link", { name: "Enter" });
  await expect(enter).toHaveAttribute("href", "/home?style=conservative");
  await enter.click();
  await expect(page).toHaveURL(/\/home\?style=conservative$/);
  // The agency home variant, not the default home, and its links go on carrying the variant.
  await expect(page.locator("h1#agency-title")).toBeVisible();
  await expect(page.getByRole("link", { name: "About" }).first()).toHaveAttribute("href", "/about?style=conservative");

  // Without the variant the button still leads to the plain /home.
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Enter" })).toHaveAttribute("href", "/home");
});

test("an unknown path answers 404 with the 404 page, and Back to Home leads to /home", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("the 404 page offers the main destinations and finds a page as the visitor types", async ({ page }) => {
  await page.goto("/pricing-plans");
  const destinations = page.getByRole("navigation", { name: "Where to go next" }).getByRole("link");
  await expect(destinations).toHaveText([
    "Services & Pricing",
    "Portfolio",
    "Free Website Audit",
    "Contact",
    "Start Your Project",
  ]);
  const finder = page.getByRole("searchbox", { name: "Find a page" });
  const found = page.getByRole("search").getByRole("link");
  expect(await found.count()).toBeGreaterThan(15);
  await finder.fill("book");
  await expect(found).toHaveText(["Book Call"]);
  await finder.fill("nothing like this");
  await expect(page.getByText("No page matches “nothing like this”.")).toBeVisible();
  await finder.fill("audit");
  await found.first().click();
  await expect(page).toHaveURL(/\/tools$/);
});

test("/packages, the address people guess, leads to the Packages page in the light face", async ({ page }) => {
  const response = await page.request.get("/packages?utm_source=newsletter", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/services?utm_source=newsletter&style=conservative");
  await page.goto("/packages");
  await expect(page).toHaveURL(/\/services\?style=conservative$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
