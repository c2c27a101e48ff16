/**
 * Booking without JavaScript (docs/product/lead-capture.md § Booking without JavaScript): a browser that runs no
 * script gets each calendar as one plain form, with a form token rendered into it, and books in one send. The
 * booking is a person's (it holds its place), a refused send comes back with the visitor's answers, and a
 * taken time is no longer offered.
 */
import type { APIRequestContext } from "@playwright/test";
import { ADMIN } from "./support/admin";
import { confirmAsAgency } from "./support/bookings";
import { expect, test } from "./support/test";

test.use({ javaScriptEnabled: false });

/** The stored lead of `email` in one of the console's lists. */
async function storedLead(request: APIRequestContext, list: "reservations" | "consultations", email: string) {
  const login = await request.post("/api/admin/login", { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const leads = (await (
    await request.get(`/api/admin/${list}?limit=200`, { headers: { "X-Admin-Token": token } })
  ).json()) as Array<{ email: string; automatedReason: string | null; preferredSlot?: string; holdsPlace?: boolean }>;
  return leads.find((lead) => lead.email === email);
}

test("a slot is reserved in one send without JavaScript, and holds its place", async ({ page, request }) => {
  const email = `no-script-slot-${Date.now()}@example.com`;
  // No script, so no hydration to wait for.
  await page.goto("/reserve-slot", { waitUntil: "domcontentloaded" });
  // The script's wizard is hidden; the plain form stands in its place.
  await expect(page.getByRole("button", { name: "NEXT STEP" })).toBeHidden();
  const form = page.getByRole("form", { name: "Reserve your slot" });
  await expect(form).toBeVisible();

  await form.getByLabel(/^Name/).fill("Ada Lovelace");
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel("Package").selectOption("business");
  // Other specs count places in the first slot and the last two: take a place from the middle of the calendar.
  const open = await form.getByLabel("Development slot").locator("option:not([disabled]):not([value=''])").all();
  expect(open.length).toBeGreaterThan(0);
  const slot = (await open[Math.floor(open.length / 2)]!.getAttribute("value"))!;
  await form.getByLabel("Development slot").selectOption(slot);
  await form.getByLabel("Project details").fill("Too short");
  await form.getByRole("button", { name: "RESERVE MY SLOT" }).click();

  // Refused with the field's message; the answers stay.
  await expect(page.getByRole("alert")).toContainText("Please describe your project (at least 10 characters)");
  await expect(form.getByLabel(/^Email/)).toHaveValue(email);
  await expect(form.getByLabel("Development slot")).toHaveValue(slot);

  await form.getByLabel("Project details").fill("A bakery website with online orders and a menu.");
  // A person is slower than this script: the form token counts two seconds on screen from the first page
  // (the refused send kept it unspent), and without a script nothing can wait for the visitor.
  await page.waitForTimeout(2_000);
  await form.getByRole("button", { name: "RESERVE MY SLOT" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  // The form carried the token the page was rendered with: a person's booking, mailed its link, which holds
  // its place once opened (the agency's confirmation stands in for it here: the e2e server sends no mail).
  expect(await storedLead(request, "reservations", email)).toMatchObject({
    automatedReason: null,
    preferredSlot: slot,
    holdsPlace: false,
  });
  await confirmAsAgency(request, "reservation", email);
  expect(await storedLead(request, "reservations", email)).toMatchObject({ holdsPlace: true });

  // The link brings the visitor back to the page, which says their place is held: no script needed.
  await page.goto(`/reserve-slot?confirmation=held&slot=${slot}#confirmation`, { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { name: "Your place is held" })).toBeVisible();
});

test("a call is booked in one send without JavaScript, and its time is then taken", async ({ page, request }) => {
  const email = `no-script-call-${Date.now()}@example.com`;
  await page.goto("/book-consultation", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("form", { name: "Book a consultation" })).toHaveCount(1);
  const form = page.locator("form#plain-consultation");
  await expect(form).toBeVisible();

  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel("Consultation type").selectOption("technical-review");
  // The last free time: other specs book the first days.
  const when = form.getByLabel("Preferred date and time");
  const chosen = (await when.locator("option:not([value=''])").last().getAttribute("value"))!;
  await when.selectOption(chosen);
  await form.getByRole("button", { name: "Book Consultation" }).click();

  await expect(page.getByRole("alert")).toContainText("Name is required");
  await expect(when).toHaveValue(chosen);
  await form.getByLabel(/^Name/).fill("Grace Hopper");
  await page.waitForTimeout(2_000);
  await form.getByRole("button", { name: "Book Consultation" }).click();
  // (Text inside <noscript> is read through roles: Playwright's text search leaves <noscript> out.)
  await expect(page.getByRole("region", { name: "Check your email" })).toContainText(
    `open the link we've emailed to ${email}`,
  );
  expect(await storedLead(request, "consultations", email)).toMatchObject({ automatedReason: null });

  // Asked for, the time is still offered to everyone until it is confirmed; confirmed, it is taken.
  await page.goto("/book-consultation", { waitUntil: "domcontentloaded" });
  await expect(page.locator(`#plain-when option[value="${chosen}"]`)).toHaveCount(1);
  await confirmAsAgency(request, "consultation", email);
  await page.goto("/book-consultation", { waitUntil: "domcontentloaded" });
  await expect(page.locator(`#plain-when option[value="${chosen}"]`)).toHaveCount(0);
});
