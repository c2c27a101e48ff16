/**
 * The form token (docs/product/lead-capture.md § Automated submissions): a
 * visitor's form carries the token the server issued when the form was shown,
 * and a person is never taken for a script — not when they send at once after
 * the page's scripts ran, not when they filled the form in before, and not
 * without JavaScript (tests/e2e/contact-and-intake.spec.ts).
 */
import type { APIRequestContext } from "@playwright/test";
import { ADMIN } from "./support/admin";
import { expect, holdPageScripts, type Page, test, waitForHydration } from "./support/test";

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** The stored lead of `email`, as the console's API reads it. */
async function storedLead(request: APIRequestContext, email: string) {
  const login = await request.post("/api/admin/login", { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const leads = (await (
    await request.get("/api/admin/submissions?limit=200", { headers: { "X-Admin-Token": token } })
  ).json()) as Array<{ email: string; automatedReason: string | null }>;
  return leads.find((lead) => lead.email === email);
}

async function sentBody(page: Page, send: () => Promise<void>): Promise<Record<string, unknown>> {
  const request = page.waitForRequest((sent) => sent.url().endsWith("/api/contact") && sent.method() === "POST");
  await send();
  return (await request).postDataJSON() as Record<string, unknown>;
}

test("a form sent at once after the page's scripts ran carries its token and is a person's", async ({
  page,
  request,
}) => {
  const email = `token-at-once-${Date.now()}@example.com`;
  const issued = page.waitForResponse((response) => response.url().includes("/api/form-token?form=contact"));
  await page.goto("/contact");
  await waitForHydration(page);
  const { formToken } = (await (await issued).json()) as { formToken: string };
  await textbox(page, "Name").fill("Ada Lovelace");
  await textbox(page, "Email").fill(email);
  const body = await sentBody(page, () => page.getByRole("button", { name: "TRANSMIT PROJECT DATA" }).click());
  expect(body.formToken).toBe(formToken);
  expect(body).not.toHaveProperty("formElapsedMs");
  await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();
  expect(await storedLead(request, email)).toMatchObject({ automatedReason: null });
});

test("a form filled in and sent before the page's scripts ran is sent once they have, as a person's", async ({
  page,
  request,
}) => {
  const email = `token-early-${Date.now()}@example.com`;
  const release = await holdPageScripts(page);
  await page.goto("/contact", { waitUntil: "commit" });
  await textbox(page, "Name").fill("Grace Hopper");
  await textbox(page, "Email").fill(email);
  const body = sentBody(page, async () => {
    await page.getByRole("button", { name: "TRANSMIT PROJECT DATA" }).click();
    release();
  });
  expect((await body).formToken).toEqual(expect.any(String));
  await expect(page.getByText("Transmission Successful!", { exact: true })).toBeVisible();
  expect(await storedLead(request, email)).toMatchObject({ automatedReason: null });
});
