import { ADMIN, signInAsAdmin } from "./support/admin";
import { type APIRequestContext, expect, test } from "./support/test";

test("the admin creates a client and a project, invites the client, posts an update and deletes the project", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const email = `client-${stamp}@example.com`;
  await signInAsAdmin(page);

  await page.getByRole("link", { name: /^Clients/ }).click();
  await expect(page).toHaveURL(/\/admin\/clients$/);
  await expect(page.getByRole("heading", { level: 1, name: "CLIENTS" })).toBeVisible();

  // The registration messages, shown under the fields (docs/product/client-area.md § Clients).
  const newClient = page.getByRole("form", { name: "New client" });
  await newClient.getByRole("button", { name: "Create Client" }).click();
  await expect(newClient.getByText("First name is required")).toBeVisible();
  await expect(newClient.getByText("Last name is required")).toBeVisible();
  await expect(newClient.getByText("Please enter a valid email")).toBeVisible();

  await newClient.getByLabel("First name").fill("Robin");
  await newClient.getByLabel("Last name").fill(`Tester ${stamp}`);
  await newClient.getByLabel("Email").fill(email);
  await newClient.getByLabel("Company").fill("Northline Outdoor Co.");
  await newClient.getByRole("button", { name: "Create Client" }).click();
  await expect(page).toHaveURL(/\/admin\/clients\/\d+$/);
  await expect(page.getByRole("heading", { name: `Robin Tester ${stamp}` })).toBeVisible();
  await expect(page.getByText("Not invited yet")).toBeVisible();
  const questionnaire = page.getByRole("region", { name: "Onboarding questionnaire" });
  await expect(questionnaire).toBeVisible();
  await expect(questionnaire).toContainText("Not submitted yet");

  // A project with a milestone and an invoice.
  await page.getByRole("button", { name: "New Project" }).click();
  const newProject = page.getByRole("form", { name: "New project" });
  await newProject.getByLabel("Project name").fill("Northline website");
  await newProject.getByLabel("Total amount ($)").fill("6000");
  await newProject.getByRole("button", { name: "Create Project" }).click();
  const project = page.getByRole("article", { name: "Northline website" });
  await expect(project).toBeVisible();
  await expect(project.getByText("$6,000.00", { exact: false })).toBeVisible();

  await project.getByRole("button", { name: "Add Milestone" }).click();
  const milestone = project.getByRole("form", { name: "New milestone" });
  await milestone.getByLabel("Title").fill("Discovery & Strategy");
  await milestone.getByLabel("Due date").fill("2026-12-01");
  await milestone.getByRole("button", { name: "Add Milestone" }).click();
  await expect(project.getByText("Discovery & Strategy")).toBeVisible();
  await expect(project.getByRole("tab", { name: "Milestones (1)" })).toBeVisible();

  await project.getByRole("tab", { name: /^Invoices/ }).click();
  await project.getByRole("button", { name: "Add Invoice" }).click();
  const invoice = project.getByRole("form", { name: "New invoice" });
  await invoice.getByLabel("Invoice number").fill(`INV-${stamp}`);
  await invoice.getByLabel("Amount ($)").fill("1980");
  await invoice.getByLabel("Description").fill("Deposit (33%)");
  await invoice.getByLabel("Due date").fill("2026-12-05");
  await invoice.getByRole("button", { name: "Add Invoice" }).click();
  await expect(project.getByText(`INV-${stamp}`)).toBeVisible();
  await expect(project.getByText("$1,980.00")).toBeVisible();

  // The status change is recorded with its notes.
  const status = project.getByRole("form", { name: "Change status" });
  await status.getByLabel("New status").selectOption("design");
  await status.getByLabel("Notes").fill("Kick-off call done");
  await status.getByRole("button", { name: "Change Status" }).click();
  await expect(page.getByText("Status Updated", { exact: true })).toBeVisible();
  await project.getByRole("tab", { name: "History" }).click();
  await expect(project.getByText("Planning → Design")).toBeVisible();
  await expect(project.getByText("Kick-off call done")).toBeVisible();

  // The invitation: emailed, and the link shown to copy.
  await page.getByRole("button", { name: "Invite Client" }).click();
  await expect(page.getByText("Invitation Sent", { exact: true })).toBeVisible();
  const linkPattern = /\/portal\/set-password#token=[\w-]{40,}$/;
  await expect(page.getByLabel("Invitation link")).toHaveValue(linkPattern);
  const firstLink = await page.getByLabel("Invitation link").inputValue();
  // Resending ends the first link: the client's older email then says it is no longer valid.
  await page.getByRole("button", { name: "Resend Invitation" }).click();
  await expect(page.getByLabel("Invitation link")).not.toHaveValue(firstLink);
  await expect(page.getByLabel("Invitation link")).toHaveValue(linkPattern);
  const secondLink = await page.getByLabel("Invitation link").inputValue();
  const open = async (link: string) => {
    const clientPage = await page.context().newPage();
    await clientPage.goto(new URL(link).pathname + new URL(link).hash);
    return clientPage;
  };
  const older = await open(firstLink);
  await expect(older.getByText("This invitation link is invalid or has expired.")).toBeVisible();
  await older.close();
  const newest = await open(secondLink);
  await expect(newest.getByLabel("Email")).toHaveValue(email);
  await newest.close();

  // A project update, with the spec's message for an empty title first.
  await project.getByRole("tab", { name: /^Updates/ }).click();
  await project.getByRole("button", { name: "Add Update" }).click();
  const update = project.getByRole("form", { name: "New update" });
  await update.getByRole("button", { name: "Add Update" }).click();
  await expect(update.getByText("Title is required")).toBeVisible();
  await expect(update.getByText("Message is required")).toBeVisible();
  await update.getByLabel("Title").fill("Week 1: discovery done");
  await update.getByLabel("Message").fill("We mapped the booking flow and agreed the sitemap.");
  await update.getByLabel("Progress (%)").fill("20");
  await update.getByRole("button", { name: "Add Update" }).click();
  await expect(project.getByText("Week 1: discovery done")).toBeVisible();
  await expect(project.getByText("20%", { exact: true }).first()).toBeVisible();

  // Deleting the project asks first and names what goes with it.
  await project.getByRole("button", { name: "Delete Project" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Delete “Northline website”?");
  await expect(dialog).toContainText("1 milestone");
  await expect(dialog).toContainText("1 invoice");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(project).toBeVisible();
  await project.getByRole("button", { name: "Delete Project" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Project" }).click();
  await expect(page.getByText("Project Deleted", { exact: true })).toBeVisible();
  await expect(project).toHaveCount(0);
  await expect(page.getByText("No projects yet.")).toBeVisible();

  // The list finds the client by search.
  await page.getByRole("link", { name: "All clients" }).click();
  await page.getByLabel("Search clients").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("list", { name: "Client list" }).getByRole("link")).toHaveCount(1);
  await expect(page.getByText("0 projects", { exact: false })).toBeVisible();
});

/** A client invited and signed in through the real APIs, who then submits the questionnaire in the portal. */
async function clientWithQuestionnaire(request: APIRequestContext, answers: Record<string, unknown>) {
  const login = await request.post("/api/admin/login", { data: ADMIN });
  const { token: adminToken } = (await login.json()) as { token: string };
  const headers = { "X-Admin-Token": adminToken };
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const email = `questionnaire-${stamp}@example.com`;
  const created = await request.post("/api/admin/clients", {
    headers,
    data: { email, firstName: "Mara", lastName: `Quinn ${stamp}`, company: "Quinn Ceramics" },
  });
  const client = (await created.json()) as { id: number };
  const invited = await request.post(`/api/admin/clients/${client.id}/invite`, { headers, data: {} });
  const link = new URL(((await invited.json()) as { link: string }).link);
  const invitation = new URLSearchParams(link.hash.slice(1)).get("token");
  const accepted = await request.post("/api/portal/invitations/accept", {
    data: { token: invitation, email, password: "mara-password-1", firstName: "Mara", lastName: `Quinn ${stamp}` },
  });
  const { token } = (await accepted.json()) as { token: string };
  const saved = await request.put("/api/portal/questionnaire", {
    headers: { Authorization: `Bearer ${token}` },
    data: answers,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { clientId: client.id };
}

test("the client page shows the onboarding questionnaire the client submitted, under the form's labels", async ({
  page,
  request,
}) => {
  const { clientId } = await clientWithQuestionnaire(request, {
    firstName: "Mara",
    lastName: "Quinn",
    email: "mara@example.com",
    phone: "+1 503 555 0142",
    company: "Quinn Ceramics",
    position: "Founder",
    projectType: "E-commerce Store",
    budget: "$5,000 - $10,000",
    timeline: "1-2 months",
    primaryGoal: "Sell our glazes online, with a swatch for every colour.",
    targetAudience: "Potters and ceramic studios in the Pacific Northwest.",
    requiredFeatures: ["Online Store", "Newsletter Sign-up"],
    designStyle: "Organic",
    communicationPreference: "Email",
    agreesToTerms: true,
    currentWebsite: "quinn-ceramics.example.com",
    integrations: ["Payment Gateway", "Email Marketing"],
  });
  await signInAsAdmin(page);
  // Let the console finish its token check first: the guard drops the token when a navigation aborts the check.
  await expect(page.getByRole("link", { name: /^Clients/ })).toBeVisible();
  await page.goto(`/admin/clients/${clientId}`);
  const questionnaire = page.getByRole("region", { name: "Onboarding questionnaire" });
  await expect(questionnaire).toContainText(/Submitted \w{3} \d{1,2}, \d{4}/);
  await expect(questionnaire.getByRole("heading", { name: "Your project" })).toBeVisible();
  const answer = (label: string) =>
    questionnaire.getByText(label, { exact: true }).locator("xpath=following-sibling::dd");
  await expect(answer("Primary goal")).toHaveText("Sell our glazes online, with a swatch for every colour.");
  await expect(answer("Project type")).toHaveText("E-commerce Store");
  await expect(answer("Required features").getByRole("listitem")).toHaveText(["Online Store", "Newsletter Sign-up"]);
  await expect(answer("Brand colors")).toHaveText("Not answered");
  await expect(answer("Current website").getByRole("link")).toHaveAttribute(
    "href",
    "https://quinn-ceramics.example.com/",
  );
  await expect(answer("I agree to the terms and conditions")).toHaveText("Yes");

  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const { violations } = await new AxeBuilder({ page })
    .include('section[aria-labelledby="questionnaire-title"]')
    .analyze();
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
});

test("the client pages of the console pass an axe accessibility scan", async ({ page }) => {
  test.setTimeout(120_000);
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const scan = async () => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
  };
  await signInAsAdmin(page);
  await page.getByRole("link", { name: /^Clients/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "CLIENTS" })).toBeVisible();
  await scan();

  const newClient = page.getByRole("form", { name: "New client" });
  await newClient.getByLabel("First name").fill("Axe");
  await newClient.getByLabel("Last name").fill(`Scan ${Date.now()}`);
  await newClient.getByLabel("Email").fill(`axe-${Date.now()}@example.com`);
  await newClient.getByRole("button", { name: "Create Client" }).click();
  await expect(page).toHaveURL(/\/admin\/clients\/\d+$/);
  await expect(page.getByText("Not invited yet")).toBeVisible();
  await scan();
});
