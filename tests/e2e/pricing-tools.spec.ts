/**
 * The package customizer and the custom quote builder (docs/product/pricing.md § Package customizer,
 * docs/product/pricing.md § Custom quote builder). Expected totals are worked out by hand from the price tables.
 */
import { expect, type Page, test, waitForHydration } from "./support/test";

// Full page loads of two server-rendered pages on a shared two-core machine: allow for slow runs.
test.describe.configure({ timeout: 90_000 });

const total = (page: Page) => page.getByTestId("price-total");
const toggle = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name} \\+\\$`) });

/**
 * Each customizer package in the light face, whose list is the customizer's own (docs/product/pricing.md
 * § Price lists), both id spellings, and two add-ons to try with their hand-worked totals.
 */
const CUSTOMIZER_CASES = [
  {
    spellings: ["essential", "basic"],
    canonical: "essential",
    heading: "ESSENTIAL PRESENCE",
    base: "$4,000",
    monthly: null,
    first: { name: "Logo Design", id: "logo" },
    second: { name: "Team Training", id: "training" },
    both: "$4,700", // 4000 + 350 + 350
    secondOnly: "$4,350", // 4000 + 350
    notOffered: "Brand Identity Kit",
  },
  {
    spellings: ["business", "professional"],
    canonical: "business",
    heading: "BUSINESS ENGINE",
    base: "$8,500",
    monthly: null,
    first: { name: "Booking System", id: "booking-system" },
    second: { name: "Custom Database", id: "database" },
    both: "$9,900", // 8500 + 800 + 600
    secondOnly: "$9,100", // 8500 + 600
    notOffered: "Advanced Contact Forms",
  },
  {
    spellings: ["enterprise", "premium"],
    canonical: "enterprise",
    heading: "CUSTOM ENTERPRISE",
    base: "$12,000",
    monthly: "+ $1,500/month",
    first: { name: "Brand Identity Kit", id: "branding" },
    second: { name: "E-commerce Store", id: "ecommerce" },
    both: "$13,950", // 12000 + 750 + 1200
    secondOnly: "$13,200", // 12000 + 1200
    notOffered: "Advanced Contact Forms",
  },
];

for (const item of CUSTOMIZER_CASES) {
  for (const spelling of item.spellings) {
    test(`customizer ?package=${spelling}: toggles add-ons, totals them and hands over to /contact`, async ({
      page,
    }) => {
      const response = await page.goto(`/customize-package?package=${spelling}&style=conservative`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.heading);
      await expect(total(page)).toHaveText(item.base);
      if (item.monthly) await expect(page.getByTestId("price-monthly")).toHaveText(item.monthly);
      else await expect(page.getByTestId("price-monthly")).toHaveCount(0);
      // Only the add-ons offered with the package are shown (docs/product/pricing.md § Customizer screen).
      await expect(toggle(page, item.notOffered)).toHaveCount(0);

      const first = toggle(page, item.first.name);
      const second = toggle(page, item.second.name);
      await expect(first).toHaveAttribute("aria-pressed", "false");
      await first.click();
      await second.click();
      await expect(first).toHaveAttribute("aria-pressed", "true");
      await expect(total(page)).toHaveText(item.both);
      // The monthly price is never added to the total.
      if (item.monthly) await expect(page.getByTestId("price-monthly")).toHaveText(item.monthly);

      await first.click();
      await expect(first).toHaveAttribute("aria-pressed", "false");
      await expect(total(page)).toHaveText(item.secondOnly);
      await first.click();
      await expect(total(page)).toHaveText(item.both);

      await page.getByRole("link", { name: "CUSTOM QUOTE", exact: true }).click();
      await expect(page).toHaveURL(/\/contact\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get("package")).toBe(item.canonical);
      expect(url.searchParams.get("addons")).toBe(`${item.first.id},${item.second.id}`);
      expect(url.searchParams.get("total")).toBe(item.both.replace(/[$,]/g, ""));
      expect(url.searchParams.get("list")).toBe("packages");
      expect(url.searchParams.get("style")).toBe("conservative");
      const configuration = page.getByRole("region", { name: "Your configuration" });
      await expect(configuration).toContainText(item.both);
    });
  }
}

test("customizer in the default face: the tiers and the quote builder's prices, handed over as they were shown", async ({
  page,
}) => {
  await page.goto("/customize-package?package=business");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("GROWTH ENGINE");
  await expect(total(page)).toHaveText("$6,000");
  await expect(page.getByText("3-4 weeks", { exact: true })).toBeVisible();
  await expect(page.getByTestId("price-monthly")).toHaveCount(0);
  // The seven things both tools sell carry the quote builder's name and price here.
  await expect(toggle(page, "Logo Design")).toHaveAccessibleName(/^Logo Design \+\$800/);
  await expect(toggle(page, "Premium SEO Package")).toHaveCount(0);
  // Growth Engine includes booking flows and advanced SEO: shown so, nothing to press, never charged.
  await expect(toggle(page, "Booking System")).toHaveCount(0);
  await expect(page.getByText("Included in Growth Engine")).toHaveCount(4);
  await toggle(page, "Logo Design").click();
  await toggle(page, "API Integrations").click();
  await toggle(page, "Custom Database").click();
  await expect(total(page)).toHaveText("$9,000"); // 6000 + 800 + 1600 + 600

  await page.getByRole("link", { name: "CUSTOM QUOTE", exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  expect(new URL(page.url()).searchParams.get("list")).toBe("tiers");
  const configuration = page.getByRole("region", { name: "Your configuration" });
  await expect(configuration).toContainText("Growth Engine");
  await expect(configuration).toContainText("$9,000");
  await expect(configuration).toContainText("Logo Design$800");
  await expect(configuration).not.toContainText("priced on our");
});

test("quote builder in the light face: the packages and the customizer's prices, Custom Enterprise's care included", async ({
  page,
}) => {
  await page.goto("/custom-quote?package=enterprise&style=conservative");
  await expect(page.getByRole("radio", { name: /^Custom Enterprise \$12,000/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Business Engine \$8,500/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Market Leader/ })).toHaveCount(0);
  await expect(page.getByTestId("price-monthly")).toHaveText("+ $1,500/month");
  await expect(page.getByText("Included: Custom Enterprise comes with monthly updates and care")).toBeVisible();
  await toggle(page, "Logo Design").click();
  await toggle(page, "Booking System").click();
  await expect(total(page)).toHaveText("$13,150"); // 12000 + 350 + 800
  await expect(toggle(page, "Advanced SEO")).toHaveCount(0);
  // Custom Enterprise's SEO strategy includes the Premium SEO Package.
  await expect(toggle(page, "Premium SEO Package")).toHaveCount(0);
  await expect(page.getByText("Included in Custom Enterprise")).not.toHaveCount(0);

  await page.getByRole("radio", { name: /^Business Engine/ }).check();
  await page.getByRole("button", { name: /^Monthly maintenance/ }).click();
  await expect(page.getByTestId("price-monthly")).toHaveText("+ $200/month");
  await expect(total(page)).toHaveText("$9,650"); // 8500 + 350 + 800

  await page.getByRole("link", { name: "REQUEST THIS QUOTE", exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  expect(new URL(page.url()).searchParams.get("list")).toBe("packages");
  await expect(page.getByRole("region", { name: "Your configuration" })).toContainText("$9,650");
  await expect(page.getByRole("combobox", { name: /Service Package/ })).toContainText("Business Engine $8,500");
});

test("customizer: RESERVE SLOT carries the package and CHANGE PACKAGE leads to /services", async ({ page }) => {
  await page.goto("/customize-package?package=professional");
  await expect(page.getByRole("link", { name: "RESERVE SLOT", exact: true })).toHaveAttribute(
    "href",
    "/reserve-slot?package=business",
  );
  await page.getByRole("link", { name: "CHANGE PACKAGE", exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test("customizer: the add-ons are keyboard toggles and the total is announced politely", async ({ page }) => {
  await page.goto("/customize-package?package=business");
  const logo = toggle(page, "Logo Design");
  await logo.focus();
  await page.keyboard.press("Space");
  await expect(logo).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Enter");
  await expect(logo).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator('[aria-live="polite"]').filter({ has: total(page) })).toHaveCount(1);
});

test("customizer with an unknown package: PACKAGE NOT FOUND with status 404", async ({ page }) => {
  const response = await page.goto("/customize-package?package=nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("PACKAGE NOT FOUND");
  await expect(page.getByText("The selected package could not be loaded")).toBeVisible();
  await page.getByRole("link", { name: "BACK TO SERVICES", exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
});

for (const { face, suffix, names, prices } of [
  {
    face: "default",
    suffix: "",
    names: ["Foundation", "Growth Engine", "Market Leader"],
    prices: ["from $3,500", "from $6,000", "from $12,000"],
  },
  {
    face: "light",
    suffix: "?style=conservative",
    names: ["Essential Presence", "Business Engine", "Custom Enterprise"],
    prices: ["$4,000", "$8,500", "$12,000 + $1,500/month"],
  },
]) {
  test(`customizer without a package, ${face} face: the face's packages to choose from, each opening the customizer`, async ({
    page,
  }) => {
    const response = await page.goto(`/customize-package${suffix}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a package to customize");
    await expect(page.getByText("PACKAGE NOT FOUND")).toHaveCount(0);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(names);
    for (const price of prices) await expect(main.getByText(price, { exact: true })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await main.getByRole("link", { name: `Customize ${names[1]}` }).click();
    await expect(page).toHaveURL(
      new RegExp(`/customize-package\\?package=business${suffix ? "&style=conservative" : ""}$`),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(names[1]!.toUpperCase());
  });
}

const QUOTE_CASES = [
  { id: "essential", name: "Foundation", base: "$3,500", withLogo: "$4,300" }, // 3500 + 800
  { id: "business", name: "Growth Engine", base: "$6,000", withLogo: "$6,800" }, // 6000 + 800
  { id: "enterprise", name: "Market Leader", base: "$12,000", withLogo: "$12,800" }, // 12000 + 800
];

for (const item of QUOTE_CASES) {
  test(`quote builder ?package=${item.id}: base, add-ons, maintenance and the hand-over`, async ({ page }) => {
    await page.goto(`/custom-quote?package=${item.id}`);
    await expect(page.getByRole("radio", { name: new RegExp(`^${item.name}`) })).toBeChecked();
    await expect(total(page)).toHaveText(item.base);

    await toggle(page, "Logo Design").click();
    await expect(total(page)).toHaveText(item.withLogo);
    await page.getByRole("button", { name: /^Monthly maintenance/ }).click();
    await expect(page.getByTestId("price-monthly")).toHaveText("+ $200/month");
    // Maintenance is monthly: the one-off total does not change.
    await expect(total(page)).toHaveText(item.withLogo);

    await page.getByRole("radio", { name: /^Market Leader/ }).check();
    await expect(total(page)).toHaveText("$12,800");
    await toggle(page, "Multi-vendor Marketplace").click();
    await expect(total(page)).toHaveText("$17,300"); // 12000 + 800 + 4500

    await page.getByRole("link", { name: "REQUEST THIS QUOTE", exact: true }).click();
    await expect(page).toHaveURL(/\/contact\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("package")).toBe("enterprise");
    expect(url.searchParams.get("addons")).toBe("logo-design,multi-vendor-marketplace");
    expect(url.searchParams.get("total")).toBe("17300");
  });
}

test("quote builder: defaults to Growth Engine, and an unknown package falls back with a notice", async ({ page }) => {
  await page.goto("/custom-quote");
  await expect(page.getByRole("radio", { name: /^Growth Engine/ })).toBeChecked();
  await expect(total(page)).toHaveText("$6,000");
  await expect(page.getByRole("link", { name: "BOOK A CONSULTATION", exact: true })).toHaveAttribute(
    "href",
    "/book-consultation",
  );
  await expect(page.getByRole("link", { name: "BACK TO SERVICES", exact: true })).toHaveAttribute("href", "/services");

  await page.goto("/custom-quote?package=nope");
  await expect(page.getByText("We could not find that package")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Growth Engine/ })).toBeChecked();
});

test("quote builder: all 23 add-ons are offered, in five categories, with their badges", async ({ page }) => {
  await page.goto("/custom-quote?package=essential");
  await expect(page.getByRole("button", { pressed: false, name: /\+\$/ })).toHaveCount(23);
  // Growth Engine includes five of them: shown as included, not offered for sale.
  await page.getByRole("radio", { name: /^Growth Engine/ }).check();
  await expect(page.getByRole("button", { pressed: false, name: /\+\$/ })).toHaveCount(18);
  await expect(page.getByText("Included in Growth Engine")).toHaveCount(5);
  for (const category of ["Design", "Content", "E-commerce", "Technical", "Marketing"]) {
    await expect(page.getByRole("heading", { level: 3, name: category, exact: true })).toBeVisible();
  }
  for (const badge of ["Popular", "Recommended", "Hot"]) {
    await expect(page.getByText(badge, { exact: true }).first()).toBeVisible();
  }
});

test("a shared customizer address reopens the same selection", async ({ page, context }) => {
  await page.goto("/customize-package?package=enterprise&style=conservative");
  await toggle(page, "User Accounts").click();
  await toggle(page, "Logo Design").click();
  await expect(total(page)).toHaveText("$13,300"); // 12000 + 950 + 350
  await expect(page).toHaveURL(/[?&]addons=logo,user-accounts(&|$)/);

  const other = await context.newPage();
  await other.goto(page.url());
  await expect(toggle(other, "Logo Design")).toHaveAttribute("aria-pressed", "true");
  await expect(toggle(other, "User Accounts")).toHaveAttribute("aria-pressed", "true");
  await expect(toggle(other, "Custom Database")).toHaveAttribute("aria-pressed", "false");
  await expect(total(other)).toHaveText("$13,300");
});

test("Copy link copies the configuration's full address, and the printed quote shows the same address", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/customize-package?package=enterprise&style=conservative");
  await toggle(page, "Logo Design").click();
  await expect(page).toHaveURL(/\?package=enterprise&addons=logo&style=conservative$/);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(baseURL!).origin}/customize-package?package=enterprise&addons=logo&style=conservative`);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByText(`Reopen this configuration: ${link}`)).toBeVisible();
});

test("a shared quote address reopens the same package, add-ons and maintenance", async ({ page, context }) => {
  await page.goto("/custom-quote?package=business");
  await page.getByRole("radio", { name: /^Foundation/ }).check();
  await toggle(page, "Advanced SEO").click();
  await page.getByRole("button", { name: /^Monthly maintenance/ }).click();
  await expect(total(page)).toHaveText("$4,200"); // 3500 + 700
  await expect(page).toHaveURL(/package=essential&addons=advanced-seo&maintenance=1/);

  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole("radio", { name: /^Foundation/ })).toBeChecked();
  await expect(toggle(other, "Advanced SEO")).toHaveAttribute("aria-pressed", "true");
  await expect(other.getByRole("button", { name: /^Monthly maintenance/ })).toHaveAttribute("aria-pressed", "true");
  await expect(total(other)).toHaveText("$4,200");
});

test("unknown or unavailable add-ons in a shared address are dropped with a notice", async ({ page }) => {
  const response = await page.goto("/customize-package?package=basic&addons=logo,branding,teleporter");
  expect(response?.status()).toBe(200);
  const notice = page.getByRole("status").filter({ hasText: "2 add-ons from the link could not be added" });
  await expect(notice).toBeVisible();
  // An add-on this package does not offer and an id that is no add-on at all are told apart.
  await expect(notice).toContainText("branding is not offered with Foundation.");
  await expect(notice).toContainText("teleporter is not one of our add-ons.");
  await expect(notice).toContainText("Everything else in the link is selected below.");
  await expect(toggle(page, "Logo Design")).toHaveAttribute("aria-pressed", "true");
  await expect(total(page)).toHaveText("$4,300"); // Foundation 3500 + Logo Design 800 (default face)
  // The address is corrected, so passing it on shares what is really selected.
  await expect(page).toHaveURL(/package=essential&addons=logo$/);

  await page.goto("/custom-quote?addons=ai-chatbot,logo");
  await expect(page.getByText("One add-on from the link could not be added")).toBeVisible();
  await expect(toggle(page, "AI Chatbot")).toHaveAttribute("aria-pressed", "true");
  await expect(total(page)).toHaveText("$6,750"); // 6000 + 750
});

test("Print / Save as PDF prints a one-page quote of the selection", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
  await page.goto("/customize-package?package=business&addons=logo");
  await page.getByRole("button", { name: "Print / Save as PDF" }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

  await page.emulateMedia({ media: "print" });
  await expect(toggle(page, "Brand Identity Kit")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print / Save as PDF" })).toBeHidden();
  await expect(page.getByRole("link", { name: "CUSTOM QUOTE", exact: true })).toBeHidden();
  await expect(total(page)).toHaveText("$6,800"); // Growth Engine 6000 + Logo Design 800 (default face)
  await expect(total(page)).toBeVisible();
  await expect(page.locator("#price-summary").getByText("Logo Design")).toBeVisible();
});

const ALL_QUOTE_ADD_ONS =
  "premium-animations,custom-illustrations,logo-design,brand-guidelines,professional-copywriting,photography-package," +
  "video-production,basic-ecommerce,advanced-ecommerce,dropshipping-platform,multi-vendor-marketplace," +
  "subscription-ecommerce,inventory-management,booking-system,membership-portal,ai-chatbot,multi-language," +
  "crm-integration,api-integrations,advanced-seo,social-media-integration,email-marketing,analytics-dashboard";

/** Pages in a PDF that Chromium printed. */
const pdfPageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;

test("the printed quote fits one page on Letter and A4 paper", async ({ page }) => {
  for (const address of [
    "/customize-package?package=premium",
    "/customize-package?package=business&addons=logo,branding,copywriting,seo-premium,analytics,blog-setup",
    "/custom-quote?package=enterprise&addons=logo-design,advanced-seo,ai-chatbot,crm-integration,booking-system,multi-language,photography-package,email-marketing,analytics-dashboard,api-integrations,video-production,basic-ecommerce&maintenance=1",
  ]) {
    await page.emulateMedia({ media: "screen" });
    await page.goto(address);
    await page.emulateMedia({ media: "print" });
    for (const format of ["Letter", "A4"]) {
      expect(pdfPageCount(await page.pdf({ format })), `${address} on ${format}`).toBe(1);
    }
  }
});

test("phones: the total bar stays on top of the footer, and the footer's last links stay free", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/custom-quote?package=enterprise&maintenance=1");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const topmostAt = async (selector: string) => {
    const box = await page.locator(selector).first().boundingBox();
    if (!box) throw new Error(`${selector} is not on screen`);
    return page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("a, button")?.textContent?.trim() ?? "",
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
  };
  await expect.poll(() => topmostAt('a[href="#price-summary"]')).toMatch(/^Total\$12,000/);
  expect(await topmostAt('footer a[href^="/privacy-policy"]')).toBe("Privacy");
  expect(await topmostAt('footer a[href^="/terms-of-service"]')).toBe("Terms");
});

test("desktop: with every add-on chosen, the quote's total and buttons stay on screen", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/custom-quote?package=enterprise&addons=${ALL_QUOTE_ADD_ONS}&maintenance=1`);
  await expect(total(page)).toHaveText("$36,100"); // 12000 + the 23 add-ons (33,200) less the 9,100 Market Leader includes
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect(total(page)).toBeInViewport();
  await expect(page.getByRole("link", { name: "REQUEST THIS QUOTE" })).toBeInViewport();
  await expect(page.getByRole("link", { name: "BOOK A CONSULTATION" })).toBeInViewport();
});

test("the style variant stays in the shareable address", async ({ page }) => {
  await page.goto("/customize-package?package=premium&style=conservative");
  await toggle(page, "Logo Design").click();
  await expect(page).toHaveURL(/\?package=enterprise&addons=logo&style=conservative$/);
  await page.reload();
  await expect(toggle(page, "Logo Design")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: "CHANGE PACKAGE" })).toHaveAttribute(
    "href",
    "/services?style=conservative",
  );
});

test("CUSTOM QUOTE without add-ons still hands the package and its price to the contact page", async ({ page }) => {
  await page.goto("/customize-package?package=basic");
  await page.getByRole("link", { name: "CUSTOM QUOTE", exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?package=essential&addons=&total=3500&source=customizer&list=tiers/);
  const configuration = page.getByRole("region", { name: "Your configuration" });
  await expect(configuration).toContainText("Foundation");
  await expect(configuration).toContainText("$3,500");
});

test("quote builder: each base package is named by its name and price", async ({ page }) => {
  await page.goto("/custom-quote");
  const growth = page.getByRole("radio", { name: "Growth Engine $6,000", exact: true });
  await expect(growth).toBeChecked();
  await expect(growth).toHaveAccessibleDescription(/^A conversion machine.* 3-4 weeks$/);
  await expect(page.getByRole("radio", { name: "Foundation $3,500", exact: true })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: "Market Leader $12,000", exact: true })).not.toBeChecked();
});

/** /services?style=conservative links each package to the customizer (docs/product/pricing.md § Packages page). */
const PACKAGES_PAGE_CASES = [
  { heading: "ESSENTIAL PRESENCE", id: "essential", addOn: "Logo Design", withAddOn: "$4,350" }, // 4000 + 350
  { heading: "BUSINESS ENGINE", id: "business", addOn: "Custom Database", withAddOn: "$9,100" }, // 8500 + 600
  { heading: "CUSTOM ENTERPRISE", id: "enterprise", addOn: "E-commerce Store", withAddOn: "$13,200" }, // 12000 + 1200
];

for (const [index, item] of PACKAGES_PAGE_CASES.entries()) {
  test(`Packages page → Customize Package (${item.id}) → add-on → CUSTOM QUOTE`, async ({ page }) => {
    await page.goto("/services?style=conservative");
    // The footer links "Customize Package" too: count the buttons of the package cards only.
    const buttons = page.getByRole("main").getByRole("link", { name: "Customize Package", exact: true });
    await expect(buttons).toHaveCount(PACKAGES_PAGE_CASES.length);
    await buttons.nth(index).click();

    await expect(page).toHaveURL(new RegExp(`/customize-package\\?package=${item.id}`));
    // The packages page is static: its link loads the customizer as a new document, which React then takes over.
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.heading);
    await toggle(page, item.addOn).click();
    await expect(total(page)).toHaveText(item.withAddOn);

    await page.getByRole("link", { name: "CUSTOM QUOTE", exact: true }).click();
    await expect(page).toHaveURL(/\/contact\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("package")).toBe(item.id);
    expect(url.searchParams.get("total")).toBe(item.withAddOn.replace(/[$,]/g, ""));
  });
}

/** The four tiers of /services, in order, and the base package each opens the quote builder on. */
const TIER_QUOTE_CASES = [
  { tier: "landing", base: "Landing Page Package", total: "$1,000" },
  { tier: "essential", base: "Foundation", total: "$3,500" },
  { tier: "business", base: "Growth Engine", total: "$6,000" },
  { tier: "enterprise", base: "Market Leader", total: "$12,000" },
];

for (const [index, item] of TIER_QUOTE_CASES.entries()) {
  test(`Services tier ${item.tier} → Get Detailed Quote opens the quote builder on ${item.base}`, async ({ page }) => {
    await page.goto("/services");
    const buttons = page.getByRole("main").getByRole("link", { name: "Get Detailed Quote", exact: true });
    await expect(buttons).toHaveCount(TIER_QUOTE_CASES.length);
    await buttons.nth(index).click();

    await expect(page).toHaveURL(new RegExp(`/custom-quote\\?package=${item.tier}$`));
    await expect(page.getByRole("radio", { name: new RegExp(`^${item.base}`) })).toBeChecked();
    await expect(total(page)).toHaveText(item.total);
    // Every tier is a base of its own: no notice that the builder opened elsewhere.
    await expect(page.getByText("priced on its own")).toHaveCount(0);
  });
}

test("light customizer on Business Engine: what the package includes is shown so and never charged", async ({
  page,
}) => {
  // A link from before: the SEO and analytics Business Engine includes, and a logo.
  await page.goto("/customize-package?package=business&addons=seo-premium,analytics,logo&style=conservative");
  for (const name of ["Premium SEO Package", "Analytics Dashboard", "E-commerce Store", "Blog Set-up"]) {
    await expect(toggle(page, name), name).toHaveCount(0);
  }
  await expect(page.getByText("Included in Business Engine")).toHaveCount(4);
  await expect(total(page)).toHaveText("$8,850"); // 8500 + 350
  await page.getByRole("link", { name: "CUSTOM QUOTE", exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  expect(new URL(page.url()).searchParams.get("addons")).toBe("logo");
  await expect(page.getByRole("region", { name: "Your configuration" })).toContainText("$8,850");
});

test("quote builder on the Landing Page: $1,000+, 1-2 weeks, the add-ons that fit one page, no maintenance plan", async ({
  page,
}) => {
  await page.goto("/custom-quote?package=landing&addons=video-production,basic-ecommerce,analytics-dashboard");
  await expect(page.getByRole("radio", { name: /^Landing Page Package \$1,000/ })).toBeChecked();
  await expect(page.getByText("1-2 weeks", { exact: true })).toBeVisible();
  // The store from the link is not for one page; the analytics set-up is included: only the video is priced.
  await expect(page.getByText("Not available with the Landing Page Package")).toHaveCount(8);
  await expect(page.getByText("Included in Landing Page Package")).toHaveCount(1);
  await expect(total(page)).toHaveText("$3,500"); // 1000 + 2500
  await expect(page.getByRole("button", { name: /^Monthly maintenance/ })).toHaveCount(0);
  await toggle(page, "Professional Copywriting").click();
  await expect(total(page)).toHaveText("$3,900");

  await page.getByRole("link", { name: "REQUEST THIS QUOTE", exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("package")).toBe("landing");
  expect(url.searchParams.get("addons")).toBe("professional-copywriting,video-production");
  await expect(page.getByLabel("Project Type")).toHaveValue("landing");
  await expect(page.getByRole("region", { name: "Your configuration" })).toContainText("$3,900");

  // Growth Engine from here: the store is for sale again, booking flows are included.
  await page.goto("/custom-quote?package=landing&addons=basic-ecommerce");
  await page.getByRole("radio", { name: /^Growth Engine/ }).check();
  await expect(total(page)).toHaveText("$7,500"); // 6000 + 1500
  await expect(page.getByText("Included in Growth Engine")).toHaveCount(5);
});
