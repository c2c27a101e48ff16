import Stripe from "stripe";
import { ADMIN } from "./support/admin";
import { E2E_STRIPE } from "./support/stripe";
import { type APIRequestContext, expect, hydrateOnNavigation, type Page, test } from "./support/test";

/**
 * Client accounts (docs/product/client-area.md § Scoping), the client's side: the admin (driven through the
 * real admin API) creates a client with a project, milestones and an
 * invoice and invites them; the client sets a password, lands signed in,
 * completes an onboarding step, sees exactly their data, sends a message the
 * admin then reads, signs out and back in. A visitor sees the sample portal.
 */
test.describe.configure({ timeout: 90_000 });

async function adminApi(request: APIRequestContext) {
  const login = await request.post("/api/admin/login", { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { "X-Admin-Token": token };
  return {
    token,
    async post<T>(path: string, data: unknown): Promise<T> {
      const response = await request.post(`/api/admin${path}`, { data, headers });
      expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
      return (await response.json()) as T;
    },
    async get<T>(path: string): Promise<T> {
      const response = await request.get(`/api/admin${path}`, { headers });
      expect(response.ok()).toBe(true);
      return (await response.json()) as T;
    },
  };
}

/** A client with one project, three milestones and two invoices, invited; returns the invitation path. */
async function seedInvitedClient(request: APIRequestContext) {
  const admin = await adminApi(request);
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `river.${unique}@example.com`;
  const client = await admin.post<{ id: number }>("/clients", {
    email,
    firstName: "River",
    lastName: "Stone",
    company: "Stone Ceramics",
  });
  const project = await admin.post<{ id: number }>(`/clients/${client.id}/projects`, {
    name: `Stone Ceramics Shop ${unique}`,
    description: "An online shop for handmade ceramics.",
    packageType: "business",
    totalAmount: "6000",
    status: "design",
  });
  for (const [index, title] of ["Kick-off Workshop", "Shop Designs", "Shop Build"].entries()) {
    await admin.post(`/projects/${project.id}/milestones`, {
      title,
      status: index === 0 ? "completed" : index === 1 ? "in_progress" : "pending",
      dueDate: `2026-0${index + 4}-15`,
    });
  }
  await admin.post(`/projects/${project.id}/invoices`, {
    invoiceNumber: `INV-${unique}-1`,
    amount: "1980",
    description: "Deposit",
    status: "paid",
    dueDate: "2026-04-01",
    paidAt: "2026-04-01",
  });
  await admin.post(`/projects/${project.id}/invoices`, {
    invoiceNumber: `INV-${unique}-2`,
    amount: "1980",
    description: "Design approval",
    status: "pending",
    dueDate: "2026-05-01",
  });
  await admin.post(`/projects/${project.id}/notes`, {
    content: "INTERNAL: negotiate the launch date",
    isInternal: true,
  });
  await admin.post(`/clients/${client.id}/messages`, {
    subject: "Welcome, River",
    message: "Your designs start Monday.",
  });
  const invitation = await admin.post<{ link: string }>(`/clients/${client.id}/invite`, {});
  const link = new URL(invitation.link);
  return { admin, clientId: client.id, email, unique, invitationPath: `${link.pathname}${link.hash}` };
}

async function expectClientData(page: Page, unique: string) {
  await expect(page.getByRole("heading", { level: 1, name: `Stone Ceramics Shop ${unique}` })).toBeVisible();
  await expect(page.getByText("Signed in as")).toBeVisible();
  await expect(page.getByText("Sample project — sign in to see yours")).toHaveCount(0);
  await expect(page.getByText("Tidewater")).toHaveCount(0);
}

test("a visitor who is not signed in sees the sample portal, labelled as an example", async ({ page }) => {
  await page.goto("/client-portal");
  await expect(page.getByText("Sample project — sign in to see yours")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Tidewater Yoga Website" })).toBeVisible();
  await page.getByRole("link", { name: "Client Sign-in" }).click();
  await expect(page).toHaveURL(/\/portal\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Client sign-in" })).toBeVisible();
});

test("the sign-in form shows the spec's messages and refuses a wrong password with a toast", async ({ page }) => {
  await page.goto("/portal/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  // An empty password is asked for; a short one gets the specification's message.
  await expect(page.getByText("Please enter your password")).toBeVisible();
  await page.locator('input[name="password"]').fill("short");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.locator('input[name="password"]').fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Sign-in Failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid email or password", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/login$/);
});

test("an invited client sets a password, onboards, sees exactly their data and messages the team", async ({
  page,
  request,
  browser,
}) => {
  const { admin, clientId, email, unique, invitationPath } = await seedInvitedClient(request);

  // A link of the older form (?token=…, emails sent before the token moved to the fragment) opens too.
  await page.goto(invitationPath.replace("#token=", "?token="));
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.goto(invitationPath);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("First name")).toHaveValue("River");
  const password = page.locator('input[name="password"]');
  const confirmPassword = page.locator('input[name="confirmPassword"]');
  const submit = page.getByRole("button", { name: "Set Password & Sign In" });
  await expect(password).toHaveAccessibleDescription(
    "At least 10 characters, hard to guess: not a common password, nor your name or email.",
  );
  // Too short: the browser says so under the field.
  await password.fill("river-pw");
  await confirmPassword.fill("river-pw");
  await submit.click();
  await expect(password).toHaveAccessibleDescription("Password must be at least 10 characters");
  // Long enough but common: the server refuses it and the message shows under the field.
  await password.fill("Password1234");
  await confirmPassword.fill("Password1234");
  await submit.click();
  await expect(password).toHaveAccessibleDescription(
    "This password is too common: choose one that is harder to guess.",
  );
  await expect(page.getByText("Password Not Set", { exact: true })).toBeVisible();
  await password.fill("river-password-1");
  await confirmPassword.fill("river-password-2");
  await submit.click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await confirmPassword.fill("river-password-1");
  await submit.click();

  // Signed in at once, on their own onboarding.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, River" })).toBeVisible();
  await expect(page.getByText("Onboarding progress")).toBeVisible();
  await expect(page.getByText("0%")).toBeVisible();
  await page.getByRole("button", { name: "Mark Step Complete" }).click();
  await expect(page.getByText("17%")).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText("Project Details");

  // The questionnaire: the spec's messages, then saved.
  await page.getByRole("button", { name: "Submit Questionnaire" }).click();
  await expect(page.getByText("Position is required")).toBeVisible();
  await expect(page.getByText("Please select at least one required feature")).toBeVisible();
  await expect(page.getByText("You must agree to the terms and conditions")).toBeVisible();

  await page.getByRole("link", { name: "Skip to Portal" }).click();
  await expectClientData(page, unique);
  const panel = page.getByRole("tabpanel");
  await expect(panel).toContainText("$6,000");
  await expect(panel).toContainText("Growth Engine");
  await page.getByRole("tab", { name: "Milestones" }).click();
  await expect(panel.getByRole("heading", { name: "Kick-off Workshop" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Shop Build" })).toBeVisible();
  await expect(panel.getByRole("listitem")).toHaveCount(3);
  await page.getByRole("tab", { name: "Invoices" }).click();
  await expect(panel.getByRole("heading", { name: `INV-${unique}-1` })).toBeVisible();
  await expect(panel.getByRole("heading", { name: `INV-${unique}-2` })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Pay Now" })).toHaveCount(1);
  await expect(page.locator("body")).not.toContainText("INTERNAL: negotiate");

  // Messages: the agency's message is read once shown; the client replies.
  await expect(page.getByRole("tab", { name: /Messages/ })).toContainText("1 unread");
  await page.getByRole("tab", { name: /Messages/ }).click();
  await expect(panel.getByRole("heading", { name: "Welcome, River" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /Messages/ })).not.toContainText("unread");
  await panel.getByRole("textbox", { name: "Subject" }).fill("Glaze colours");
  await panel.getByRole("textbox", { name: "Message" }).fill("Could the shop show each glaze colour as a swatch?");
  await panel.getByRole("button", { name: "Send Message" }).click();
  await expect(panel.getByRole("heading", { name: "Glaze colours" })).toBeVisible();

  // The admin sees the message, and that their own was read.
  const messages = await admin.get<Array<{ message: string; fromClient: boolean; isRead: boolean }>>(
    `/clients/${clientId}/messages`,
  );
  expect(messages).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ message: "Could the shop show each glaze colour as a swatch?", fromClient: true }),
      expect.objectContaining({ message: "Your designs start Monday.", fromClient: false, isRead: true }),
    ]),
  );

  // …and in the console: the client's message in the thread, waiting to be read.
  const adminContext = await browser.newContext();
  const consolePage = hydrateOnNavigation(await adminContext.newPage());
  await consolePage.goto("/admin/login");
  await consolePage.evaluate((token) => localStorage.setItem("adminToken", token), admin.token);
  await consolePage.goto(`/admin/clients/${clientId}`);
  await expect(consolePage.getByText("Could the shop show each glaze colour as a swatch?")).toBeVisible();
  await expect(consolePage.getByRole("button", { name: "Mark Read" })).toBeVisible();
  await adminContext.close();

  // Sign out: the sample comes back; sign in again with the new password.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Sample project — sign in to see yours")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("portalToken"))).toBeNull();
  await page.goto("/portal/login");
  await page.getByLabel("Email").fill(email);
  await page.locator('input[name="password"]').fill("river-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
  await expectClientData(page, unique);

  // The invitation link is spent.
  await page.goto(invitationPath);
  await expect(page.getByText("This invitation link is invalid or has expired.")).toBeVisible();
});

test("a token the server no longer accepts falls back to the sample portal", async ({ page }) => {
  await page.goto("/portal/login");
  await page.evaluate(() => localStorage.setItem("portalToken", "not-a-live-session"));
  await page.goto("/client-portal");
  // The prerendered sample shows first; the token is dropped once the API refuses it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("portalToken"))).toBeNull();
  await expect(page.getByText("Sample project — sign in to see yours")).toBeVisible();
  await expect(page.getByText("Your session has ended. Please sign in again.", { exact: true })).toBeVisible();
});

for (const path of ["/client-portal", "/onboarding"]) {
  test(`${path}: a signed-in client never sees the sample page while the scripts load`, async ({ page }) => {
    await page.goto("/portal/login");
    await page.evaluate(() => localStorage.setItem("portalToken", "any-token"));
    // Hold every script back: what shows now is the prerendered HTML and the stylesheet alone.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(page.getByText("Loading your portal…")).toBeVisible();
    await expect(page.getByText("Sample project — sign in to see yours")).toBeHidden();

    // A visitor without a token gets the sample from the same HTML.
    await page.evaluate(() => localStorage.removeItem("portalToken"));
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(page.getByText("Sample project — sign in to see yours")).toBeVisible();
    await expect(page.getByText("Loading your portal…")).toBeHidden();
  });
}

test("a client pays a pending invoice through Stripe Checkout, and the portal shows it paid once Stripe confirms", async ({
  page,
  request,
}) => {
  const { email, unique, invitationPath } = await seedInvitedClient(request);
  const accepted = await request.post("/api/portal/invitations/accept", {
    data: {
      token: new URLSearchParams(invitationPath.split("#")[1]).get("token"),
      email,
      password: "stone-ceramics-kiln-glaze-9",
      firstName: "River",
      lastName: "Stone",
      company: "Stone Ceramics",
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { token } = (await accepted.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem("portalToken", value), token);
  // Stripe's own page is not on this machine: the test stops at its address.
  await page.route("https://checkout.stripe.test/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Stripe Checkout</title><h1>Checkout</h1>" }),
  );

  await page.goto("/client-portal");
  await page.getByRole("tab", { name: /^Invoices/ }).click();
  const pending = page.getByRole("listitem").filter({ hasText: `INV-${unique}-2` });
  const started = page.waitForResponse((response) => /\/api\/portal\/invoices\/\d+\/checkout$/.test(response.url()));
  await pending.getByRole("button", { name: "Pay Now" }).click();
  const invoiceId = Number(/invoices\/(\d+)\/checkout/.exec((await started).url())?.[1]);
  await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);

  // Back from Stripe before its webhook: the portal says it is confirming, and asks again until it is.
  await page.goto(`/client-portal?payment=paid&invoice=${invoiceId}`);
  await expect(page.getByText(/We are confirming it with Stripe/)).toBeVisible();
  await expect(page).toHaveURL(/\/client-portal$/);
  // Stripe is slower than the portal's first check: the portal keeps checking.
  await page.waitForResponse((response) => response.url().endsWith("/api/portal/overview"), { timeout: 15_000 });
  const payload = JSON.stringify({
    id: `evt_e2e_${unique}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_test_e2e_${unique}`,
        object: "checkout.session",
        payment_status: "paid",
        amount_total: 198_000,
        currency: "usd",
        payment_intent: `pi_e2e_${unique}`,
        metadata: { invoiceId: String(invoiceId) },
      },
    },
  });
  const signature = new Stripe(E2E_STRIPE.secretKey).webhooks.generateTestHeaderString({
    payload,
    secret: E2E_STRIPE.webhookSecret,
  });
  const delivered = await request.post("/api/payments/stripe/webhook", {
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    data: payload,
  });
  expect(await delivered.json()).toEqual({ received: true, outcome: "paid" });
  await expect(
    page.getByText(`Thank you: Invoice INV-${unique}-2 is paid. Your receipt is on its way by email.`),
  ).toBeVisible({ timeout: 15_000 });
  await page.getByRole("tab", { name: /^Invoices/ }).click();
  await expect(pending.getByText("Paid", { exact: true })).toBeVisible();
  await expect(pending.getByRole("button", { name: "Pay Now" })).toHaveCount(0);
});
