/**
 * Where the leads come from (docs/product/analytics.md): a visitor arrives from a newsletter link, reads two
 * pages and sends the contact form; the lead says where the visit began, and the console's analytics page
 * counts the visit, the lead and the conversion for that source. The visitor gets no cookie and their browser
 * talks to no other host. (A test browser says it is headless, and those are not counted: this one presents
 * itself as the Chromium it is, without the word.)
 */
import { ADMIN, signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";

test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
});

test("a newsletter visit that becomes a lead is attributed and counted, without a cookie", async ({
  page,
  context,
  request,
}) => {
  const stamp = Date.now();
  const source = `newsletter-${stamp}`;
  const email = `analytics-${stamp}@example.com`;
  const hosts = new Set<string>();
  page.on("request", (sent) => hosts.add(new URL(sent.url()).host));

  await page.goto(`/home?utm_source=${source}&utm_medium=email&utm_campaign=spring-launch`);
  // A client-side navigation (the footer's link): counted as a view of its own.
  await page.getByRole("contentinfo").getByRole("link", { name: "Services & Pricing" }).click();
  await expect(page).toHaveURL(/\/services/);
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ada Lovelace");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page
    .getByRole("textbox", { name: "Project Details" })
    .fill("A new website for our workshop, from your newsletter.");
  await page.getByRole("button", { name: "TRANSMIT PROJECT DATA" }).click();
  await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();

  // No cookie, and no request to any host but the site's.
  expect(await context.cookies()).toEqual([]);
  const siteHost = new URL(page.url()).host;
  expect([...hosts].filter((host) => host !== siteHost)).toEqual([]);

  // The lead says where its visit began.
  const login = await request.post("/api/admin/login", { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const leads = (await (
    await request.get("/api/admin/submissions?limit=200", { headers: { "X-Admin-Token": token } })
  ).json()) as Array<{ id: number; email: string }>;
  const lead = leads.find((row) => row.email === email);
  expect(lead).toBeDefined();
  await signInAsAdmin(page);
  await page.goto(`/admin/leads/submission/${lead?.id}`);
  const fact = (label: string) =>
    page
      .locator("main dl > div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
      .locator("dd");
  await expect(fact("Came from")).toHaveText(`${source} (email)`);
  await expect(fact("Campaign")).toHaveText("spring-launch");
  await expect(fact("Entry page")).toHaveText("/home");
  await expect(fact("Sent from")).toHaveText("/contact");

  // The analytics page counts the visit and the lead for that source: 1 visit, 1 lead, 100%.
  await page.goto(`/admin/analytics?period=today&source=${source}`);
  const total = (label: string) =>
    page
      .locator("dl[aria-label='Totals'] > div")
      .filter({ has: page.locator("dt", { hasText: label }) })
      .locator("dd");
  await expect(total("Visitors")).toHaveText("1");
  // Every lead came with a tracked visit: the figure needs no note.
  await expect(total("Leads")).toHaveText("1");
  await expect(total("Conversion")).toHaveText(["100%", "leads from a tracked visit ÷ visits"]);
  const sources = page.getByRole("region", { name: "Sources" });
  await expect(sources.getByRole("row", { name: new RegExp(`^${source} 1 1 100%$`) })).toBeVisible();
  await expect(page.getByRole("region", { name: "Campaigns" })).toContainText("spring-launch");
});
