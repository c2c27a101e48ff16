/**
 * A person's data on request (docs/product/admin-console.md § Personal data): the operator finds
 * what is held about an address typed in another case, downloads it as one JSON file, erases it after
 * typing the address again, and a new search finds nothing. PRIVACY_SHOTS=<folder> also saves the page
 * with its results at phone and desktop widths.
 */
import fs from "node:fs";
import { intakeBody, moodBoardBody } from "../support/valid-bodies";
import { ADMIN, signInAsAdmin } from "./support/admin";
import { expect, type Page, shootAtBothWidths, test } from "./support/test";

const shoot = (page: Page, name: string) => shootAtBothWidths(page, process.env.PRIVACY_SHOTS, name);

test("the operator finds a person's data, exports it, erases it, and a new search finds nothing", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const email = `privacy.${stamp}@example.com`;
  const typedAs = `Privacy.${stamp}@EXAMPLE.com`;

  // One person across the public forms and a client account, under two spellings of the address.
  const contact = await request.post("/api/contact", {
    data: { name: `Priya Vance ${stamp}`, email: typedAs, phone: "+1 555 0199", details: "Please delete me later." },
  });
  expect(contact.ok(), await contact.text()).toBe(true);
  const intake = await request.post("/api/client-intake", {
    data: { ...intakeBody(), contactName: `Priya Vance ${stamp}`, companyName: `Vance Studio ${stamp}`, email },
  });
  expect(intake.ok(), await intake.text()).toBe(true);
  const board = await request.post("/api/mood-board", { data: { ...moodBoardBody(), clientEmail: email } });
  expect(board.ok(), await board.text()).toBe(true);
  const login = await request.post("/api/admin/login", { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const client = await request.post("/api/admin/clients", {
    headers: { "X-Admin-Token": token },
    data: { email, firstName: "Priya", lastName: `Vance ${stamp}`, company: `Vance Studio ${stamp}` },
  });
  expect(client.status(), await client.text()).toBe(201);

  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Personal data" }).click();
  await expect(page).toHaveURL(/\/admin\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "PERSONAL DATA" })).toBeVisible();

  const search = page.getByRole("search");
  await search.getByLabel("Email address").fill("priya at example");
  await search.getByRole("button", { name: "Find their data" }).click();
  await expect(search.getByText("Please enter a valid email address")).toBeVisible();

  await search.getByLabel("Email address").fill(typedAs.toUpperCase());
  await search.getByRole("button", { name: "Find their data" }).click();
  const results = page.getByRole("region", { name: typedAs.toUpperCase() });
  await expect(results.getByRole("status")).toHaveText(/^\d+ rows held in \d+ tables\.$/);
  const perTable = page.getByRole("list", { name: "Rows held per table" });
  const section = (label: string) => perTable.getByRole("region", { name: new RegExp(`^${label}`) });
  await expect(section("Contact, chat and audit requests")).toContainText(`Priya Vance ${stamp}`);
  await expect(section("Client intakes")).toContainText(`Vance Studio ${stamp}`);
  await expect(section("Mood boards")).toContainText("Hale & Whitcombe LLP");
  await expect(section("Client account")).toContainText(email);
  await shoot(page, "privacy-results");

  // The export: one JSON file with what it is, when it was made, and every row.
  const downloading = page.waitForEvent("download");
  await results.getByRole("button", { name: "Download export (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^privacy-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(fs.readFileSync(await download.path(), "utf8"));
  expect(file.about).toMatch(/personal data held about this email address/);
  expect(file.email).toBe(typedAs.toUpperCase());
  expect(file.counts).toMatchObject({ contact_submissions: 1, client_intakes: 1, mood_boards: 1, clients: 1 });
  expect(file.tables.contact_submissions[0]).toMatchObject({ email: typedAs, phone: "+1 555 0199" });
  expect(file.tables.clients[0]).toMatchObject({ email, firstName: "Priya" });
  expect(file.tables.clients[0]).not.toHaveProperty("password");
  const log = page.getByRole("list", { name: "Privacy actions" });
  await expect(log.getByRole("listitem").first()).toContainText(/Exported\s*\d+ rows\s*by admin/);

  // Erasing asks for the address again; a different one does not unlock it.
  await results.getByRole("button", { name: "Erase everything" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(typedAs.toUpperCase());
  const confirm = dialog.getByRole("button", { name: "Erase for good" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type the address again").fill(`other.${stamp}@example.com`);
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type the address again").fill(email);
  await expect(confirm).toBeEnabled();
  await shoot(page, "privacy-erase-dialog");
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Erased everything held about ${typedAs.toUpperCase()}.`)).toBeVisible();
  await expect(page.getByText(/^Removed — Contact, chat and audit requests: 1 · .*Client account: 1/)).toBeVisible();
  await expect(results.getByText("Nothing is held about this address.")).toBeVisible();
  await expect(log.getByRole("listitem").first()).toContainText(/Erased\s*\d+ rows\s*by admin/);
  await expect(log).not.toContainText(stamp);
  await shoot(page, "privacy-erased");

  // A new search, under the other spelling, finds nothing.
  await search.getByLabel("Email address").fill(email);
  await search.getByRole("button", { name: "Find their data" }).click();
  await expect(
    page.getByRole("region", { name: email }).getByText("Nothing is held about this address."),
  ).toBeVisible();
  await expect(perTable).toHaveCount(0);
  const after = await request.post("/api/admin/privacy/find", {
    headers: { "X-Admin-Token": token },
    data: { email },
  });
  expect(((await after.json()) as { total: number }).total).toBe(0);
});
