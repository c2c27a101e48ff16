import { ADMIN } from "./support/admin";
import { expect, test } from "./support/test";

// Each test holds a conversation of several turns; allow for a busy test machine.
test.describe.configure({ timeout: 90_000 });

const CHAT_FAILURE =
  "I'm sorry, I'm having trouble responding right now. Please try again or contact our team directly through the contact form.";

test.describe("chat assistant Melie", () => {
  test("opens from the launcher, answers a price question, and closes with Escape", async ({ page }) => {
    await page.goto("/home");
    const launcher = page.getByRole("button", { name: /open chat with Melie/ });
    await expect(launcher).toContainText("AI • 24/7");
    await launcher.click();
    const panel = page.getByRole("region", { name: "Chat with Melie" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("service packages and pricing");

    const input = panel.getByLabel("Message Melie");
    const send = panel.getByRole("button", { name: "Send message" });
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();

    await input.fill("How much is the Growth Engine package?");
    await input.press("Enter");
    await expect(panel.getByRole("log")).toContainText("$6,000+");
    await expect(panel.getByRole("log")).toContainText("3-4 weeks");

    // Shift+Enter makes a new line instead of sending.
    await input.fill("first line");
    await input.press("Shift+Enter");
    await expect(input).toHaveValue("first line\n");

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test("shows the typing indicator with input disabled, and recovers from a failed reply", async ({ page }) => {
    await page.goto("/home");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/chat", async (route) => {
      await held;
      await route.abort("failed");
    });
    await page.getByRole("button", { name: /open chat with Melie/ }).click();
    const panel = page.getByRole("region", { name: "Chat with Melie" });
    const input = panel.getByLabel("Message Melie");
    await input.fill("What are your payment terms?");
    await input.press("Enter");
    await expect(panel.getByTestId("typing-indicator")).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(panel.getByRole("button", { name: "Send message" })).toBeDisabled();
    release();
    await expect(panel.getByRole("log")).toContainText(CHAT_FAILURE);
    await expect(input).toBeEnabled();

    await page.unroute("**/api/chat");
    await input.fill("What are your payment terms?");
    await input.press("Enter");
    await expect(panel.getByRole("log")).toContainText("33% at design approval");
  });

  test("keeps the conversation across pages, and passes a lead to the team", async ({ page, request }) => {
    await page.goto("/home");
    await page.getByRole("button", { name: /open chat with Melie/ }).click();
    const panel = page.getByRole("region", { name: "Chat with Melie" });
    const input = panel.getByLabel("Message Melie");
    const email = `chat-lead-${Date.now()}@example.com`;
    await input.fill(`I need a new website for my dental clinic, my email is ${email}`);
    await input.press("Enter");
    await expect(panel.getByRole("log")).toContainText("Would you like me to pass your details");

    // A client-side navigation keeps the panel and the thread; a reload restores the thread.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(panel.getByRole("log")).toContainText("dental clinic");
    await page.goto("/home");
    await page.getByRole("button", { name: /open chat with Melie/ }).click();
    await expect(panel.getByRole("log")).toContainText("dental clinic");

    await input.fill("yes");
    await input.press("Enter");
    await expect(panel.getByRole("log")).toContainText(`They'll reply to ${email} within 24 hours`);

    const login = await request.post("/api/admin/login", { data: ADMIN });
    const { token } = (await login.json()) as { token: string };
    const submissions = await request.get(`/api/admin/submissions?q=${encodeURIComponent(email)}`, {
      headers: { "X-Admin-Token": token },
    });
    const rows = (await submissions.json()) as Array<{ email: string; details: string }>;
    expect(rows.map((row) => row.email)).toContain(email);
  });
});
