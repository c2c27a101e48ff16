import { expect, type Page, test } from "./support/test";

// Several tests open three or four pages each; the shared two-core test machine needs the headroom.
test.describe.configure({ timeout: 60_000 });
// The shell's motion (the moving background, the logo's fade, the smooth scroll up) is what these tests
// look at: motion stays on here, where the rest of the suite runs with "reduce motion" (playwright.config.ts).
test.use({ reducedMotion: "no-preference" });

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/**
 * Opens a page and waits until React has hydrated it: the background starts
 * only after hydration and the load event, and marks its backdrop when it does.
 * (Scrolling earlier would be undone by the scroll-to-top on first render.)
 */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator(".network-backdrop")).toHaveAttribute("data-state", /\w+/);
}
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);

test.describe("desktop navigation", () => {
  test.use({ viewport: DESKTOP });

  test("lists the seven entries and highlights Home only on an exact match", async ({ page }) => {
    await openPage(page, "/home");
    const links = mainNav(page).getByRole("link");
    await expect(links).toHaveText(["Home", "Portfolio", "Services", "Process", "Testimonials", "About", "Contact"]);
    await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);

    // A deeper path under /home is not Home (exact match only).
    await openPage(page, "/home/archive");
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0);
  });

  test("highlights the other entries by path prefix", async ({ page }) => {
    await openPage(page, "/services/web-applications");
    await expect(mainNav(page).getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await expect(mainNav(page).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("expands on hover to show the labels, over the page", async ({ page }) => {
    await openPage(page, "/home");
    const nav = mainNav(page);
    const heading = page.getByRole("heading", { level: 1 });
    const headingBefore = await heading.boundingBox();
    expect((await nav.boundingBox())?.width).toBeLessThan(100);
    await nav.hover();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBeGreaterThan(200);
    await expect(nav.getByText("Testimonials")).toHaveCSS("opacity", "1");
    // Expanding never moves the page.
    expect(await heading.boundingBox()).toEqual(headingBefore);
  });

  test("closes when a page opens, even with the pointer still on it, and opens for keyboard focus", async ({
    page,
  }) => {
    await openPage(page, "/home");
    const rail = page.getByTestId("side-rail");
    await mainNav(page).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    // The pointer still rests on the entry it clicked: the rail is closed all the same, the page clear.
    await expect.poll(async () => (await rail.boundingBox())?.width).toBeLessThan(100);
    await expect(mainNav(page).getByText("Services")).toHaveCSS("opacity", "0");
    // Off and back on, it opens again.
    await page.mouse.move(900, 450);
    await rail.hover();
    await expect.poll(async () => (await rail.boundingBox())?.width).toBeGreaterThan(200);
    // The keyboard opens it too.
    await page.mouse.move(900, 450);
    await expect.poll(async () => (await rail.boundingBox())?.width).toBeLessThan(100);
    // (The clicked entry still has the focus a click leaves, which opens nothing: Tab moves on from it.)
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press("Tab");
      if (await mainNav(page).evaluate((nav) => nav.contains(document.activeElement))) break;
    }
    await expect.poll(async () => (await rail.boundingBox())?.width).toBeGreaterThan(200);
  });

  for (const face of ["", "?style=conservative"]) {
    test(`keeps Start Your Project in the rail at every scroll${face ? " (light face)" : ""}`, async ({ page }) => {
      await openPage(page, `/services${face}`);
      const start = page.getByTestId("side-rail").getByRole("link", { name: "Start Your Project" });
      await expect(start).toHaveAttribute("href", `/client-intake${face}`);
      for (const y of [0, 250, 2_000]) {
        await scrollTo(page, y);
        await expect(start).toBeInViewport();
      }
      await start.click();
      await expect(page).toHaveURL(new RegExp(`/client-intake${face.replace("?", "\\?")}$`));
    });
  }

  test("the top bar's ground is opaque while any of the logo shows, and gone with it", async ({ page }) => {
    await openPage(page, "/services");
    const ground = page.getByTestId("top-bar").locator("> div").first();
    await scrollTo(page, 200); // the logo half faded
    await expect(page.getByTestId("brand-corner")).toHaveCSS("opacity", "0.5");
    await expect(ground).toHaveCSS("opacity", "1");
    await scrollTo(page, 400);
    await expect(ground).toHaveCSS("opacity", "0");
  });
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`the launcher's badge sits beside its icon, not on it, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, "/about");
    const launcher = page.getByRole("button", { name: /open chat with Melie/ });
    const icon = await launcher.locator("svg").boundingBox();
    const badge = await launcher.getByText("AI • 24/7").boundingBox();
    expect(icon && badge).toBeTruthy();
    const overlaps =
      badge!.x < icon!.x + icon!.width &&
      icon!.x < badge!.x + badge!.width &&
      badge!.y < icon!.y + icon!.height &&
      icon!.y < badge!.y + badge!.height;
    expect(overlaps).toBe(false);
  });
}

test("every footer link is at least 24 px tall on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openPage(page, "/about");
  const heights = await page
    .locator("footer a")
    .evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getBoundingClientRect().height]));
  expect(heights.length).toBeGreaterThan(10);
  expect(heights.filter(([, height]) => (height as number) < 24)).toEqual([]);
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: PHONE });

  test("opens from the hamburger and closes on a backdrop click", async ({ page }) => {
    await openPage(page, "/home");
    await expect(mainNav(page)).toBeHidden();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await page.getByTestId("mobile-menu-backdrop").click({ position: { x: 20, y: 600 } });
    await expect(menu).toBeHidden();
  });

  test("closes after an entry is chosen, and on Escape with focus back on the button", async ({ page }) => {
    await openPage(page, "/home");
    const menu = page.getByRole("dialog", { name: "Menu" });
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole("link", { name: "Process" }).click();
    await expect(page).toHaveURL(/\/process$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("scroll behaviour", () => {
  test.use({ viewport: DESKTOP });

  test("the logo fades out from 100 px over about 200 px and returns at the top", async ({ page }) => {
    await openPage(page, "/home");
    const logo = page.getByTestId("brand-corner");
    await expect(logo).toHaveCSS("opacity", "1");
    await scrollTo(page, 100);
    await expect(logo).toHaveCSS("opacity", "1");
    await scrollTo(page, 200);
    await expect(logo).toHaveCSS("opacity", "0.5");
    await scrollTo(page, 320);
    await expect(logo).toHaveCSS("opacity", "0");
    await expect(page.getByRole("link", { name: "Meridian Studio home" })).toBeHidden();
    await scrollTo(page, 0);
    await expect(logo).toHaveCSS("opacity", "1");
  });

  test("the scroll-to-top button appears after 300 px and takes the page back up", async ({ page }) => {
    await openPage(page, "/home");
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toBeHidden();
    await scrollTo(page, 250);
    await expect(button).toBeHidden();
    await scrollTo(page, 900);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe("the style=conservative variant", () => {
  test.use({ viewport: DESKTOP });

  test("/home?style=conservative shows the agency home, and nav links keep the variant", async ({ page }) => {
    await openPage(page, "/home?style=conservative");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transforming Digital Presence");
    await expect(page.getByRole("definition")).toHaveText(["150+", "98%", "24h", "5/5.0"]);
    await expect(page.getByRole("progressbar")).toHaveCount(6);
    await expect(page.locator(".face-light").first()).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Portfolio" })).toHaveAttribute(
      "href",
      "/portfolio?style=conservative",
    );
    await mainNav(page).getByRole("link", { name: "Process" }).click();
    await expect(page).toHaveURL(/\/process\?style=conservative$/);
  });

  test("/conservative shows the same variant, and /home without the parameter the default face", async ({ page }) => {
    await openPage(page, "/conservative");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transforming Digital Presence");
    await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await openPage(page, "/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A website that works. Fast, stunning, and built to convert.",
    );
    await expect(page.locator(".face-light")).toHaveCount(0);
  });
});

/** Where each call to action of the two home pages leads (docs/product/public-site.md § Home pages). */
const CTA_TABLE = [
  {
    path: "/home",
    links: [
      ["Start Your Project", "/client-intake"],
      ["View Our Work", "/portfolio"],
      ["Learn More About Us", "/about"],
      ["Free Consultation", "/book-consultation"],
    ],
  },
  {
    path: "/conservative",
    links: [
      ["Start Your Project", "/client-intake?style=conservative"],
      ["View Our Work", "/portfolio?style=conservative"],
      ["Get Started Today", "/contact?style=conservative"],
      ["Free Website Audit", "/tools?style=conservative"],
    ],
  },
] as const;

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`home calls to action at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, links } of CTA_TABLE) {
      test(`${path}: every call to action goes where the spec says`, async ({ page }) => {
        await openPage(page, path);
        const main = page.getByRole("main");
        for (const [name, href] of links) {
          const matches = main.getByRole("link", { name, exact: true });
          expect(await matches.count(), name).toBeGreaterThan(0);
          for (const link of await matches.all()) {
            await expect(link).toBeVisible();
            await expect(link).toHaveAttribute("href", href);
          }
        }
        const [firstName, firstHref] = links[0];
        await main.getByRole("link", { name: firstName, exact: true }).first().click();
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === firstHref);
      });
    }
  });
}

test.describe("footer", () => {
  test.use({ viewport: PHONE });

  test("has the four columns, the spec's labels, Email Us, copyright, Privacy and Terms", async ({ page }) => {
    await openPage(page, "/home?style=conservative");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText(["Services", "Company", "Support", "Connect"]);
    const expected: Array<[string, string]> = [
      ["Free Audit", "/tools?style=conservative"],
      ["Book Call", "/book-consultation?style=conservative"],
      ["Start Project", "/client-intake?style=conservative"],
      ["Client Portal", "/portal/login?style=conservative"],
      ["Privacy", "/privacy-policy?style=conservative"],
      ["Terms", "/terms-of-service?style=conservative"],
      ["Email Us", "mailto:hello@meridianstudio.dev"],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Meridian Studio`);
  });
});

test.describe("search and sharing", () => {
  test("pages carry canonical, social and structured data; a variant's canonical drops ?style", async ({ page }) => {
    await openPage(page, "/services?style=conservative");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/services$/);
    // /home?style=conservative shows the agency home of /conservative, so both name /conservative.
    await openPage(page, "/home?style=conservative");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/conservative$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      /^https?:\/\/[^/]+\/conservative$/,
    );
    // Crawlers read the server's HTML: it already names /conservative.
    const html = await (await page.request.get("/home?style=conservative")).text();
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"/]+\/conservative"/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-image\.png$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd["@type"]).toBe("ProfessionalService");
    // The light home's offers are the light face's price list: the packages (docs/product/pricing.md § Price lists).
    expect(jsonLd.hasOfferCatalog.itemListElement.map((offer: { price: number }) => offer.price)).toEqual([
      4000, 8500, 12000,
    ]);
    const titles = new Set<string>();
    for (const path of ["/home", "/conservative", "/"]) {
      await page.goto(path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(3);
  });

  test("the social image, sitemap.xml and robots.txt are served", async ({ request }) => {
    const image = await request.get("/og-image.png");
    expect(image.headers()["content-type"]).toBe("image/png");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of [
      "/",
      "/home",
      "/conservative",
      "/contact",
      "/custom-quote",
      "/customize-package\\?package=business",
    ])
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
    expect(sitemap).not.toContain("sitemap.xml</loc>");
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/portal", "/client-portal", "/onboarding", "/api"]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});

test.describe("decorative background", () => {
  test("moves on a canvas on desktop, is a still picture of at most 10 nodes at 390 px, and never takes focus or reading order", async ({
    browser,
  }) => {
    for (const [viewport, state, shown, hidden] of [
      [DESKTOP, "animated", "canvas", "svg"],
      [PHONE, "static", "svg", "canvas"],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await openPage(page, "/home");
      const backdrop = page.locator(".network-backdrop");
      await expect(backdrop).toHaveAttribute("data-state", state);
      await expect(backdrop.locator(shown)).toBeVisible();
      await expect(backdrop.locator(hidden)).toBeHidden();
      await expect(backdrop).toHaveAttribute("aria-hidden", "true");
      await expect(backdrop).toHaveCSS("position", "fixed");
      if (state === "static") {
        const nodes = await backdrop.locator("svg circle").count();
        expect(nodes).toBeGreaterThan(0);
        expect(nodes).toBeLessThanOrEqual(10);
      } else {
        // Drawn: some pixel of the canvas is not transparent.
        const drawn = await backdrop.locator("canvas").evaluate((canvas: HTMLCanvasElement) => {
          const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
          return data.some((value, index) => index % 4 === 3 && value > 0);
        });
        expect(drawn).toBe(true);
      }
      await page.close();
    }
  });
});
