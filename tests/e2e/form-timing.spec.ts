/**
 * The form kit tells the server how long a form was on screen
 * (docs/product/lead-capture.md § Automated submissions): a visitor's form
 * carries `formElapsedMs`, counted from when they could first see the form —
 * the first paint for a form in the page's HTML, even when it is sent before
 * the page's scripts ran — so a person is never taken for a script.
 */
import { expect, holdPageScripts, type Page, test, waitForHydration } from "./support/test";

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function sentBody(page: Page, path: string, send: () => Promise<void>): Promise<Record<string, unknown>> {
  const request = page.waitForRequest(`**${path}`);
  await send();
  return (await request).postDataJSON() as Record<string, unknown>;
}

test("the contact form sends how long it was on screen, and the visitor is thanked", async ({ page }) => {
  await page.goto("/contact");
  // A visitor reads the page before typing: the time on screen includes it.
  await page.waitForTimeout(2_500);
  await textbox(page, "Name").fill("Ada Lovelace");
  await textbox(page, "Email").fill("ada.timing@example.com");
  const body = await sentBody(page, "/api/contact", () =>
    page.getByRole("button", { name: "TRANSMIT PROJECT DATA" }).click(),
  );
  expect(body.formElapsedMs).toEqual(expect.any(Number));
  expect(body.formElapsedMs as number).toBeGreaterThanOrEqual(2_500);
  expect(body.formElapsedMs as number).toBeLessThan(60_000);
  await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();
});

test("a form filled in before the page's scripts ran counts from the first paint, not from hydration", async ({
  page,
}) => {
  const release = await holdPageScripts(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await expect(textbox(page, "Name")).toBeVisible();
  await page.waitForTimeout(2_500);
  release();
  await waitForHydration(page);
  // Filled in and sent at once after hydration: the form had been on screen for the 2.5 s before it.
  await textbox(page, "Name").fill("Grace Hopper");
  await textbox(page, "Email").fill("grace.timing@example.com");
  const body = await sentBody(page, "/api/contact", () =>
    page.getByRole("button", { name: "TRANSMIT PROJECT DATA" }).click(),
  );
  expect(body.formElapsedMs as number).toBeGreaterThanOrEqual(2_500);
  await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();
});
