import { expect, test } from "./support/test";

// Each test holds a conversation of several turns; allow for a busy test machine.
test.describe.configure({ timeout: 90_000 });

const CHAT_FAILURE =
  "I'm sorry, I'm having trouble responding right now. Please try again or contact our team directly through the contact form.";

test.describe("Melie's replies in the widget", () => {
  test("a reply that is not JSON, or has no text, shows the failure message and is not kept", async ({ page }) => {
    await page.goto("/home");
    const bodies = [
      "<html>proxy error</html>",
      JSON.stringify({ answer: "no response field" }),
      JSON.stringify({ response: 42 }),
    ];
    await page.route("**/api/chat", async (route) => {
      await route.fulfill({ status: 200, contentType: "application/json", body: bodies.shift() ?? "{}" });
    });
    await page.getByRole("button", { name: /open chat with Melie/ }).click();
    const panel = page.getByRole("region", { name: "Chat with Melie" });
    const input = panel.getByLabel("Message Melie");
    for (const question of ["first question", "second question", "third question"]) {
      await input.fill(question);
      await input.press("Enter");
      await expect(panel.getByRole("log").getByText(CHAT_FAILURE)).toHaveCount(
        ["first question", "second question", "third question"].indexOf(question) + 1,
      );
      await expect(input).toBeEnabled();
    }
    // The page is intact, and a reload brings back the visitor's words but no broken reply.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.unroute("**/api/chat");
    await page.reload();
    await page.getByRole("button", { name: /open chat with Melie/ }).click();
    await expect(panel.getByRole("log")).toContainText("third question");
    await expect(panel.getByRole("log")).not.toContainText(CHAT_FAILURE);
    await input.fill("How much is Growth Engine?");
    await input.press("Enter");
    await expect(panel.getByRole("log")).toContainText("Growth Engine is $6,000+");
  });

  test("a stored conversation that does not parse is dropped instead of breaking the page", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        sessionStorage.setItem(
          "melieConversation",
          JSON.stringify({
            conversationId: "abcdef123456",
            messages: [{ role: "assistant", content: { broken: true } }],
          }),
        );
      }
    });
    await page.goto("/home");
    await page.getByRole("button", { name: /open chat with Melie/ }).click();
    const panel = page.getByRole("region", { name: "Chat with Melie" });
    await expect(panel.getByRole("log")).toContainText("service packages and pricing");
    const input = panel.getByLabel("Message Melie");
    await input.fill("How much is the AI chatbot add-on, and how long does Foundation take?");
    await input.press("Enter");
    await expect(panel.getByRole("log")).toContainText("$750");
    await expect(panel.getByRole("log")).toContainText("2-3 weeks");
  });

  test("answer links keep ?style=conservative on the light variant", async ({ page }) => {
    await page.goto("/services?style=conservative");
    await page.getByRole("button", { name: /open chat with Melie/ }).click();
    const panel = page.getByRole("region", { name: "Chat with Melie" });
    const input = panel.getByLabel("Message Melie");
    await input.fill("How much is Business Engine?");
    await input.press("Enter");
    // The page is a labelled button in the reply, not its path.
    const link = panel.getByRole("link", { name: "Customize package" });
    await expect(link).toHaveAttribute("href", "/customize-package?package=business&style=conservative");
    await link.click();
    await expect(page).toHaveURL(/\/customize-package\?package=business&style=conservative$/);
  });

  for (const face of [
    { path: "/services", name: "default", price: "Growth Engine is $6,000+", other: "$8,500" },
    { path: "/services?style=conservative", name: "light", price: "Business Engine is $8,500", other: "$6,000" },
  ]) {
    test(`Melie quotes the ${face.name} face's price list, and answers the other list's name with this face's offer`, async ({
      page,
    }) => {
      await page.goto(face.path);
      await page.getByRole("button", { name: /open chat with Melie/ }).click();
      const panel = page.getByRole("region", { name: "Chat with Melie" });
      const input = panel.getByLabel("Message Melie");
      const log = panel.getByRole("log");
      await input.fill(face.name === "default" ? "How much is Business Engine?" : "How much is Growth Engine?");
      await input.press("Enter");
      await expect(log).toContainText("is another name for our mid-size website");
      await expect(log).toContainText(face.price);
      await expect(log).not.toContainText(face.other);
    });
  }
});
