import { expect, test } from "./support/test";

test("the chat box counts down near its 2,000-character limit and says when a paste was cut", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/home");
  await page.getByRole("button", { name: /open chat with Melie/ }).click();
  const panel = page.getByRole("region", { name: "Chat with Melie" });
  const input = panel.getByLabel("Message Melie");

  await input.fill("x".repeat(1599));
  await expect(panel.getByText("/ 2,000 characters")).toHaveCount(0);
  await input.fill("x".repeat(1600));
  await expect(panel.getByText("1,600 / 2,000 characters")).toBeVisible();

  await input.fill("");
  await page.evaluate((text) => navigator.clipboard.writeText(text), "y".repeat(3000));
  await input.press("ControlOrMeta+V");
  await expect(input).toHaveValue("y".repeat(2000));
  await expect(panel.getByText("Your text was cut to 2,000 characters").first()).toBeVisible();
  await expect(panel.locator("[aria-live=polite]").last()).toHaveText("Your text was cut to 2,000 characters");
});
