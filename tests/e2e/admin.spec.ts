import fs from "node:fs";
import { ADMIN, showDetails, signInAsAdmin } from "./support/admin";
import { expect, type Page, test } from "./support/test";

const XSS_NAME = `<script>window.__xss = 1</script><img src=x onerror="window.__xss=2"> Tester`;

/** A half-month slot that is always bookable: the early half of next month. */
function nextMonthEarlySlot(now = new Date()) {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const month = next.toLocaleString("en-US", { month: "long", timeZone: "UTC" }).toLowerCase();
  return `${month}-early-${next.getUTCFullYear()}`;
}

async function signIn(page: Page) {
  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "ADMIN CONTROL" })).toBeVisible();
}

test("the admin signs in, works the inbox, exports CSV and signs out", async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `xss-${stamp}@example.com`;
  const contact = await request.post("/api/contact", {
    data: { name: XSS_NAME, email, business: "=cmd|' /C calc'!A0", details: "Please call me about a redesign." },
  });
  expect(contact.ok(), await contact.text()).toBe(true);
  const reservation = await request.post("/api/reserve-slot", {
    data: {
      name: `Reserver ${stamp}`,
      email: `reserver-${stamp}@example.com`,
      package: "business",
      preferredSlot: nextMonthEarlySlot(),
      projectDetails: "A booking site for our studio.",
    },
  });
  expect(reservation.ok(), await reservation.text()).toBe(true);

  page.on("dialog", () => {
    throw new Error("A visitor's text ran as script");
  });

  // Closed before signing in.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);

  // A wrong password: the spec's failure toast.
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Authentication Failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid credentials", { exact: true })).toBeVisible();

  await signIn(page);
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toMatch(/^[\w-]{43}$/);

  // The stats, counted by the server.
  const total = page.locator('[data-stat="totalSubmissions"]');
  await expect(total).toHaveText(/^\d[\d,]*$/);
  expect(Number((await total.textContent())?.replaceAll(",", ""))).toBeGreaterThanOrEqual(1);
  await expect(page.locator('[data-stat="slotReservations"]')).toHaveText(/^[1-9][\d,]*$/);

  // The stored <script> payload shows as text and never runs.
  // Typing alone filters the list (no Enter, no button).
  await page.getByLabel("Search contact submissions").fill(email);
  await expect(page.getByRole("article")).toHaveCount(1);
  const card = page.getByRole("article", { name: `Submission from ${XSS_NAME}` });
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(XSS_NAME);
  // The row's line is what the admin decides on; why the lead looked automated (it was posted without the
  // form, so without a form token) stays in its facts, under Details and actions.
  await expect(card.locator("p.line-clamp-1")).toHaveText(email);
  await expect(card.getByText(/no form token/)).toBeHidden();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // Change the submission's status from the row's menu, which shows the current one.
  const status = card.getByRole("combobox", { name: `Status of ${XSS_NAME}` });
  await expect(status).toHaveValue("new");
  await status.selectOption("contacted");
  await expect(page.getByText("Submission status has been updated successfully.", { exact: true })).toBeVisible();
  await expect(status).toHaveValue("contacted");
  await showDetails(card);
  await card.getByText(/Status history/).click();
  await expect(card.getByText("new → contacted")).toBeVisible();

  // Export the (searched) list as CSV.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path()) ?? "", "utf8");
  // A byte-order mark first (Excel on Windows), then the header; times in the agency's zone (docs/product/admin-console.md § CSV export).
  expect(csv.startsWith("\uFEFFid,created_at (America/New_York),name,email,")).toBe(true);
  expect(csv).toContain(email);
  expect(csv).toContain(",'=cmd|' /C calc'!A0,");
  expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);

  // Change the reservation's status.
  await page.getByRole("tab", { name: "PROJECT QUEUE" }).click();
  const reservationCard = page.getByRole("article", { name: `Reservation from Reserver ${stamp}` });
  await expect(reservationCard.locator("p.line-clamp-1")).toHaveText(`reserver-${stamp}@example.com · Growth Engine`);
  // Its card's buttons, under Details and actions.
  await showDetails(reservationCard);
  await reservationCard.getByRole("button", { name: "CONFIRM" }).click();
  await expect(page.getByText("Reservation status has been updated successfully.", { exact: true })).toBeVisible();
  const reservationStatus = reservationCard.getByRole("combobox", { name: /^Status of Reserver/ });
  await expect(reservationStatus).toHaveValue("confirmed");
  await reservationCard.getByRole("button", { name: "DELIVERED" }).click();
  await expect(reservationStatus.locator("option:checked")).toHaveText("Delivered");

  // The Neural Management Hub lists the newest leads.
  await page.getByRole("link", { name: "Neural Management Hub" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Neural Management Hub" })).toBeVisible();
  await expect(page.getByText(`Reserver ${stamp}`)).toBeVisible();
  await page.getByRole("link", { name: "Back to console" }).click();

  // Sign out: the token is gone and /admin is closed again.
  await page.getByRole("button", { name: "Secure Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/dashboard");
  // The page asked for travels along, so signing in comes back to it.
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
});

test("a stale token is cleared and the admin pages stay closed; the HTML carries no admin data", async ({
  page,
  request,
}) => {
  await page.goto("/admin/login");
  await page.evaluate(() => localStorage.setItem("adminToken", "stale-token"));
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();

  const html = await (await request.get("/admin")).text();
  expect(html).toContain("Verifying admin access...");
  expect(html).toContain('content="noindex, nofollow"');
  expect(html).not.toContain("@example.com");
  const api = await request.get("/api/admin/submissions");
  expect(api.status()).toBe(401);
});
