/** The admin console's sign-in, for the specs that work in it. */
import { expect, type Locator, type Page } from "./test";

/** scripts/e2e-server.mjs starts the server with these credentials. */
export const ADMIN = { username: "admin", password: "e2e-admin-password-123" };

/** Signs in through the login form and waits for the console's address. */
export async function signInAsAdmin(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Opens a lead's row in a console list: the row shows who, what, the status menu and the date; its facts and
 * buttons are under "Details and actions" (docs/product/admin-console.md § Lists).
 */
export async function showDetails(row: Locator) {
  const details = row.locator("details").first();
  if ((await details.getAttribute("open")) === null) await row.getByText("Details and actions").click();
  await expect(details).toHaveAttribute("open", "");
}
