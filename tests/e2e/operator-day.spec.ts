/**
 * The operator's day, end to end in one browser (docs/product/admin-console.md): a visitor sends the
 * contact form; the team's email is queued with a link to the lead and the visitor's confirmation
 * with it; the link, opened signed out, leads through sign-in to the lead's page; the operator writes
 * a note, moves the status, marks the lead as spam (it leaves the list), exports what is held about
 * the person and erases it; a client is told by email of a message the agency posts in the portal.
 * OPERATOR_DAY_SHOTS=<folder> saves each console view at 390 px and 1,440 px.
 */
import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { ADMIN } from "./support/admin";
import { expect, type Page, shootAtBothWidths, test } from "./support/test";

interface QueuedEmail {
  kind: string;
  to: string;
  subject: string;
  leadKind: string | null;
  leadId: number | null;
}

const shoot = (page: Page, name: string) => shootAtBothWidths(page, process.env.OPERATOR_DAY_SHOTS, name);

/** The emails waiting to be sent whose subject names `stamp` (the e2e server has no mail server). */
async function queuedEmails(request: APIRequestContext, token: string, stamp: string): Promise<QueuedEmail[]> {
  const response = await request.get("/api/admin/emails?status=pending&limit=200", {
    headers: { "X-Admin-Token": token },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as QueuedEmail[]).filter((email) => email.subject.includes(stamp));
}

test("an operator's day: a lead comes in, is worked, marked as spam, exported and erased; a client hears of a message", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `dana.${stamp}@example.com`;
  const name = `Dana Day ${stamp}`;

  // 1. A visitor sends the contact form, taking the time a person takes.
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Project Details").fill("A booking site for our bakery before the holidays.");
  await page.waitForTimeout(2_500);
  await page.getByRole("button", { name: "TRANSMIT PROJECT DATA" }).click();
  await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();

  // 2. The team's email is queued with the lead's link, and the visitor's confirmation with it.
  const login = await request.post("/api/admin/login", { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const emails = await queuedEmails(request, token, stamp);
  const notification = emails.find((queued) => queued.kind === "contact.notify");
  expect(notification, JSON.stringify(emails)).toBeDefined();
  expect(notification?.leadKind).toBe("submission");
  const leadPath = `/admin/leads/submission/${notification?.leadId}`;
  const all = await request.get("/api/admin/emails?status=pending&limit=200", { headers: { "X-Admin-Token": token } });
  const confirmation = ((await all.json()) as QueuedEmail[]).find(
    (queued) => queued.kind === "contact.confirm" && queued.to === email,
  );
  expect(confirmation, "the visitor's confirmation is queued: a person sent the form").toBeDefined();

  // 3. The operator clicks the email's link while signed out: sign-in, then the lead itself.
  await page.goto(leadPath);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${leadPath}$`));
  const lead = page.getByRole("article", { name: `Submission from ${name}` });
  await expect(lead).toBeVisible();
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline).toContainText("contact.notify");

  // 4. A note, then the status.
  await page.getByLabel("Add a note").fill("Called Dana: wants a quote by Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(timeline.getByRole("listitem").first()).toContainText("Called Dana: wants a quote by Friday.");
  await expect(timeline.getByRole("listitem").first()).toContainText(ADMIN.username);
  await lead.getByRole("button", { name: "MARK CONTACTED" }).click();
  await expect(timeline.getByText("Status new → contacted")).toBeVisible();
  await shoot(page, "1-lead-worked");

  // 5. It turns out to be spam: it leaves the default list.
  await lead.getByRole("button", { name: "Mark as spam" }).click();
  await expect(lead.getByText("SPAM", { exact: true })).toBeVisible();
  await expect(timeline.getByText("Marked as spam")).toBeVisible();
  await page.getByRole("link", { name: "Back to the list" }).first().click();
  await page.getByLabel("Search contact submissions").fill(stamp);
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  await shoot(page, "2-list-without-spam");

  // 6. Dana asks for her data, then for its erasure.
  await page.getByRole("link", { name: "Personal data" }).click();
  const search = page.getByRole("search");
  await search.getByLabel("Email address").fill(email.toUpperCase());
  await search.getByRole("button", { name: "Find their data" }).click();
  const results = page.getByRole("region", { name: email.toUpperCase() });
  await expect(results.getByRole("status")).toHaveText(/^\d+ rows held in \d+ tables\.$/);
  const downloading = page.waitForEvent("download");
  await results.getByRole("button", { name: "Download export (JSON)" }).click();
  const exported = JSON.parse(fs.readFileSync(await (await downloading).path(), "utf8")) as {
    tables: Record<string, Array<Record<string, unknown>>>;
  };
  expect(JSON.stringify(exported.tables.contact_submissions)).toContain(name);
  expect(JSON.stringify(exported.tables.lead_events ?? exported.tables)).toContain("Called Dana");
  await shoot(page, "3-personal-data");

  await results.getByRole("button", { name: "Erase everything" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByLabel("Type the address again").fill(email);
  await dialog.getByRole("button", { name: "Erase for good" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(results.getByText("Nothing is held about this address.")).toBeVisible();
  const gone = await request.get(`/api/admin/leads/submission/${notification?.leadId}`, {
    headers: { "X-Admin-Token": token },
  });
  expect(gone.status()).toBe(404);

  // 7. A client with a portal account is emailed when the agency posts a message for them.
  const headers = { "X-Admin-Token": token };
  const clientEmail = `client.${stamp}@example.com`;
  const created = await request.post("/api/admin/clients", {
    headers,
    data: { email: clientEmail, firstName: "Cleo", lastName: `Client ${stamp}`, company: "Cleo Ceramics" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const client = (await created.json()) as { id: number };
  const invited = await request.post(`/api/admin/clients/${client.id}/invite`, { headers, data: {} });
  const link = new URL(((await invited.json()) as { link: string }).link);
  const accepted = await request.post("/api/portal/invitations/accept", {
    data: {
      token: new URLSearchParams(link.hash.slice(1)).get("token"),
      email: clientEmail,
      password: "cleo-portal-password-1",
      firstName: "Cleo",
      lastName: `Client ${stamp}`,
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const message = await request.post(`/api/admin/clients/${client.id}/messages`, {
    headers,
    data: { subject: `Sitemap ${stamp}`, message: "We agreed the sitemap; the designs follow next week." },
  });
  expect(message.status(), await message.text()).toBe(201);
  const toClient = (await queuedEmails(request, token, stamp)).find((queued) => queued.to === clientEmail);
  expect(toClient?.subject).toBe(`New message from Meridian Studio: Sitemap ${stamp}`);

  await page.getByRole("link", { name: "Emails" }).click();
  await expect(page.getByText(`New message from Meridian Studio: Sitemap ${stamp}`)).toBeVisible();
  await shoot(page, "4-emails");
});
