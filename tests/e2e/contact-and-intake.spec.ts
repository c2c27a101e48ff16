import { ADMIN } from "./support/admin";
import { expect, holdPageScripts, type Locator, type Page, test, waitForHydration } from "./support/test";

const SUCCESS = "Thank you! We've received your project details and will get back to you within 24 hours.";
/** What a visitor reads when the request never reached the server. */
const OFFLINE = "We couldn't reach our server. Check your connection and try again.";

/** By accessible name, so "Name" is not "Business Name" and the decorative "*" is ignored. */
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function fillContact(page: Page, labels: { name: string; email: string }, name: string, email: string) {
  await textbox(page, labels.name).fill(name);
  await textbox(page, labels.email).fill(email);
}

/** Sends the contact form with its main button; resolves with the body the page posted. */
async function transmit(page: Page): Promise<unknown> {
  const request = page.waitForRequest("**/api/contact");
  await page.getByRole("button", { name: "TRANSMIT PROJECT DATA" }).click();
  return (await request).postDataJSON();
}

/** A real paste (Ctrl+V), so the browser's maxLength cuts it as it would a visitor's. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await field.press("ControlOrMeta+V");
}

test.describe("contact page, dark GET IN TOUCH", () => {
  test("a visitor sends a project briefing and sees the Transmission toast; the form resets", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GET IN TOUCH");
    await expect(page.getByRole("heading", { name: "Project Briefing" })).toBeVisible();
    // Side panels: direct contact, commitment, security notice, four next steps.
    // The default face's offers and timelines, as its Services page states them.
    await expect(
      page.getByText("Foundation 2-3 weeks, Growth Engine 3-4 weeks, Market Leader 4-8 weeks"),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Security notice" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();

    // Required fields get their messages inline.
    await page.getByRole("button", { name: "TRANSMIT PROJECT DATA" }).click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(textbox(page, "Name")).toBeFocused();

    await fillContact(page, { name: "Name", email: "Email" }, "Ada Lovelace", "ada@example.com");
    await expect(page.getByText("Please enter your name")).toHaveCount(0);
    await page.getByLabel("Business Name").fill("Analytical Engines");
    await page.getByLabel("Phone").fill("+44 20 7946 0000");
    await page.getByLabel("Project Type").selectOption({ label: "Growth Engine from $6,000" });
    await page.getByLabel("Project Details").fill("A new site for our engine business.");

    const body = await transmit(page);
    expect(body).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      business: "Analytical Engines",
      package: "business",
      isAuditRequest: false,
    });
    // Exact: Radix also announces the toast in a live region that repeats the text.
    await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();
    await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
    await expect(textbox(page, "Name")).toHaveValue("");
    await expect(page.getByLabel("Project Type")).toHaveValue("");
  });

  test("the page starts without its checks; when they cannot be fetched, the server's messages are shown", async ({
    page,
  }) => {
    const fetchedChecks: string[] = [];
    page.on("request", (request) => {
      if (/contact-validation|schemas-/.test(request.url())) fetchedChecks.push(request.url());
    });
    await page.goto("/contact");
    // zod is a fifth of a form page's JavaScript: nothing of it before the visitor touches the form.
    expect(fetchedChecks).toEqual([]);
    await page.route(/contact-validation/, (route) => route.abort());
    await page.getByRole("button", { name: "TRANSMIT PROJECT DATA" }).click();
    // The field's own message (the failure toast may repeat the same text).
    await expect(page.locator("#contact-name-error")).toHaveText("Please enter your name");
    await expect(page.getByText("Transmission Failed", { exact: true })).toBeVisible();
  });

  test("audit mode: ?service=analysis requires the website and asks for a priority audit", async ({ page }) => {
    await page.goto("/contact?service=analysis");
    const auditButton = page.getByRole("button", { name: "REQUEST PRIORITY AUDIT" });
    await expect(auditButton).toBeVisible();
    // The request is an audit: PROJECT TYPE says so, and the inquiry carries the package.
    await expect(page.getByLabel("Project Type").locator("option:checked")).toHaveText("Website Audit Only");
    await fillContact(page, { name: "Name", email: "Email" }, "Grace Hopper", "grace@example.com");
    await auditButton.click();
    await expect(page.getByText("Please enter your website URL")).toBeVisible();
    await expect(page.getByLabel("Website URL")).toBeFocused();

    await page.getByLabel("Website URL").fill("example.com");
    const request = page.waitForRequest("**/api/contact");
    await auditButton.click();
    expect((await request).postDataJSON()).toMatchObject({
      isAuditRequest: true,
      websiteUrl: "example.com",
      package: "audit",
    });
    await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();
    // After success audit mode turns off.
    await expect(page.getByRole("button", { name: "TRANSMIT PROJECT DATA" })).toBeVisible();
  });

  test("?service=analysis keeps a package the address names", async ({ page }) => {
    await page.goto("/contact?service=analysis&package=business");
    await expect(page.getByLabel("Project Type")).toHaveValue("business");
    await expect(page.getByRole("button", { name: "REQUEST PRIORITY AUDIT" })).toBeVisible();
  });

  test("audit mode turns on with the audit package or when the visitor types a website", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("button", { name: "TRANSMIT PROJECT DATA" })).toBeVisible();
    await page.getByLabel("Project Type").selectOption("audit");
    await expect(page.getByRole("button", { name: "REQUEST PRIORITY AUDIT" })).toBeVisible();
    await page.getByLabel("Project Type").selectOption("essential");
    await expect(page.getByRole("button", { name: "TRANSMIT PROJECT DATA" })).toBeVisible();
    await page.getByLabel("Website URL").fill("https://my-shop.example");
    await expect(page.getByRole("button", { name: "REQUEST PRIORITY AUDIT" })).toBeVisible();
  });

  test("the pricing tools' parameters preselect the package and show the configuration", async ({ page }) => {
    await page.goto("/contact?package=business&addons=logo-design,advanced-seo&total=1&source=quote");
    await expect(page.getByLabel("Project Type")).toHaveValue("business");
    const configuration = page.getByRole("region", { name: "Your configuration" });
    await expect(configuration).toContainText("Growth Engine");
    await expect(configuration).toContainText("Logo Design");
    await expect(configuration).toContainText("$800");
    // Growth Engine includes advanced SEO: named, never charged twice.
    await expect(configuration).toContainText("+ Advanced SEOIncluded");
    // The catalog's total, not the address's.
    await expect(configuration).toContainText("$6,800");

    await fillContact(page, { name: "Name", email: "Email" }, "Ada", "ada@example.com");
    expect(await transmit(page)).toMatchObject({
      package: "business",
      // What is bought: the included advanced SEO is not sent as an add-on.
      addons: ["logo-design"],
      pricingSource: "quote",
      total: 6800,
    });
    await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();
  });

  test("what a visitor types before the page's scripts run is kept and sent", async ({ page }) => {
    // Hold the last script of the page until the visitor has typed: the form is on screen but React is not there yet.
    const release = await holdPageScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    await fillContact(page, { name: "Name", email: "Email" }, "Early Ada", "early@example.com");
    await page.getByLabel("Project Type").selectOption("business");
    await textbox(page, "Project Details").fill("Typed before the scripts ran.");
    release();
    await waitForHydration(page);

    expect(await transmit(page)).toMatchObject({
      name: "Early Ada",
      email: "early@example.com",
      package: "business",
      details: "Typed before the scripts ran.",
    });
    await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();
  });

  test("a form sent before the page's scripts run is held, then sent once they are", async ({ page }) => {
    const release = await holdPageScripts(page);
    const documentPosts: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.method() === "POST") documentPosts.push(request.url());
    });
    await page.goto("/contact", { waitUntil: "commit" });
    await fillContact(page, { name: "Name", email: "Email" }, "Quick Ada", "quick@example.com");
    await page.getByRole("button", { name: "TRANSMIT PROJECT DATA" }).click();
    // Held: no page load, and what was typed is still there.
    await expect(textbox(page, "Name")).toHaveValue("Quick Ada");

    const request = page.waitForRequest("**/api/contact");
    release();
    expect((await request).postDataJSON()).toMatchObject({ name: "Quick Ada", email: "quick@example.com" });
    await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();
    expect(documentPosts).toEqual([]);
  });

  test("choosing another project type after a hand-over still sends the configuration as built", async ({ page }) => {
    await page.goto("/contact?package=essential&addons=logo&total=4350&source=customizer");
    const configuration = page.getByRole("region", { name: "Your configuration" });
    await expect(configuration).toContainText("Essential Presence");
    await expect(configuration).toContainText("$4,350");
    await page.getByLabel("Project Type").selectOption("custom");

    await fillContact(page, { name: "Name", email: "Email" }, "Ada", "ada@example.com");
    expect(await transmit(page)).toMatchObject({
      package: "custom",
      configurationPackage: "essential",
      addons: ["logo"],
      pricingSource: "customizer",
    });
    await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();
  });

  test("a spec-format hand-over (package, addons, total) shows the configuration", async ({ page }) => {
    await page.goto("/contact?package=business&addons=&total=6000");
    const configuration = page.getByRole("region", { name: "Your configuration" });
    await expect(configuration).toContainText("Growth Engine");
    await expect(configuration).toContainText("$6,000");
  });

  test("an unknown add-on in a hand-over is left out and named; the rest is kept and sent", async ({ page }) => {
    await page.goto("/contact?package=essential&addons=logo-design,bogus&total=1&source=quote");
    const configuration = page.getByRole("region", { name: "Your configuration" });
    await expect(configuration).toContainText("Foundation");
    await expect(configuration).toContainText("Logo Design");
    await expect(configuration).toContainText("One add-on from the link could not be added");
    await expect(configuration).toContainText("bogus is not in our list, so it was left out.");

    await fillContact(page, { name: "Name", email: "Email" }, "Ada", "ada@example.com");
    expect(await transmit(page)).toMatchObject({ addons: ["logo-design"], pricingSource: "quote" });
    await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();
  });

  test("PROJECT DETAILS counts down near its limit and says when a paste was cut", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/contact");
    const details = textbox(page, "Project Details");
    await details.fill("x".repeat(3999));
    await expect(page.getByText("/ 5,000 characters")).toHaveCount(0);
    await details.fill("x".repeat(4980));
    await expect(page.getByText("4,980 / 5,000 characters")).toBeVisible();
    // Read with the field, but not announced while the visitor types.
    await expect(details).toHaveAccessibleDescription("4,980 / 5,000 characters");
    const announcer = page.locator("#contact-form [aria-live=polite]");
    await expect(announcer).toHaveText("");

    await details.fill("");
    await paste(page, details, "y".repeat(6000));
    await expect(details).toHaveValue("y".repeat(5000));
    await expect(page.getByText("Your text was cut to 5,000 characters").first()).toBeVisible();
    await expect(page.getByText("5,000 / 5,000 characters")).toBeVisible();
    await expect(announcer).toHaveText("Your text was cut to 5,000 characters");

    // Editing below the limit: the notice has said its piece.
    await details.press("End");
    await details.press("Backspace");
    await expect(page.getByText("4,999 / 5,000 characters")).toBeVisible();
    await expect(page.getByText("Your text was cut to 5,000 characters")).toHaveCount(0);
    await expect(announcer).toHaveText("");
  });

  test("what was typed survives a visit to the privacy policy and Back, and is gone once sent", async ({ page }) => {
    // Four page loads and a send: 24–30 s on a busy 2-core machine, over the default 30 s budget.
    test.setTimeout(60_000);
    await page.goto("/contact?package=business");
    await fillContact(page, { name: "Name", email: "Email" }, "Ada Lovelace", "ada@example.com");
    await textbox(page, "Project Details").fill("A new site for our engine business.");
    // A bot's spam-trap value is never kept.
    await page.locator('input[name="companyFax"]').fill("555-0100", { force: true });
    await page.getByRole("region", { name: "Security notice" }).getByRole("link", { name: "Privacy policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await page.goBack();

    await expect(textbox(page, "Name")).toHaveValue("Ada Lovelace");
    await expect(textbox(page, "Email")).toHaveValue("ada@example.com");
    await expect(textbox(page, "Project Details")).toHaveValue("A new site for our engine business.");
    await expect(page.getByLabel("Project Type")).toHaveValue("business");
    await expect(page.locator('input[name="companyFax"]')).toHaveValue("");
    const draft = () => page.evaluate(() => sessionStorage.getItem("leadFormDraft:contact"));
    expect(await draft()).toContain("Ada Lovelace");
    expect(await draft()).not.toContain("555-0100");

    // A reload keeps it too.
    await page.reload();
    await expect(textbox(page, "Project Details")).toHaveValue("A new site for our engine business.");

    expect(await transmit(page)).toMatchObject({ name: "Ada Lovelace", companyFax: "" });
    await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();
    expect(await draft()).toBeNull();
    await page.reload();
    await expect(textbox(page, "Name")).toHaveValue("");
    await expect(textbox(page, "Project Details")).toHaveValue("");
  });

  test("a refused request shows the Transmission Failed toast with the server's message", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: "Too many requests. Please try again in 30 seconds." }),
      }),
    );
    await page.goto("/contact");
    await fillContact(page, { name: "Name", email: "Email" }, "Ada", "ada@example.com");
    await page.getByRole("button", { name: "TRANSMIT PROJECT DATA" }).click();
    await expect(page.getByText("Transmission Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Too many requests. Please try again in 30 seconds.", { exact: true })).toBeVisible();
    // Nothing is lost: the visitor's input stays.
    await expect(textbox(page, "Name")).toHaveValue("Ada");
  });

  test("a request that cannot reach the server says so in plain words, not the browser's 'Failed to fetch'", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
    await fillContact(page, { name: "Name", email: "Email" }, "Ada", "ada@example.com");
    await page.getByRole("button", { name: "TRANSMIT PROJECT DATA" }).click();
    await expect(page.getByText("Transmission Failed", { exact: true })).toBeVisible();
    await expect(page.getByText(OFFLINE, { exact: true })).toBeVisible();
    await expect(page.getByText("Failed to fetch")).toHaveCount(0);
    await expect(textbox(page, "Name")).toHaveValue("Ada");
  });

  test("the honeypot is out of sight and out of the tab order", async ({ page }) => {
    await page.goto("/contact");
    const trap = page.locator('input[name="companyFax"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(page.getByRole("textbox", { name: /fax/i })).toHaveCount(0);
  });
});

test.describe("contact page, light variant", () => {
  test("a visitor sends the Let's Start Your Project form, with isAuditRequest, and sees the toast", async ({
    page,
  }) => {
    await page.goto("/contact?style=conservative");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Start Your Project");
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    await page.getByText("How soon will I hear back?").click();
    await expect(page.getByText(/Within 24 hours, and usually in under 4/)).toBeVisible();

    await fillContact(page, { name: "Full Name", email: "Email Address" }, "Ada Lovelace", "ada@example.com");
    await page.getByLabel("Service Package").selectOption({ label: "Essential Presence $4,000" });
    const request = page.waitForRequest("**/api/contact");
    await page.getByRole("button", { name: "Send Project Details" }).click();
    expect((await request).postDataJSON()).toMatchObject({ package: "essential", isAuditRequest: false });
    await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();
    await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
  });
});

test.describe("client intake", () => {
  test("offers the Landing Page first in the default face, and only the three packages in the light one", async ({
    page,
  }) => {
    const service = page.getByLabel("Service", { exact: true });
    await page.goto("/client-intake");
    await expect(service.locator("option")).toHaveText([
      "Not sure yet",
      "Landing Page · from $1,000",
      "Foundation · from $3,500",
      "Growth Engine · from $6,000",
      "Market Leader · from $12,000",
    ]);
    await page.goto("/client-intake?style=conservative");
    await expect(service.locator("option")).toHaveText([
      "Not sure yet",
      "Essential Presence · $4,000",
      "Business Engine · $8,500",
      "Custom Enterprise · $12,000 + $1,500/month",
    ]);
  });

  async function fillValid(page: Page) {
    await page.getByLabel("Your Name").fill("Ada Lovelace");
    await page.getByLabel("Company Name").fill("Analytical Engines");
    await page.getByLabel("Email Address").fill("ada@example.com");
    await page.getByLabel("Industry").selectOption("Technology");
    await page.getByLabel("Service", { exact: true }).selectOption("growth-engine");
    await page.getByLabel("Budget Range").selectOption("$5,000 - $10,000");
    await page.getByLabel("Timeline").selectOption("1-2 months");
    await page.getByLabel("Project Goals").fill("Double the qualified leads from our website");
    await page.getByLabel("Current Challenges").fill("The current site is slow and hard to update");
    await page.getByLabel("Target Audience").fill("Engineering managers");
    await page.getByLabel("Preferred Communication").selectOption("Video calls");
    await page
      .getByLabel("Project Description")
      .fill("A fast, modern marketing site with a CMS, case studies and a quote request flow.");
  }

  test("fields are checked on blur, with the banner while any field has an error", async ({ page }) => {
    await page.goto("/client-intake");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client Intake Form");
    await expect(page.getByText("Tell us about your project vision")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/home");
    for (const step of ["Welcome", "Project Details", "Service Overview"]) {
      await expect(page.getByRole("navigation", { name: "Onboarding progress" })).toContainText(step);
    }
    const banner = page.getByText("Please complete all required fields to continue.");
    await expect(banner).toHaveCount(0);

    await page.getByLabel("Your Name").fill("A");
    await page.getByLabel("Your Name").blur();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(banner).toBeVisible();

    await page.getByLabel("Project Goals").fill("Grow");
    await page.getByLabel("Project Goals").blur();
    await expect(page.getByText("Please describe your goals in at least 20 characters")).toBeVisible();

    await page.getByLabel("Your Name").fill("Ada");
    await page.getByLabel("Project Goals").fill("Double the qualified leads from our site");
    await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
    await expect(page.getByText("Please describe your goals in at least 20 characters")).toHaveCount(0);
    await expect(banner).toHaveCount(0);
  });

  test("a failed submit scrolls to and focuses the first invalid field", async ({ page }) => {
    await page.goto("/client-intake");
    await fillValid(page);
    await page.getByLabel("Email Address").fill("ada@");
    await page.getByLabel("Project Description").fill("Too short");
    await page.getByRole("button", { name: "Submit & Continue" }).click();
    await expect(page.getByText("Please complete all required fields to continue.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please provide a detailed project description (minimum 50 characters)")).toBeVisible();
    await expect(page.getByLabel("Email Address")).toBeFocused();
    await expect(page.getByLabel("Email Address")).toBeInViewport();
  });

  test("a complete intake shows the success toast and returns to / after 2 seconds", async ({ page }) => {
    await page.goto("/client-intake");
    await fillValid(page);
    const response = page.waitForResponse("**/api/client-intake");
    await page.getByRole("button", { name: "Submit & Continue" }).click();
    expect((await response).status()).toBe(201);
    const answeredAt = Date.now();
    // The toast: the page shows the same words in place of the form as well.
    const toasts = page.getByRole("region", { name: /^Notifications/ });
    await expect(toasts.getByText("Intake Form Submitted Successfully!", { exact: true })).toBeVisible();
    await expect(
      toasts.getByText("Thank you! We'll review your information and get back to you within 24 hours.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    // Not at once: the visitor has 2 seconds to read the toast (docs/product/lead-capture.md § Intake toasts).
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(1_900);
  });

  test("a reload keeps what was typed; a sent intake leaves no draft behind", async ({ page }) => {
    await page.goto("/client-intake");
    await fillValid(page);
    await page.reload();
    await expect(page.getByLabel("Your Name")).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel("Industry")).toHaveValue("Technology");
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("growth-engine");
    await expect(page.getByLabel("Preferred Communication")).toHaveValue("Video calls");
    await expect(page.getByLabel("Project Description")).toHaveValue(
      "A fast, modern marketing site with a CMS, case studies and a quote request flow.",
    );

    const response = page.waitForResponse("**/api/client-intake");
    await page.getByRole("button", { name: "Submit & Continue" }).click();
    expect((await response).status()).toBe(201);
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await page.goto("/client-intake");
    await expect(page.getByLabel("Your Name")).toHaveValue("");
    await expect(page.getByLabel("Project Description")).toHaveValue("");
  });

  test("the long text fields show a counter near their limit", async ({ page }) => {
    await page.goto("/client-intake");
    await page.getByLabel("Project Description").fill("x".repeat(8500));
    await expect(page.getByText("8,500 / 10,000 characters")).toBeVisible();
    await page.getByLabel("Target Audience").fill("x".repeat(5000));
    await expect(page.getByText("5,000 / 5,000 characters")).toBeVisible();
  });

  test("a refused intake shows Submission Failed with the server's error", async ({ page }) => {
    await page.route("**/api/client-intake", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "We are updating the site. Please try again in a minute." }),
      }),
    );
    await page.goto("/client-intake");
    await fillValid(page);
    await page.getByRole("button", { name: "Submit & Continue" }).click();
    await expect(page.getByText("Submission Failed", { exact: true })).toBeVisible();
    await expect(
      page.getByText("We are updating the site. Please try again in a minute.", { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/client-intake$/);
  });

  test("an intake that cannot reach the server says so in plain words", async ({ page }) => {
    await page.goto("/client-intake");
    await page.route("**/api/client-intake", (route) => route.abort("failed"));
    await fillValid(page);
    await page.getByRole("button", { name: "Submit & Continue" }).click();
    await expect(page.getByText("Submission Failed", { exact: true })).toBeVisible();
    await expect(page.getByText(OFFLINE, { exact: true })).toBeVisible();
    await expect(page.getByText("Failed to fetch")).toHaveCount(0);
    await expect(page.getByLabel("Your Name")).toHaveValue("Ada Lovelace");
  });
});

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still sends: errors come back with what was typed, then the inquiry is stored", async ({
    page,
    request,
  }) => {
    const email = `no-script-${Date.now()}@example.com`;
    // No script, so no hydration to wait for.
    await page.goto("/contact?style=conservative&package=essential&addons=logo&total=4350&source=customizer", {
      waitUntil: "domcontentloaded",
    });
    await page.getByLabel("Email Address").fill("not-an-address");
    await page.getByLabel("Project Details").fill("Sent from a browser with scripts turned off.");
    await page.getByRole("button", { name: "Send Project Details" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "Transmission Failed" })).toContainText(
      "Please enter your name",
    );
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Project Details")).toHaveValue("Sent from a browser with scripts turned off.");
    await expect(page.getByLabel("Email Address")).toHaveValue("not-an-address");

    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Email Address").fill(email);
    // A person is slower than this script: the form token counts the form's two seconds on screen from the first
    // page (the refused send kept it unspent), and without a script nothing can wait for the visitor.
    await page.waitForTimeout(2_000);
    await page.getByRole("button", { name: "Send Project Details" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Transmission Successful!" })).toContainText(SUCCESS);
    await expect(page.getByLabel("Full Name")).toHaveValue("");

    const login = await request.post("/api/admin/login", { data: ADMIN });
    const { token } = (await login.json()) as { token: string };
    const submissions = (await (
      await request.get("/api/admin/submissions?limit=200", { headers: { "X-Admin-Token": token } })
    ).json()) as Array<{ email: string; name: string; details: string; addOns: string[] | null; quotedTotal: number }>;
    expect(submissions.find((row) => row.email === email)).toMatchObject({
      name: "Grace Hopper",
      details: "Sent from a browser with scripts turned off.",
      addOns: ["logo"],
      quotedTotal: 4350,
      // The form carried the token the page was rendered with: a person's, confirmed.
      automatedReason: null,
    });
  });
});
