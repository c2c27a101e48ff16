/**
 * The project start (docs/product/lead-capture.md § Project start): four answers stored at once, then the
 * brief on the same page, optional until sent; with and without the page's script.
 */
import { ADMIN } from "./support/admin";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

const STARTED = "Your project is started: we'll review it and get back to you within 24 hours.";
const SENT = "Thank you! We'll review your information and get back to you within 24 hours.";

/** The console's intake row for `email`, read through its API. */
async function storedIntake(request: APIRequestContext, email: string) {
  const login = await request.post("/api/admin/login", { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const rows = (await (
    await request.get("/api/admin/intakes?limit=200", { headers: { "X-Admin-Token": token } })
  ).json()) as Array<Record<string, unknown>>;
  return rows.find((row) => row.email === email);
}

async function fillBrief(page: Page) {
  await page.getByLabel("Company Name").fill("Haddad Yoga");
  await page.getByLabel("Industry").selectOption("Other");
  await page.getByLabel("Budget Range").selectOption("$3,000 - $5,000");
  await page.getByLabel("Timeline").selectOption("2-4 weeks");
  await page.getByLabel("Project Goals").fill("Fill the spring retreat with twenty guests");
  await page.getByLabel("Current Challenges").fill("Bookings come by text message and get lost");
  await page.getByLabel("Target Audience").fill("Yoga students in town");
  await page.getByLabel("Preferred Communication").selectOption("Email");
  await page
    .getByLabel("Project Description")
    .fill("One page for the retreat with the programme, prices, photos and a booking request form.");
}

test.describe("the project start", () => {
  test("asks four things, stores the lead at once, then takes the brief on the same page", async ({
    page,
    request,
  }) => {
    const email = `start-${Date.now()}@example.com`;
    await page.goto("/client-intake?package=business");
    const service = page.getByLabel("Service", { exact: true });
    // The offer comes from the link the visitor came by.
    await expect(service).toHaveValue("growth-engine");

    // An empty start names only its own four's problems: the brief is optional until sent.
    await page.getByRole("button", { name: "Start My Project" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please tell us in a few words what you need")).toBeVisible();
    await expect(page.getByText("Company name must be at least 2 characters")).toHaveCount(0);
    await expect(page.getByLabel("Your Name")).toBeFocused();

    await page.getByLabel("Your Name").fill("Noor Haddad");
    await page.getByLabel("Email Address").fill(email);
    await service.selectOption("landing-page");
    await page.getByLabel("What do you need?").fill("A page that fills my spring retreat");
    // A brief field left empty is no error yet.
    await page.getByLabel("Company Name").focus();
    await page.getByLabel("Company Name").blur();
    await expect(page.getByText("Company name must be at least 2 characters")).toHaveCount(0);

    const started = page.waitForResponse("**/api/client-intake/start");
    await page.getByRole("button", { name: "Start My Project" }).click();
    expect((await started).status()).toBe(201);
    await expect(page.getByRole("heading", { name: "Thank you, Noor!" })).toBeFocused();
    await expect(page.getByText(STARTED, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a free consultation" })).toHaveAttribute(
      "href",
      "/book-consultation",
    );
    await expect(page.getByRole("button", { name: "Start My Project" })).toHaveCount(0);
    // Stored before any brief: the agency has the lead.
    expect(await storedIntake(request, email)).toMatchObject({
      contactName: "Noor Haddad",
      serviceType: "landing-page",
      need: "A page that fills my spring retreat",
      companyName: null,
      briefSentAt: null,
    });

    // Sent, the brief's rules all apply.
    await page.getByRole("button", { name: "Submit & Continue" }).click();
    await expect(page.getByText("Please complete all required fields to continue.")).toBeVisible();
    await expect(page.getByText("Company name must be at least 2 characters")).toBeVisible();
    await expect(page.getByLabel("Company Name")).toBeFocused();

    await fillBrief(page);
    const brief = page.waitForResponse("**/api/client-intake/*/brief");
    await page.getByRole("button", { name: "Submit & Continue" }).click();
    expect((await brief).status()).toBe(200);
    await expect(page.getByText("Intake Form Submitted Successfully!", { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    const intake = await storedIntake(request, email);
    expect(intake).toMatchObject({ companyName: "Haddad Yoga", need: "A page that fills my spring retreat" });
    expect(intake?.briefSentAt).toEqual(expect.any(String));
  });

  test("a start sent as 'Not sure yet' asks for the service with the brief; a reload does not start twice", async ({
    page,
  }) => {
    await page.goto("/client-intake?style=conservative&package=landing");
    // The light face does not sell the Landing Page: the visitor chooses.
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("");
    await page.getByLabel("Your Name").fill("Sam");
    await page.getByLabel("Email Address").fill(`unsure-${Date.now()}@example.com`);
    await page.getByLabel("What do you need?").fill("Not sure which package fits");
    await page.getByRole("button", { name: "Start My Project" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, Sam!" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { name: "Thank you, Sam!" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start My Project" })).toHaveCount(0);

    await page.getByRole("button", { name: "Submit & Continue" }).click();
    await expect(page.getByText("Please select a service type")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Service", exact: true }).locator("option")).toHaveText([
      "Select a service",
      "Essential Presence · $4,000",
      "Business Engine · $8,500",
      "Custom Enterprise · $12,000 + $1,500/month",
    ]);
  });
});

test.describe("the project start without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("starts, then sends the brief, each in one post", async ({ page, request }) => {
    const email = `start-plain-${Date.now()}@example.com`;
    await page.goto("/client-intake?package=essential", { waitUntil: "domcontentloaded" });
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("foundation");
    await page.getByLabel("Your Name").fill("Grace Hopper");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("What do you need?").fill("A site for the shop");
    // The form token counts the form's two seconds on screen; without a script nothing waits for the visitor.
    await page.waitForTimeout(2_000);
    await page.getByRole("button", { name: "Start My Project" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, Grace!" })).toBeVisible();
    await expect(page.getByText(STARTED, { exact: true })).toBeVisible();
    expect(await storedIntake(request, email)).toMatchObject({
      serviceType: "foundation",
      briefSentAt: null,
      automatedReason: null,
    });

    // Refused: every message, the answers kept, the start still shown.
    await page.getByLabel("Company Name").fill("H");
    await page.getByRole("button", { name: "Submit & Continue" }).click();
    await expect(page.getByText("Company name must be at least 2 characters")).toBeVisible();
    await expect(page.getByLabel("Company Name")).toHaveValue("H");
    await expect(page.getByRole("heading", { name: "Thank you, Grace!" })).toBeVisible();

    await fillBrief(page);
    await page.getByRole("button", { name: "Submit & Continue" }).click();
    await expect(page.getByRole("heading", { name: "Intake Form Submitted Successfully!" })).toBeVisible();
    await expect(page.getByText(SENT, { exact: true })).toBeVisible();
    expect(await storedIntake(request, email)).toMatchObject({ companyName: "Haddad Yoga", serviceType: "foundation" });
  });
});
