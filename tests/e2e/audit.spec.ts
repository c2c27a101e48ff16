import http from "node:http";
import type { AddressInfo } from "node:net";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";

/**
 * The free website audit (docs/product/website-audit.md), from typing an address to the result.
 * The e2e server runs with AUDIT_ALLOW_PRIVATE_HOSTS=true (scripts/e2e-server.mjs)
 * so it may audit the fixture sites this file serves on loopback; the
 * forgery rules with the flag off are covered by server/features/audit/*.test.ts.
 */
let fixture: http.Server;
let origin = "";

test.beforeAll(async () => {
  fixture = http.createServer((request, response) => {
    if (request.url === "/forbidden") {
      response.writeHead(403, { "content-type": "text/html" }).end("<html><body><h1>Forbidden</h1></body></html>");
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Fixture Bakery — Sourdough</title></head>
<body><h1>Fixture Bakery</h1><img src="/loaf.png"><p>Fresh bread.</p></body></html>`);
  });
  await new Promise<void>((resolve) => fixture.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  fixture.closeAllConnections();
  await new Promise((resolve) => fixture.close(resolve));
});

test.describe("dark WEBSITE CHECKER", () => {
  test("asks for an address before sending anything", async ({ page }) => {
    await page.goto("/tools");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("WEBSITE CHECKER");
    await expect(page.getByLabel("Website URL")).toHaveAttribute("placeholder", "yourwebsite.com");
    await expect(page.getByLabel("Website URL")).toHaveAccessibleDescription("No need to type https://");
    await page.getByRole("button", { name: "START INSTANT AUDIT" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a website URL");
    await expect(page.getByRole("heading", { name: "WHY CHOOSE PROFESSIONAL ANALYSIS?" })).toBeVisible();
  });

  test("an unreachable site shows the access error with suggestions", async ({ page }) => {
    await page.goto("/tools");
    await page.getByLabel("Website URL").fill("nonexistent.invalid");
    await page.getByRole("button", { name: "START INSTANT AUDIT" }).click();
    await expect(page.getByRole("heading", { name: "WEBSITE ACCESS ERROR" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("The domain nonexistent.invalid could not be found")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Suggestions" })).toBeVisible();
    await expect(page.getByRole("link", { name: "CONTACT FOR MANUAL ANALYSIS" })).toHaveAttribute(
      "href",
      `/contact?service=analysis&website=${encodeURIComponent("https://nonexistent.invalid/")}`,
    );
  });

  test("a site that turns bots away asks for an email, then gives the request-submitted view", async ({ page }) => {
    await page.goto("/tools");
    await page.getByLabel("Website URL").fill(`${origin}/forbidden`);
    await page.getByRole("button", { name: "START INSTANT AUDIT" }).click();
    // Nothing is stored yet: the request needs an address to send the report to.
    await expect(page.getByRole("heading", { name: "MANUAL ANALYSIS NEEDED" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("the site answered HTTP 403 to our automated check")).toBeVisible();
    await expect(page.getByRole("heading", { name: "TIMELINE" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "ANALYSIS SCOPE" })).toBeVisible();
    await expect(page.getByRole("link", { name: "PROVIDE ADDITIONAL DETAILS" })).toHaveAttribute(
      "href",
      `/contact?service=analysis&website=${encodeURIComponent(`${origin}/forbidden`)}`,
    );
    await expect(page.getByRole("link", { name: "BOOK CONSULTATION" })).toHaveAttribute("href", "/book-consultation");
    await expect(page.getByText(/Our team will reply within 24 hours/)).toHaveCount(0);

    const email = page.getByLabel("Your email");
    await expect(email).toHaveAccessibleDescription("We use it only for this request.");
    await page.getByRole("button", { name: "REQUEST MANUAL ANALYSIS" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address");
    await expect(email).toBeFocused();
    await email.fill("owner@");
    await page.getByRole("button", { name: "REQUEST MANUAL ANALYSIS" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address");

    await email.fill("owner@guarded-shop.example");
    await page.getByRole("button", { name: "REQUEST MANUAL ANALYSIS" }).click();
    const submitted = page.getByRole("heading", { name: "ANALYSIS REQUEST SUBMITTED" });
    await expect(submitted).toBeVisible();
    await expect(submitted).toBeFocused();
    await expect(page.getByText("owner@guarded-shop.example", { exact: true })).toBeVisible();
    await expect(page.getByText(/Our team will reply within 24 hours/)).toBeVisible();
    await expect(page.getByLabel("Your email")).toHaveCount(0);

    // PROVIDE ADDITIONAL DETAILS opens the contact form in audit mode with the address filled in.
    await page.getByRole("link", { name: "PROVIDE ADDITIONAL DETAILS" }).click();
    await expect(page).toHaveURL(/\/contact\?service=analysis&website=/);
    await expect(page.getByLabel("Website URL")).toHaveValue(`${origin}/forbidden`);
    await expect(page.getByLabel("Project Type").locator("option:checked")).toHaveText("Website Audit Only");
  });

  test("a reachable page gives the full report, with the loading panel meanwhile", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/tools");
    // Typed without protocol, as the field invites: the fixture has no HTTPS, so the audit checks it over http://.
    await page.getByLabel("Website URL").fill(`${origin.replace("http://", "")}/`);
    await page.getByRole("button", { name: "START INSTANT AUDIT" }).click();
    await expect(page.getByRole("button", { name: "ANALYZING WEBSITE..." })).toBeDisabled();
    await expect(page.getByText("This usually takes 10-20 seconds.")).toBeVisible();
    for (const card of ["Speed Test", "Google Ranking", "Mobile & Security"]) {
      await expect(page.getByText(card, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "YOUR WEBSITE REPORT" })).toBeVisible({ timeout: 100_000 });
    await expect(page.getByText("Analysis Complete", { exact: true })).toBeVisible();
    for (const label of ["PERFORMANCE", "ACCESSIBILITY", "BEST PRACTICES", "SEO"]) {
      await expect(page.getByRole("progressbar", { name: `${label} score` })).toBeVisible();
    }
    await expect(page.getByText("First content shows")).toBeVisible();
    await expect(page.getByText(/EXCELLENT|GOOD|NEEDS WORK/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "MOST IMPORTANT ISSUES" })).toBeVisible();
    await expect(page.getByText(`${origin}/`, { exact: true })).toBeVisible();
    await expect(page.getByText(/The site has no working HTTPS address/).first()).toBeVisible();
    // The fixture's image has no alt text: Accessibility lists it once, SEO not again.
    const group = (name: string) => page.getByRole("region", { name, exact: true });
    await expect(
      group("ACCESSIBILITY")
        .getByRole("listitem")
        .filter({ hasText: /\balt\b/ }),
    ).toHaveCount(1);
    await expect(
      group("SEO")
        .getByRole("listitem")
        .filter({ hasText: /\balt\b/ }),
    ).toHaveCount(0);

    // The agency emails this report from the console (SEND REPORT), and its link opens it with no account.
    await signInAsAdmin(page);
    await page.goto("/admin?tab=audits");
    const card = page.getByRole("article", { name: `Audit of ${origin}/` }).first();
    await card.getByRole("button", { name: "SEND REPORT" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Email this report" });
    await dialog.getByLabel("Send to").fill("not an address");
    await dialog.getByRole("button", { name: "Send Report" }).click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await dialog.getByLabel("Send to").fill("owner@fixture-bakery.example");
    const sent = page.waitForResponse((response) => response.url().endsWith("/send-report"));
    await dialog.getByRole("button", { name: "Send Report" }).click();
    const { reportUrl } = (await (await sent).json()) as { reportUrl: string };
    await expect(page.getByText("Report Sent", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(/Report sent to owner@fixture-bakery\.example on/)).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto(new URL(reportUrl).pathname);
    await expect(page.getByRole("heading", { level: 1, name: `Report for ${new URL(origin).host}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "MOST IMPORTANT ISSUES" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "PERFORMANCE score" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a Call" })).toHaveAttribute("href", "/book-consultation");
  });
});

test.describe("light Website Performance Audit", () => {
  test("runs an audit and shows five scores; the buttons lead on", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/tools?style=conservative");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website Performance Audit");
    await expect(page.getByLabel("Website URL")).toHaveAttribute("type", "url");
    await expect(page.getByRole("heading", { name: "What We Analyze" })).toBeVisible();
    await page.getByRole("button", { name: "Run Free Audit" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a website URL");
    await page.getByLabel("Website URL").fill(`${origin}/`);
    await page.getByRole("button", { name: "Run Free Audit" }).click();
    await expect(page.getByRole("heading", { name: "Your results" })).toBeVisible({ timeout: 100_000 });
    for (const label of ["Performance", "SEO", "Security", "Mobile", "Accessibility"]) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute(
      "href",
      "/book-consultation?style=conservative",
    );
    await page.getByRole("link", { name: "View Our Services" }).click();
    await expect(page).toHaveURL(/\/services\?style=conservative$/);
  });

  test("a site that turns bots away asks for an email; the details link keeps the light variant", async ({ page }) => {
    await page.goto("/tools?style=conservative");
    await page.getByLabel("Website URL").fill(`${origin}/forbidden`);
    await page.getByRole("button", { name: "Run Free Audit" }).click();
    await expect(page.getByRole("heading", { name: "Manual analysis needed" })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: "Request Manual Analysis" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address");
    await page.getByLabel("Your email").fill("light-owner@guarded-shop.example");
    await page.getByRole("button", { name: "Request Manual Analysis" }).click();
    await expect(page.getByRole("heading", { name: "Manual analysis requested" })).toBeFocused();
    await page.getByRole("link", { name: "Provide additional details" }).click();
    await expect(page).toHaveURL(/\/contact\?service=analysis&website=.+&style=conservative$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Start Your Project");
    await expect(page.getByLabel("Website URL")).toHaveValue(`${origin}/forbidden`);
  });

  test("an unreachable site says so", async ({ page }) => {
    await page.goto("/tools?style=conservative");
    await page.getByLabel("Website URL").fill("nonexistent.invalid");
    await page.getByRole("button", { name: "Run Free Audit" }).click();
    await expect(page.getByRole("heading", { name: "We could not reach this website" })).toBeVisible({
      timeout: 20_000,
    });
  });
});
