/**
 * The newsletter box (docs/product/public-site.md § Newsletter): it sends, with and without the page's script,
 * and says what happens next. The opt-in mail, its link and unsubscribing are the API's tests
 * (server/features/newsletter/routes.test.ts).
 */
import { signInAsAdmin } from "./support/admin";
import { expect, type Page, test } from "./support/test";

const SENT = "Almost there: check your inbox and confirm your subscription with the link we just sent.";

async function subscribe(page: Page, email: string) {
  const box = page.getByLabel("Email address");
  await box.click();
  await box.fill(email);
  await page.getByRole("button", { name: "SUBSCRIBE" }).click();
}

test("the box sends the address and says to confirm it by email, in both faces", async ({ page }) => {
  for (const face of ["", "?style=conservative"]) {
    await page.goto(`/blog${face}`);
    await expect(page.getByText(SENT)).toBeHidden();
    const sent = page.waitForResponse("**/api/newsletter");
    await subscribe(page, `reader-${face ? "light" : "dark"}-${Date.now()}@example.com`);
    expect((await sent).status()).toBe(200);
    await expect(page.getByText(SENT)).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue("");
  }
});

test("a confirmation link lands on the blog's 'You're subscribed'", async ({ page }) => {
  await page.goto("/api/newsletter/confirm?token=no-such-key");
  await expect(page).toHaveURL(/\/blog#newsletter-expired$/);
  await expect(page.getByText("This confirmation link has expired or was already used.")).toBeVisible();
  await page.goto("/blog#newsletter-confirmed");
  await expect(page.getByText("You're subscribed. The next article comes to your inbox.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the box posts to the site and comes back to the same notice", async ({ page }) => {
    await page.goto("/blog", { waitUntil: "domcontentloaded" });
    await subscribe(page, `no-script-reader-${Date.now()}@example.com`);
    await expect(page).toHaveURL(/\/blog#newsletter-sent$/);
    await expect(page.getByText(SENT)).toBeVisible();
  });
});

test("the console lists a new subscriber as not confirmed yet, with the page it subscribed on", async ({ page }) => {
  const email = `console-reader-${Date.now()}@example.com`;
  await page.goto("/blog");
  const sent = page.waitForResponse("**/api/newsletter");
  await subscribe(page, email);
  await sent;
  await signInAsAdmin(page);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: /^Newsletter/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  const row = page.getByRole("article", { name: `Subscriber: ${email}` });
  await expect(row).toContainText("Not confirmed yet");
  await expect(row).toContainText("/blog");
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();

  // An issue is tried on the agency's inbox first; sending to everyone asks once more.
  await page.getByLabel("Subject").fill("A test issue");
  await page.getByLabel("Text (Markdown)").fill("# Hello\n\nOne practical tip.");
  await page.getByRole("button", { name: "Send a test to our inbox" }).click();
  await expect(page.getByText("Test sent", { exact: true })).toBeVisible();
  const sendAll = page.getByRole("button", { name: /^Send to \d+ confirmed subscribers?$/ });
  await expect(sendAll).toBeVisible();
});
