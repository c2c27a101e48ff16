import { ADMIN, signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";

test("the owner invites a staff member, who sets a password, signs in and cannot manage admin users", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const username = `staff-${Date.now().toString(36)}`;
  const password = `${username}-chooses-a-passphrase`;

  await signInAsAdmin(page);
  await expect(page.getByText(`Signed in as ${ADMIN.username} · owner`)).toBeVisible();
  await page.getByRole("link", { name: "Admin users" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: "ADMIN USERS" })).toBeVisible();
  const list = page.getByRole("list", { name: "Admin users" });
  await expect(list.getByText(ADMIN.username, { exact: true })).toBeVisible();
  // The only active owner is offered neither what would leave the console without one.
  const ownRow = list.getByRole("listitem").filter({ hasText: "(you)" });
  await expect(
    ownRow.getByText("The only active owner: make another admin an owner to change this role."),
  ).toBeVisible();
  await expect(ownRow.getByRole("button")).toHaveCount(0);

  const invite = page.getByRole("region", { name: "Invite an admin" });
  await invite.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(invite.getByText(/Username must be 2 to 100 characters/)).toBeVisible();
  await invite.getByLabel("Username").fill(username);
  await invite.getByLabel("Role").selectOption("staff");
  await invite.getByRole("button", { name: "Invite", exact: true }).click();
  const link = invite.getByRole("textbox", { name: "Invitation link" });
  await expect(link).toHaveValue(/\/admin\/accept-invitation#token=[\w-]{43}$/);
  // The link names the configured site address; the test's browser opens the same path on its own origin.
  const { pathname, hash } = new URL(await link.inputValue());
  const invitationUrl = `${pathname}${hash}`;
  await expect(list.getByRole("listitem").filter({ hasText: username })).toContainText("invited");

  // The invited staff member, in a browser of their own.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(invitationUrl);
  await expect(staff.getByLabel("Username")).toHaveValue(username);
  // The labels end with the required mark: the fields are found by name.
  const newPassword = staff.locator('input[name="password"]');
  const confirmPassword = staff.locator('input[name="confirmPassword"]');
  await newPassword.fill("too-short");
  await confirmPassword.fill("different");
  await staff.getByRole("button", { name: "Set Password & Sign In" }).click();
  await expect(staff.getByText("Password must be at least 10 characters")).toBeVisible();
  await newPassword.fill(password);
  await confirmPassword.fill(password);
  await staff.getByRole("button", { name: "Set Password & Sign In" }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  await expect(staff.getByText(`Signed in as ${username} · staff`)).toBeVisible();
  await expect(staff.getByRole("link", { name: "Clients" })).toBeVisible();
  await expect(staff.getByRole("link", { name: "Admin users" })).toHaveCount(0);

  // The link worked once.
  await staff.goto(invitationUrl);
  await expect(staff.getByRole("alert")).toContainText("This invitation link is invalid or has expired.");

  // Signed out, then in with the new password; the users page refuses them.
  await staff.goto("/admin");
  await staff.getByRole("button", { name: "Secure Logout" }).click();
  await expect(staff).toHaveURL(/\/admin\/login$/);
  await staff.getByLabel("Username").fill(username);
  await staff.getByLabel("Password", { exact: true }).fill(password);
  await staff.getByRole("button", { name: "Sign In" }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  await staff.goto("/admin/users");
  await expect(staff.getByRole("alert")).toContainText("Only an owner can manage admin users.");
  await expect(staff.getByRole("region", { name: "Invite an admin" })).toHaveCount(0);

  // The owner deactivates them: their next request signs them out.
  await page.reload();
  const row = list.getByRole("listitem").filter({ hasText: username });
  await expect(row).toContainText("active");
  await row.getByRole("button", { name: "Deactivate" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Deactivate" }).click();
  await expect(row).toContainText("deactivated");
  await staff.goto("/admin");
  await expect(staff).toHaveURL(/\/admin\/login$/);
  await staffContext.close();
});
