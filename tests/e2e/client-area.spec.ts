import { expect, type Page, test } from "./support/test";

/** Client area for visitors: sample data, greeting card, tabs, links (docs/product/client-area.md § Client portal). */
test.describe.configure({ timeout: 90_000 });

async function expectSampleLabel(page: Page) {
  await expect(page.getByText("Sample project — sign in to see yours")).toBeVisible();
  await expect(page.getByRole("link", { name: "Client Sign-in" })).toHaveAttribute("href", "/portal/login");
}

test("a visitor sees the sample portal, labelled as an example, and switches tabs with the keyboard", async ({
  page,
}) => {
  await page.goto("/client-portal");
  await expectSampleLabel(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

  const dashboard = page.getByRole("tab", { name: "Dashboard" });
  await expect(dashboard).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("$6,000");
  await expect(page.getByRole("tabpanel")).toContainText("Growth Engine");

  // Arrow keys move between the six tabs (automatic activation).
  await dashboard.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Milestones" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Milestones" })).toHaveAttribute("aria-selected", "true");
  const milestones = page.getByRole("tabpanel");
  for (const title of [
    "Discovery & Strategy",
    "Design & Prototyping",
    "Development & Testing",
    "Quality Assurance",
    "Launch & Deployment",
    "Support & Optimization",
  ]) {
    await expect(milestones.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(milestones.getByText("Completed", { exact: true }).first()).toBeVisible();
  await expect(milestones.getByText("In Progress", { exact: true })).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tabpanel").getByText("Signed", { exact: true })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByText("Approved", { exact: true }).first()).toBeVisible();

  // End jumps to Schedule; its empty state links to booking.
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Schedule" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No upcoming meetings scheduled")).toBeVisible();
  await expect(page.getByRole("link", { name: "Schedule Meeting" })).toHaveAttribute("href", "/book-consultation");

  // Invoices at the payment terms' 33 %, 33 % and 34 % of $6,000; only the pending one offers Pay Now, which
  // explains how to pay.
  await page.keyboard.press("ArrowLeft");
  const invoices = page.getByRole("tabpanel");
  await expect(invoices.getByText("$1,980")).toHaveCount(2);
  await expect(invoices.getByText("$2,040")).toHaveCount(1);
  await expect(invoices.getByText("Paid", { exact: true })).toHaveCount(2);
  await expect(invoices.getByRole("button", { name: "Pay Now" })).toHaveCount(1);
  await invoices.getByRole("button", { name: "Pay Now" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Bank transfer");
  await expect(dialog).toContainText("Card payment link");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the sample project is on time on the day it is read, and priced in the light face's list there", async ({
  page,
}) => {
  // Read on a day long after any build: the page's own clock decides the sample's dates.
  await page.clock.setFixedTime(new Date("2031-05-20T10:00:00Z"));
  await page.goto("/client-portal");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const panel = page.getByRole("tabpanel");
  // Started 17 days before, launching 11 days after: on the last day of Growth Engine's 3-4 weeks.
  await expect(panel).toContainText("May 3, 2031");
  await expect(panel).toContainText("May 31, 2031");

  await page.goto("/client-portal?style=conservative");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("tabpanel")).toContainText("$8,500");
  await expect(page.getByRole("tabpanel")).toContainText("Business Engine");
  await expect(page.getByRole("tabpanel")).not.toContainText("Growth Engine");
});

test("onboarding shows six steps and the Growth Engine journey; Skip to Portal and View Resources lead on", async ({
  page,
}) => {
  await page.goto("/onboarding");
  await expectSampleLabel(page);
  const steps = page.getByRole("listitem").filter({ has: page.locator("text=/^(Completed|In Progress|Pending)$/") });
  await expect(steps).toHaveCount(6);
  await expect(page.locator('[aria-current="step"]')).toContainText("Service Overview");
  await expect(page.getByRole("progressbar", { name: "Onboarding progress" })).toHaveAttribute("aria-valuenow", "33");
  await expect(page.getByRole("heading", { name: "Your Growth Engine journey" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Support & Optimization" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue to Contract" })).toBeVisible();

  await page.getByRole("link", { name: "View Resources" }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await page.getByRole("link", { name: "Back to Onboarding" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole("link", { name: /Skip to Portal/ }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
  await expect(page.getByRole("tab", { name: "Dashboard" })).toBeVisible();
});

test("Continue to Contract opens the portal on its documents", async ({ page }) => {
  await page.goto("/onboarding");
  await page.getByRole("link", { name: "Continue to Contract" }).click();
  await expect(page.getByRole("tab", { name: "Documents" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Service Agreement");
});

test("resources: FAQ filters narrow the questions; the FAQ promises weekly updates; examples take 4, 6 and 12 weeks", async ({
  page,
}) => {
  await page.goto("/resources");
  await expect(page.getByRole("main").getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
    "href",
    "/client-intake",
  );
  const firstGuide = page.getByRole("link", { name: /^View: / }).first();
  await expect(firstGuide).toHaveAttribute("href", /.+/);
  await expect(page.getByRole("link", { name: /^Watch: / }).first()).toHaveAttribute("target", "_blank");

  await page.getByRole("tab", { name: "FAQs" }).click();
  const all = page.getByRole("button", { name: "All Questions" });
  await expect(all).toHaveAttribute("aria-pressed", "true");
  const questions = page.locator("details");
  const total = await questions.count();
  expect(total).toBeGreaterThan(5);

  await page.getByRole("button", { name: "Billing" }).click();
  await expect(page.getByRole("button", { name: "Billing" })).toHaveAttribute("aria-pressed", "true");
  await expect(all).toHaveAttribute("aria-pressed", "false");
  await expect(questions.getByText("How does payment work?")).toBeVisible();
  await expect(questions.getByText("How often will I hear from you?")).toHaveCount(0);
  expect(await questions.count()).toBeLessThan(total);

  await page.getByRole("button", { name: "Communication" }).click();
  await questions.getByText("How often will I hear from you?").click();
  await expect(page.getByText(/written project update each week/)).toBeVisible();

  for (const name of ["Process", "Post-Launch", "Expansion"]) {
    await page.getByRole("button", { name }).click();
    expect(await questions.count()).toBeGreaterThan(0);
  }
  await all.click();
  await expect(questions).toHaveCount(total);

  await page.getByRole("tab", { name: "Past Work Examples" }).click();
  for (const weeks of ["4 weeks", "6 weeks", "12 weeks"]) {
    await expect(page.getByRole("tabpanel").getByText(weeks, { exact: true })).toBeVisible();
  }
});

test("the greeting card greets by the hour, saves a name trimmed before it is limited, and Change Name clears it", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(2026, 10, 23, 6, 30));
  await page.goto("/resources");
  const card = page.getByRole("region", { name: "Greeting" });
  await expect(card).toContainText("Good Early Morning");

  // A 20-character name pasted with spaces around it: trimmed first, so no letter is lost to the limit.
  await card.getByRole("textbox", { name: "Your name" }).fill("     Alexandra Montgomery     ");
  await card.getByRole("button", { name: "Save Name" }).click();
  await expect(card).toContainText("Alexandra Montgomery");
  expect(await page.evaluate(() => localStorage.getItem("visitorName"))).toBe("Alexandra Montgomery");
  // Kept in local storage: the other pages greet the same visitor.
  await page.goto("/client-portal");
  await expect(card).toContainText("Good Early Morning,");
  await expect(card).toContainText("Alexandra Montgomery");

  await card.getByRole("button", { name: "Change Name" }).click();
  await expect(card.getByRole("textbox", { name: "Your name" })).toBeFocused();
  await expect(card).not.toContainText("Alexandra");
  // An empty name is ignored.
  await card.getByRole("textbox", { name: "Your name" }).fill("    ");
  await card.getByRole("button", { name: "Save Name" }).click();
  await expect(card.getByRole("button", { name: "Change Name" })).toHaveCount(0);
  await page.reload();
  await expect(card.getByRole("textbox", { name: "Your name" })).toBeVisible();
});

test("the greeting refreshes every minute: 11:59 says Good Morning, a minute later Good Afternoon", async ({
  page,
}) => {
  await page.clock.install({ time: new Date(2026, 10, 23, 11, 59, 0) });
  await page.goto("/onboarding");
  const card = page.getByRole("region", { name: "Greeting" });
  await expect(card).toContainText("Good Morning");
  await page.clock.runFor(60_000);
  await expect(card).toContainText("Good Afternoon");
});

test("the client area stays out of the sitemap", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain("/home</loc>");
  for (const path of ["/onboarding", "/client-portal", "/resources"]) expect(xml).not.toContain(`${path}</loc>`);
});

test("the three pages pass an axe accessibility scan, every portal and resources tab included", async ({ page }) => {
  test.setTimeout(300_000); // ten axe scans; slow on a loaded machine
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  // The whole page once; then, as each tab is chosen, what the choice changes: the tab list and its panel.
  const scan = async (scope: "page" | "tabs" = "page") => {
    const builder = new AxeBuilder({ page });
    if (scope === "tabs") builder.include('[role="tablist"]').include('[role="tabpanel"]');
    const { violations } = await builder.analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
  };
  await page.goto("/onboarding");
  await expect(page.getByRole("textbox", { name: "Your name" })).toBeVisible();
  await scan();
  for (const [path, tabs] of [
    ["/client-portal", ["Dashboard", "Milestones", "Documents", "Messages", "Invoices", "Schedule"]],
    ["/resources", ["Guides & Resources", "FAQs", "Past Work Examples"]],
  ] as const) {
    await page.goto(path);
    await scan();
    for (const tab of tabs.slice(1)) {
      await page.getByRole("tab", { name: tab }).click();
      await scan("tabs");
    }
  }
});
