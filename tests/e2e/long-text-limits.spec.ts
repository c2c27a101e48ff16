import { expect, type Locator, type Page, test } from "./support/test";

// Each test walks a form and edits 5,000-character texts as a visitor; allow for a busy test machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

/** Pastes `text` into `field` the way a visitor does: from the clipboard, with the keyboard. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await field.press("ControlOrMeta+V");
}

/** A 6,000-character paste into a 5,000-character field is cut, and the field says so with its counter. */
async function expectPasteCutAndSaid(page: Page, field: Locator, max: number, maxText: string) {
  await paste(page, field, "y".repeat(6000));
  await expect(field).toHaveValue("y".repeat(max));
  // The counter's line and the polite live region both say it.
  await expect(page.getByText(`Your text was cut to ${maxText} characters`).first()).toBeVisible();
  await expect(page.getByText(`${maxText} / ${maxText} characters`)).toBeVisible();
  await expect(field).toHaveAccessibleDescription(new RegExp(`Your text was cut to ${maxText} characters`));
  // Editing below the limit: the notice has said its piece; the counter stays.
  await field.press("End");
  await field.press("Backspace");
  await expect(page.getByText(`Your text was cut to ${maxText} characters`)).toHaveCount(0);
}

test("reserve a slot: Project details says a 6,000-character paste was cut to 5,000", async ({ page }) => {
  // This test sends nothing: it sees every slot open, whatever places the other tests have taken (five
  // slots of two places are few for a whole run).
  await page.route("**/api/slot-availability", (route) => route.fulfill({ json: [] }));
  await page.goto("/reserve-slot?package=business", { waitUntil: "networkidle" });
  await page.getByLabel(/^Name/).fill("Ada Lovelace");
  await page.getByLabel(/^Email/).fill("ada@example.com");
  await page.getByLabel("Business name").fill("Analytical Engines");
  await page.getByRole("button", { name: "NEXT STEP" }).click();
  await expect(page.getByRole("heading", { name: "Project Selection" })).toBeVisible();
  const openSlot = page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: /[A-Z][a-z]+ \d{1,2}–\d{1,2}, \d{4}/, disabled: false }) })
    .first();
  await openSlot.click();
  await expect(openSlot.getByRole("radio")).toBeChecked();
  await page.getByRole("button", { name: "NEXT STEP" }).click();
  // A step renders after the wizard's checks; give a busy machine time.
  await expect(page.getByRole("heading", { name: "Project Details" })).toBeVisible({ timeout: 20_000 });

  const details = page.getByRole("textbox", { name: /^Project details/ });
  await details.fill("x".repeat(3999));
  await expect(page.getByText("/ 5,000 characters")).toHaveCount(0);
  await details.fill("x".repeat(4980));
  await expect(page.getByText("4,980 / 5,000 characters")).toBeVisible();
  await details.fill("");
  await expectPasteCutAndSaid(page, details, 5000, "5,000");
  await expect(page.getByText("4,999 / 5,000 characters")).toBeVisible();
});

test("book a consultation: Project details and Goals say a 6,000-character paste was cut to 5,000", async ({
  page,
}) => {
  await page.goto("/book-consultation", { waitUntil: "networkidle" });
  await expectPasteCutAndSaid(page, page.getByRole("textbox", { name: /^Project details/ }), 5000, "5,000");
  await page.getByRole("textbox", { name: /^Project details/ }).fill("");
  await expectPasteCutAndSaid(page, page.getByRole("textbox", { name: /^Goals for the call/ }), 5000, "5,000");
});

test("mood board: Inspiration and Business Goals say when a paste was cut", async ({ page }) => {
  await page.goto("/mood-board", { waitUntil: "networkidle" });
  await expectPasteCutAndSaid(page, page.getByRole("textbox", { name: /^Inspiration/ }), 2000, "2,000");
  await page.getByRole("textbox", { name: /^Inspiration/ }).fill("");
  await expectPasteCutAndSaid(page, page.getByRole("textbox", { name: /^Business Goals/ }), 1000, "1,000");
});
