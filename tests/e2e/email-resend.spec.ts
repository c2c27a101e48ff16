/**
 * The Emails view with a mail server that is down, then back: a lead's team
 * email waits with the server's error, and Resend delivers it once the mail
 * server answers again (docs/product/admin-console.md § Emails). Its own
 * production server, pointed at an SMTP sink on loopback that this test stops
 * and starts; the shared e2e server runs without mail.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formToken } from "#tests/support/form-token";
import { ADMIN_PASSWORD, type ServerProcess, startServer } from "../production/support/server-process";
import { SmtpSink } from "../support/smtp-sink";
import { expect, test } from "./support/test";

// A server of its own to start, and an outbox that polls every 5 s.
test.describe.configure({ timeout: 120_000 });

const sink = new SmtpSink();
let smtpPort = 0;
let server: ServerProcess;
let dataDir = "";

test.beforeAll(async () => {
  // A port for the mail server, then nothing listening on it: sends are refused.
  await sink.start();
  smtpPort = sink.port;
  await sink.stop();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-email-resend-"));
  server = await startServer(
    {
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_USERNAME: "admin",
      LOG_LEVEL: "warn",
      RATE_LIMIT_FACTOR: "1000",
    },
    90_000,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await sink.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a team email refused by the mail server waits with its error, and Resend delivers it once the server is back", async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}`;
  const email = `resend-${stamp}@example.com`;
  const lead = await request.post(`${server.url}/api/contact`, {
    data: { name: `Resend Check ${stamp}`, email, details: "Please write back.", ...formToken("contact") },
  });
  expect(lead.status(), await lead.text()).toBe(201);

  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`${server.url}/admin/emails`);

  // The first attempt is refused: the team's email waits, showing the mail server's error.
  const row = page.getByRole("article", { name: new RegExp(`^Email: .*Resend Check ${stamp}`) });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("contact.notify", { timeout: 2_000 });
    await expect(row).toContainText("ECONNREFUSED", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(sink.received).toEqual([]);

  // The mail server is back; the next scheduled attempt is 30 s away, Resend sends it now.
  await sink.start(smtpPort);
  await row.getByRole("button", { name: "Resend" }).click();
  await expect(page.getByText("Email queued", { exact: true })).toBeVisible();
  const delivered = () => sink.received.filter((mail) => mail.headers.subject?.includes(`Resend Check ${stamp}`));
  // Within the worker's next passes (every 5 s), well before the retry the schedule would make on its own.
  await expect.poll(() => delivered().length, { timeout: 12_000 }).toBe(1);
  const [mail] = delivered();
  // The team's email: HTML and text, answering the visitor, opening the lead itself.
  expect(mail?.html).toContain("/admin/leads/submission/");
  expect(mail?.body).toContain("/admin/leads/submission/");
  expect(mail?.headers["reply-to"]).toContain(email);

  // Sent: it leaves the list of emails waiting.
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});
