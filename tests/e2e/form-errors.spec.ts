/**
 * One error style for every form (docs/product/lead-capture.md § What the browser shows on errors): a
 * field's message under it, one message under a group of choices with its tiles left as they are, and the
 * admin sign-in checked by the page rather than the browser's bubble.
 */
import { expect, type Page, test } from "./support/test";

const RED_BORDER = "rgba(248, 113, 113, 0.7)"; // the red the tiles wore before

async function borderColours(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input.closest("label") as Element).borderTopColor));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`an empty booking gets one message per group, its tiles unmarked, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/book-consultation");
    await page.getByRole("button", { name: "Book Consultation" }).click();
    for (const message of [
      "Please select a consultation type",
      "Please select a preferred date",
      "Please select a preferred time",
    ]) {
      await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    }
    const tiles = [
      ...(await borderColours(page, 'input[name="preferredDate"]')),
      ...(await borderColours(page, 'input[name="preferredTime"]')),
      ...(await borderColours(page, 'input[name="consultationType"]')),
    ];
    expect(tiles.length).toBeGreaterThan(25);
    expect(tiles.filter((colour) => colour === RED_BORDER)).toEqual([]);
    // The group says it: the date choices are described by the message.
    await expect(page.getByRole("group", { name: /Preferred date/ })).toHaveAccessibleDescription(
      /Please select a preferred date/,
    );
  });
}

test("the admin sign-in asks for an empty field under it and sends nothing", async ({ page }) => {
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/admin/login")) sent++;
  });
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByLabel("Username")).toHaveAccessibleDescription("Please enter your username");
  await expect(page.getByLabel("Username")).toBeFocused();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("Please enter your password");
  await page.getByLabel("Username").fill("admin");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter your username")).toHaveCount(0);
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  expect(sent).toBe(0);
});
