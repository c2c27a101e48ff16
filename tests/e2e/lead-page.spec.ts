/**
 * Working one lead (docs/product/admin-console.md § Lead page, § Notes, § Timeline, § Spam): open it
 * from the list, write a note, change its status and priority, mark it as spam, read the timeline
 * with the admin's name and the agency's time zone, see it leave the default list and appear
 * under the Spam filter. A signed-out admin who opens a lead's address (as from an email) is
 * brought back to it after signing in. At 390 px and 1,440 px, with a 5,000-character note, a
 * 253-character email and a 2,000-character address, nothing scrolls sideways.
 */
import fs from "node:fs";
import { ADMIN, signInAsAdmin } from "./support/admin";
import { expect, type Page, test } from "./support/test";

const SHOTS = process.env.LEAD_PAGE_SCREENSHOTS;

const word = (tag: string, length: number) => `${tag}${"W".repeat(Math.max(0, length - tag.length))}`;
const longEmail = (tag: string) =>
  `${word(tag.toLowerCase(), 64).toLowerCase()}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(56)}.com`;
const longUrl = (tag: string) => `https://${tag.toLowerCase()}.example.com/${"w".repeat(1_990 - tag.length)}`;

async function expectNoSidewaysScroll(page: Page, label: string) {
  const { width } = page.viewportSize() ?? { width: 0 };
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${label} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`an admin works one lead on its own page at ${viewport.width} px`, async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const stamp = `${viewport.width}x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = longEmail(`lead${stamp}`);
    const contact = await request.post("/api/contact", {
      data: {
        name: `Lead ${stamp}`,
        email,
        websiteUrl: longUrl(stamp),
        details: "We need a new site for the bakery before the holidays.",
      },
    });
    expect(contact.ok(), await contact.text()).toBe(true);

    await signInAsAdmin(page);
    await page.getByLabel("Search contact submissions").fill(stamp);
    // The search has reached the address (300 ms after the last key) before the lead is opened: opening a lead
    // while a search is still on its way is its own test (admin-console-state.spec.ts).
    await expect(page).toHaveURL(new RegExp(`[?&]q=${stamp}`));
    const card = page.getByRole("article", { name: `Submission from Lead ${stamp}` });
    await expect(card).toBeVisible();
    // The row's name opens the lead's own page, where the whole card is.
    await card.getByRole("link", { name: `Lead ${stamp}` }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/submission\/\d+$/);
    const leadUrl = page.url();
    const lead = page.getByRole("article", { name: `Submission from Lead ${stamp}` });
    await expect(lead).toBeVisible();
    const timeline = page.getByRole("list", { name: "Timeline" });

    // A note of the longest kind: 5,000 characters without a space.
    const note = word(`Note${stamp}`, 5_000);
    await page.getByLabel("Add a note").fill(note);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("The note is in the lead's timeline.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Add a note")).toHaveValue("");
    await expect(timeline.getByRole("listitem").first()).toContainText("Note");
    await expect(timeline.getByRole("listitem").first()).toContainText(ADMIN.username);

    await lead.getByRole("button", { name: "IN PROGRESS" }).click();
    await expect(timeline.getByText("Status new → in-progress")).toBeVisible();
    await lead.getByRole("group", { name: "Priority" }).getByRole("button", { name: "Low" }).click();
    await expect(timeline.getByText(/^Priority (normal|high) → low$/)).toBeVisible();

    await lead.getByRole("button", { name: "Mark as spam" }).click();
    await expect(page.getByText(/^Marked as spam on .*: it is left out/)).toBeVisible();
    await expect(lead.getByText("SPAM", { exact: true })).toBeVisible();
    await expect(lead.getByRole("button", { name: "Not spam" })).toBeVisible();

    // Newest first, each with who and when, on the agency's clock with its zone.
    const entries = timeline.getByRole("listitem");
    await expect(entries.nth(0)).toContainText("Marked as spam");
    await expect(entries.nth(1)).toContainText("Priority");
    await expect(entries.nth(2)).toContainText("Status new → in-progress");
    await expect(entries.nth(3)).toContainText("Note");
    for (const index of [0, 1, 2, 3]) {
      await expect(entries.nth(index)).toContainText(ADMIN.username);
      await expect(entries.nth(index).locator("time")).toHaveText(
        /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/,
      );
    }

    await expectNoSidewaysScroll(page, "the lead page");
    await shoot(page, `lead-page-${viewport.width}`);

    // Gone from the default list, there under the Spam filter.
    await page.getByRole("link", { name: "Back to the list" }).first().click();
    await expect(page).toHaveURL(/\/admin\?tab=submissions/);
    await page.getByLabel("Search contact submissions").fill(stamp);
    await expect(page.getByText("Nothing matches these filters")).toBeVisible();
    await page.getByLabel("Spam", { exact: true }).selectOption("only");
    const spamCard = page.getByRole("article", { name: `Submission from Lead ${stamp}` });
    await expect(spamCard).toBeVisible();
    await expect(spamCard.getByText("SPAM", { exact: true })).toBeVisible();

    // Signed out, the lead's address (as an email links it) leads through sign-in back to the lead.
    await page.evaluate(() => localStorage.removeItem("adminToken"));
    await page.goto(leadUrl);
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fleads%2Fsubmission%2F\d+$/);
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(leadUrl);
    await expect(page.getByRole("article", { name: `Submission from Lead ${stamp}` })).toBeVisible();

    // A lead that does not exist.
    await page.goto("/admin/leads/submission/2147483647");
    await expect(page.getByRole("heading", { name: "Lead not found" })).toBeVisible();
    await page.goto("/admin/leads/audit/1");
    await expect(page.getByRole("heading", { name: "Lead not found" })).toBeVisible();
  });
}
