/**
 * The console keeps its view in the address (docs/product/admin-console.md § Lists): tab, status
 * filter and search survive a reload and Back undoes them; "Convert to client" opens the new-client
 * form filled in from the lead and creates the client once (§ Convert to client); the Emails page
 * lists the outbox and resends (§ Emails).
 */
import { showDetails, signInAsAdmin } from "./support/admin";
import { expect, type Page, test } from "./support/test";

const stampOf = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openConsole(page: Page) {
  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "ADMIN CONTROL" })).toBeVisible();
}

const cards = (page: Page) => page.getByRole("article");

// Each test signs in, reloads and walks the history: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("the tab, the status filter and the search live in the address: reload keeps them, Back undoes them", async ({
  page,
  request,
}) => {
  const stamp = stampOf();
  for (const who of ["Zoe", "Zack"]) {
    const lead = await request.post("/api/contact", {
      data: { name: `${who} ${stamp}`, email: `${who.toLowerCase()}-${stamp}@example.com`, details: "A new site" },
    });
    expect(lead.ok(), await lead.text()).toBe(true);
  }
  await openConsole(page);

  // A tab is a step in the history.
  await page.getByRole("tab", { name: "CONSULTATIONS" }).click();
  await expect(page).toHaveURL(/[?&]tab=consultations/);
  await page.getByRole("tab", { name: "DATA STREAMS" }).click();
  await expect(page).toHaveURL(/[?&]tab=submissions/);

  const search = page.getByRole("searchbox", { name: "Search contact submissions" });
  await search.fill(`zoe ${stamp}`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=zoe(\\+|%20)${stamp}`));
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Zoe ${stamp}`);

  const status = page.getByLabel("Status", { exact: true });
  await status.selectOption("contacted");
  await expect(page).toHaveURL(/[?&]status=contacted/);
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();

  // A reload, or the link sent to a colleague, opens the same view.
  await page.reload();
  await expect(page.getByRole("tab", { name: "DATA STREAMS" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");
  await expect(page.getByRole("searchbox", { name: "Search contact submissions" })).toHaveValue(`zoe ${stamp}`);
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();

  // Back: the status filter goes, the search stays.
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Zoe ${stamp}`);

  // Back again: the search goes too, and the box is empty.
  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByRole("searchbox", { name: "Search contact submissions" })).toHaveValue("");

  // And once more: the tab before.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]tab=consultations/);
  await expect(page.getByRole("tab", { name: "CONSULTATIONS" })).toHaveAttribute("aria-selected", "true");
});

test("Convert to client opens the new-client form filled in from the lead, and creates the client once", async ({
  page,
  request,
}) => {
  const stamp = stampOf();
  const email = `zoe-${stamp}@example.com`;
  const lead = await request.post("/api/contact", {
    data: {
      name: `Zoë van der Berg${stamp}`,
      email,
      phone: "+1 555 0100",
      business: `Berg Bakery ${stamp}`,
      details: "A shop for our bread.",
    },
  });
  expect(lead.ok(), await lead.text()).toBe(true);
  await openConsole(page);
  await page.goto(`/admin?tab=submissions&q=${stamp}`);
  const card = cards(page).filter({ hasText: email });
  await expect(card).toHaveCount(1);
  await showDetails(card);
  await card.getByRole("link", { name: "Convert to client" }).click();

  await expect(page).toHaveURL(/\/admin\/clients$/);
  const form = page.getByRole("form", { name: "New client" });
  await expect(form.getByLabel("First name")).toHaveValue("Zoë");
  await expect(form.getByLabel("Last name")).toHaveValue(`van der Berg${stamp}`);
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Phone")).toHaveValue("+1 555 0100");
  await expect(form.getByLabel("Company")).toHaveValue(`Berg Bakery ${stamp}`);
  // The address carries no personal data.
  expect(page.url()).not.toContain(stamp);

  await form.getByRole("button", { name: "Create Client" }).click();
  await expect(page).toHaveURL(/\/admin\/clients\/\d+$/);
  await expect(page.getByText(email).first()).toBeVisible();

  // Pressed again (Back to the filled form, Create): refused, no second client.
  await page.goBack();
  await expect(page.getByRole("form", { name: "New client" }).getByLabel("Email")).toHaveValue(email);
  await page.getByRole("form", { name: "New client" }).getByRole("button", { name: "Create Client" }).click();
  await expect(page.getByText("A client with this email already exists").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Client list" }).getByText(email)).toHaveCount(1);
});

test("the Emails page lists the mail waiting to go out and sends one again", async ({ page, request }) => {
  const stamp = stampOf();
  const lead = await request.post("/api/contact", {
    data: { name: `Mail Check ${stamp}`, email: `mail-${stamp}@example.com`, details: "Please write back." },
  });
  expect(lead.ok(), await lead.text()).toBe(true);
  await openConsole(page);

  await page.getByRole("link", { name: /^Emails/ }).click();
  await expect(page).toHaveURL(/\/admin\/emails$/);
  await expect(page.getByRole("button", { name: "Pending" })).toHaveAttribute("aria-pressed", "true");
  // The server runs without SMTP_URL here: the lead's two emails wait in the outbox.
  const row = page.getByRole("article", { name: new RegExp(`^Email: .*Mail Check ${stamp}`) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("contact.notify");
  await row.getByRole("button", { name: "Resend" }).click();
  await expect(page.getByText("Email queued", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Failed" }).click();
  await expect(page).toHaveURL(/[?&]status=failed/);
  await page.goBack();
  await expect(page.getByRole("button", { name: "Pending" })).toHaveAttribute("aria-pressed", "true");
});

test("a lead opened while the search is still being typed opens, and the search does not pull the admin back", async ({
  page,
  request,
}) => {
  const stamp = stampOf();
  const lead = await request.post("/api/contact", {
    data: { name: `Quick ${stamp}`, email: `quick-${stamp}@example.com`, details: "A new site" },
  });
  expect(lead.ok(), await lead.text()).toBe(true);
  // The page's clock is ours: the search, which reaches the address 300 ms after the last key, fires when the
  // test says, not when a busy machine happens to get there.
  await page.clock.install();
  await openConsole(page);
  const card = page.getByRole("article", { name: `Submission from Quick ${stamp}` });
  await expect(card).toBeVisible();
  await showDetails(card);
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByLabel("Search contact submissions").fill(stamp);
  // The lead page's code is held back, so the search fires while the lead is still opening.
  let releaseAssets = () => {};
  const assetsHeld = new Promise<void>((resolve) => {
    releaseAssets = resolve;
  });
  await page.route("**/assets/**", async (route) => {
    await assetsHeld;
    await route.continue();
  });
  await card.getByRole("link", { name: "Open" }).click();
  await page.clock.runFor(400);
  releaseAssets();
  await expect(page).toHaveURL(/\/admin\/leads\/submission\/\d+$/, { timeout: 15_000 });
  // The clock runs again (the lead's own loading waits on it), and any search still waiting has its time.
  await page.clock.resume();
  await page.clock.runFor(1_000);
  await expect(page.getByRole("article", { name: `Submission from Quick ${stamp}` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/leads\/submission\/\d+$/);
  await expect(page.getByRole("article", { name: `Submission from Quick ${stamp}` })).toBeVisible();
});
