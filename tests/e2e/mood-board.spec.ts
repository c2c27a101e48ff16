import { moodBoardBody } from "../support/valid-bodies";
import { signInAsAdmin } from "./support/admin";
import { expect, type Page, test } from "./support/test";

// Each test walks the whole page as a visitor; allow for a busy test machine.
test.describe.configure({ timeout: 120_000 });

/** Opens a page once its scripts have loaded and hydrated, so clicks reach React's handlers. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

/** Fills the brief of a playful restaurant. */
async function fillBrief(page: Page) {
  await page.getByLabel("Project Name").fill("Casa Limón");
  await page.getByLabel("Project Type").selectOption("Restaurant/Food");
  await page.getByLabel("Target Audience").fill("Young families and friends in the neighbourhood");
  await page.getByLabel("Business Goals").fill("Fill weekday tables and grow online bookings");
  const personality = page.getByRole("toolbar", { name: "Brand Personality" });
  await personality.getByRole("button", { name: "Playful" }).click();
  await personality.getByRole("button", { name: "Friendly" }).click();
  await page.getByRole("button", { name: /Warm Sunset/ }).click();
  await page.getByRole("toolbar", { name: "Style" }).getByRole("button", { name: "Light Theme" }).click();
  await page.getByLabel("Inspiration").fill("Hand-painted market signs and sunny terraces");
}

test.describe("mood board", () => {
  test("shows field messages for an empty brief and moves focus to the first", async ({ page }) => {
    await open(page, "/mood-board");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Mood Board");
    await page.getByRole("button", { name: "Generate Mood Board" }).click();
    await expect(page.getByText("Please enter a project name")).toBeVisible();
    await expect(page.getByText("Please choose at least one brand personality")).toBeVisible();
    await expect(page.getByText("Please choose at least one style")).toBeVisible();
    await expect(page.getByLabel("Project Name")).toBeFocused();
  });

  test("chips are toggle buttons reachable with the arrow keys", async ({ page }) => {
    await open(page, "/mood-board");
    const bold = page.getByRole("toolbar", { name: "Brand Personality" }).getByRole("button", { name: "Bold" });
    const professional = page.getByRole("button", { name: "Professional", exact: true });
    await professional.focus();
    await page.keyboard.press("ArrowRight"); // Creative
    await page.keyboard.press("ArrowRight"); // Innovative
    await page.keyboard.press("ArrowRight"); // Trustworthy
    await page.keyboard.press("ArrowRight"); // Bold
    await expect(bold).toBeFocused();
    await expect(bold).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Space");
    await expect(bold).toHaveAttribute("aria-pressed", "true");
  });

  test("generates a board, shows every tab, creates a new board, shares and downloads it", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await open(page, "/mood-board");
    // The promise the form makes, checked below.
    await expect(page.getByText("Takes a moment. Nothing is published until you share it.")).toBeVisible();
    await fillBrief(page);

    // Hold the request until the busy state has been seen, so the check cannot race a fast server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/mood-board", async (route) => {
      await held;
      await route.continue();
    });
    const responsePromise = page.waitForResponse("**/api/mood-board");
    await page.getByRole("button", { name: "Generate Mood Board" }).click();
    await expect(page.getByRole("button", { name: "Generating Vision Board..." })).toBeVisible();
    release();
    const generated = await responsePromise;
    expect(generated.request().postDataJSON()).toMatchObject({ projectName: "Casa Limón", seed: 0 });
    const { moodBoard } = (await generated.json()) as { moodBoard: { shareId: string; shareUrl: string } };

    await expect(page.getByRole("heading", { name: "Your Vision Board" })).toBeVisible();
    await expect(page.getByText("Mood Board Generated!", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Your custom mood board has been created successfully.", { exact: true }),
    ).toBeVisible();

    // Overview
    const tabs = page.getByRole("tablist", { name: "Vision board sections" });
    await expect(tabs.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    const overview = page.getByRole("tabpanel", { name: "Overview" });
    await expect(overview.getByText("Restaurant/Food")).toBeVisible();
    await expect(overview.getByText("Young families and friends in the neighbourhood")).toBeVisible();
    await expect(overview.getByRole("listitem").filter({ hasText: "Playful" }).first()).toBeVisible();

    // Colors, reached with the arrow key (automatic activation)
    await tabs.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Colors" })).toHaveAttribute("aria-selected", "true");
    const colors = page.getByRole("tabpanel", { name: "Colors" });
    await expect(colors.getByRole("heading", { name: "Warm Sunset" })).toBeVisible();
    expect(await colors.getByRole("article").count()).toBeGreaterThanOrEqual(4);
    await expect(colors.getByRole("figure", { name: "Preview of a page in Warm Sunset" })).toBeVisible();
    await expect(colors.getByText("Burnt orange and amber over a soft peach white")).toBeVisible();
    const ratios = await colors.locator("td", { hasText: ":1" }).allInnerTexts();
    expect(ratios.length).toBeGreaterThanOrEqual(20);
    for (const ratio of ratios) expect(Number.parseFloat(ratio)).toBeGreaterThanOrEqual(4.5);

    // Typography
    await tabs.getByRole("tab", { name: "Typography" }).click();
    const typography = page.getByRole("tabpanel", { name: "Typography" });
    await expect(typography.getByText("Primary · Headlines")).toBeVisible();
    const headlineFont = await typography
      .getByRole("heading", { level: 3 })
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(headlineFont).toMatch(/Fraunces|Fredoka/);
    await expect.poll(() => typography.evaluate(() => document.fonts.status)).toBe("loaded");

    // Layout
    await tabs.getByRole("tab", { name: "Layout" }).click();
    const layout = page.getByRole("tabpanel", { name: "Layout" });
    await expect(layout.getByRole("heading", { name: "Menu-First Hospitality" })).toBeVisible();
    await expect(layout.getByRole("heading", { name: "Inspiration Notes" })).toBeVisible();
    await expect(layout.getByText(/Hand-painted market signs and sunny terraces/)).toBeVisible();

    // Save Vision Board: a PNG download drawn on a canvas.
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Save Vision Board" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("casa-lim-n-vision-board.png");
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(path).subarray(1, 4).toString()).toBe("PNG");

    // Nothing is published until the visitor shares it: the board's link answers 404 so far.
    expect((await page.request.get(moodBoard.shareUrl)).status()).toBe(404);
    expect((await page.request.get(`/api/mood-board/shared/${moodBoard.shareId}`)).status()).toBe(404);

    // Share with Team while the server cannot be reached: the visitor is told, and the link stays unpublished.
    const sharePath = `**/api/mood-board/shared/${moodBoard.shareId}/share`;
    await page.route(sharePath, (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Share with Team" }).click();
    await expect(page.getByText("Sharing Failed", { exact: true })).toBeVisible();
    expect((await page.request.get(moodBoard.shareUrl)).status()).toBe(404);
    await page.unroute(sharePath);

    // Share with Team: the board is published, the link is copied and opens a read-only, noindex page; the
    // team's console sees it shared.
    const markedShared = page.waitForResponse((response) =>
      /\/api\/mood-board\/shared\/[\w-]+\/share$/.test(response.url()),
    );
    await page.getByRole("button", { name: "Share with Team" }).click();
    await expect(page.getByText("Link Copied", { exact: true })).toBeVisible();
    expect((await markedShared).status()).toBe(204);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/mood-board\/[A-Za-z0-9_-]{24}$/);
    expect(new URL(link).pathname).toBe(moodBoard.shareUrl);

    // Create New Board: back to the form with the brief kept; unchanged, it asks for the next variation.
    await page.getByRole("button", { name: "Create New Board" }).click();
    await expect(page.getByRole("heading", { name: "Your Vision Board" })).toHaveCount(0);
    await expect(page.getByLabel("Project Name")).toHaveValue("Casa Limón");
    const secondResponse = page.waitForResponse("**/api/mood-board");
    await page.getByRole("button", { name: "Generate Mood Board" }).click();
    expect((await secondResponse).request().postDataJSON()).toMatchObject({ seed: 1 });
    await expect(page.getByRole("heading", { name: "Your Vision Board" })).toBeVisible();

    const shared = await page.goto(link);
    expect(shared?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Your Vision Board" })).toBeVisible();
    await expect(page.getByText("Casa Limón").first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("button", { name: "Share with Team" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create New Board" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Colors" }).click();
    await expect(page.getByRole("heading", { name: "Warm Sunset" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book Strategy Session" })).toHaveAttribute(
      "href",
      "/book-consultation",
    );
    await expect(page.getByRole("link", { name: "Reserve Project Slot" })).toHaveAttribute("href", "/reserve-slot");
  });

  test("all twelve styles can be chosen together and make a board", async ({ page }) => {
    await open(page, "/mood-board");
    await fillBrief(page);
    const styles = page.getByRole("toolbar", { name: "Style" }).getByRole("button");
    await expect(styles).toHaveCount(12);
    for (const chip of await styles.all()) {
      if ((await chip.getAttribute("aria-pressed")) !== "true") await chip.click();
    }
    await expect(page.getByRole("toolbar", { name: "Style" }).locator('[aria-pressed="true"]')).toHaveCount(12);
    const response = page.waitForResponse("**/api/mood-board");
    await page.getByRole("button", { name: "Generate Mood Board" }).click();
    const answered = await response;
    expect(answered.status()).toBe(201);
    expect((answered.request().postDataJSON() as { stylePreferences: string[] }).stylePreferences).toHaveLength(12);
    await expect(page.getByRole("heading", { name: "Your Vision Board" })).toBeVisible();
  });

  test("an unknown shared board answers 404 with the 404 page", async ({ page }) => {
    const response = await page.goto("/mood-board/AAAAAAAAAAAAAAAAAAAAAAAA");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("the console opens a draft board and shares it with an address the admin changes", async ({ page, request }) => {
    const projectName = `Casa Consola ${Date.now()}`;
    const created = await request.post("/api/mood-board", { data: { ...moodBoardBody(), projectName } });
    expect(created.status()).toBe(201);
    const { shareUrl } = ((await created.json()) as { moodBoard: { shareUrl: string } }).moodBoard;
    expect((await request.get(shareUrl)).status()).toBe(404);

    await signInAsAdmin(page);
    await page.goto("/admin?tab=mood-boards");
    await page
      .getByRole("article", { name: `Mood board ${projectName}` })
      .getByRole("link", { name: "VIEW BOARD" })
      .click();
    await expect(page.getByRole("heading", { name: "Vision Board" })).toBeVisible();
    await expect(page.getByText(projectName, { exact: true }).first()).toBeVisible();
    await expect(page.getByText("A draft: its link opens only once it is shared.")).toBeVisible();

    await page.getByRole("button", { name: "SHARE WITH CLIENT" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Share this board" });
    await expect(dialog.getByLabel("Send to")).toHaveValue(moodBoardBody().clientEmail);
    await dialog.getByLabel("Send to").fill("assistant@halewhitcombe.example");
    await dialog.getByRole("button", { name: "Send Link" }).click();
    await expect(page.getByText("Board Shared", { exact: true })).toBeVisible();
    await expect(page.getByText(/Shared: its client link is/)).toBeVisible();
    // The client's link now opens the board for anyone who has it.
    await page.getByRole("link", { name: "open", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${shareUrl}$`));
    await expect(page.getByRole("heading", { name: "Your Vision Board" })).toBeVisible();
  });

  test("a failed generation shows the spec's failure toast", async ({ page }) => {
    await page.route("**/api/mood-board", (route) => route.fulfill({ status: 500, body: "Internal server error" }));
    await open(page, "/mood-board");
    await fillBrief(page);
    await page.getByRole("button", { name: "Generate Mood Board" }).click();
    await expect(page.getByText("Generation Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Failed to generate mood board. Please try again.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Project Name")).toHaveValue("Casa Limón");
  });
});
