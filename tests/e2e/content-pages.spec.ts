import { SERVICE_TIERS } from "#common/catalog/tiers";
import { expect, test } from "./support/test";

/**
 * Every content page (docs/product/public-site.md § Content pages) built by the content work:
 * its heading, its calls to action and where each link goes, at a
 * phone width and a desktop width, default face and conservative variants.
 */
interface LinkExpectation {
  name: string | RegExp;
  href: string;
}

interface PageCase {
  path: string;
  heading: string | RegExp;
  links: LinkExpectation[];
  /** Text the page must show (spec figures and labels). */
  texts?: Array<string | RegExp>;
}

const CONSERVATIVE = "style=conservative";

const PAGES: PageCase[] = [
  {
    path: "/about",
    heading: "Engineer by training. Designer by obsession.",
    links: [
      { name: "Start a Conversation", href: "/contact" },
      { name: "View My Work", href: "/portfolio" },
      { name: "Start Your Project", href: "/client-intake" },
      { name: "View Portfolio", href: "/portfolio" },
    ],
    texts: ["7+", "24H", "Years at a large chip company", "Deep Discovery", "Strategic Design", "Powerful Launch"],
  },
  {
    path: `/about?${CONSERVATIVE}`,
    heading: "A web design and development partner for growing businesses",
    links: [
      { name: "Contact Us", href: `/contact?${CONSERVATIVE}` },
      { name: "View Our Portfolio", href: `/portfolio?${CONSERVATIVE}` },
      { name: "Get in Touch", href: `/contact?${CONSERVATIVE}` },
      { name: "See Our Work", href: `/portfolio?${CONSERVATIVE}` },
    ],
    texts: ["10+", "150+", "98%", "24h", "Our mission", "Maintenance & Support"],
  },
  {
    path: "/services",
    heading: "Websites engineered to grow your business",
    links: [
      { name: "See our detailed 7-step process", href: "/process" },
      { name: "Ask for a Free Strategy Session", href: "/contact" },
      { name: "View Our Work", href: "/portfolio" },
    ],
    texts: ["starting at $1,000+", "$3,500+", "$6,000+", "$12,000+", "Entry Level", "Most Chosen", "Trending"],
  },
  {
    path: `/services?${CONSERVATIVE}`,
    heading: "Clear packages. Predictable results.",
    links: [
      { name: "Schedule Free Consultation", href: `/book-consultation?${CONSERVATIVE}` },
      { name: "Get Free Website Audit", href: `/tools?${CONSERVATIVE}` },
    ],
    texts: ["$4,000", "$8,500", "$12,000", "+ $1,500/month", "Most Popular"],
  },
  {
    path: "/portfolio",
    heading: "Flagship work that moves the numbers",
    links: [
      { name: "Start Your Project", href: "/client-intake" },
      { name: "Explore Services", href: "/services" },
    ],
    texts: ["240%", "98%", "165%"],
  },
  {
    path: `/portfolio?${CONSERVATIVE}`,
    heading: "Websites that deliver measurable results",
    links: [
      { name: "Start Your Project", href: `/client-intake?${CONSERVATIVE}` },
      { name: "View Packages", href: `/services?${CONSERVATIVE}` },
      { name: "Get in Touch", href: `/contact?${CONSERVATIVE}` },
      { name: "Explore Our Packages", href: `/services?${CONSERVATIVE}` },
    ],
    texts: ["150+", "98%", "24h", "5/5.0", "Average rating, 1 review", "What our clients say"],
  },
  {
    path: "/process",
    heading: "Seven steps from first call to lasting growth",
    links: [
      { name: "Book Your Discovery Call", href: "/book-consultation" },
      { name: "See the Results", href: "/portfolio" },
    ],
    texts: [
      "Duration: 30-60 minutes",
      "Duration: 2-3 business days",
      "Duration: 1-2 weeks",
      "Duration: 2-4 weeks",
      "Duration: 3-5 business days",
      "Duration: 1-2 business days",
      "Duration: ongoing",
    ],
  },
  {
    path: "/testimonials",
    heading: "What our clients say",
    links: [
      { name: "Start Your Project", href: "/client-intake" },
      { name: "See Our Process", href: "/process" },
    ],
    texts: ["5/5.0 based on 1 review"],
  },
  {
    path: "/blog",
    heading: "DEVELOPMENT INSIGHTS",
    links: [
      { name: "Book a Consultation", href: "/book-consultation" },
      { name: "Contact Us", href: "/contact" },
    ],
  },
  {
    path: "/privacy-policy",
    heading: "Privacy Policy",
    links: [{ name: "contact page", href: "/contact" }],
    texts: ["Last updated July 11, 2025", "Your rights", "How long we keep it"],
  },
  {
    path: "/terms-of-service",
    heading: "Terms of Service",
    links: [{ name: "contact page", href: "/contact" }],
    texts: ["Last updated July 11, 2025", "33% deposit", "33% at design approval", "34% at launch", "30-day warranty"],
  },
];

const WIDTHS = [390, 1440];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Each case walks many links; the shared two-core machine can be slow.
    test.setTimeout(60_000);

    for (const entry of PAGES) {
      test(`${entry.path} shows its heading and its calls to action lead where the spec says`, async ({ page }) => {
        const response = await page.goto(entry.path);
        expect(response?.status()).toBe(200);
        const main = page.locator("main");
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(entry.heading);
        for (const link of entry.links) {
          const target = main.getByRole("link", { name: link.name, exact: typeof link.name === "string" });
          await expect(target.first()).toBeVisible();
          for (const href of await target.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")))) {
            expect(href, `${entry.path}: "${link.name}"`).toBe(link.href);
          }
        }
        for (const text of entry.texts ?? []) {
          await expect(main.getByText(text, { exact: typeof text === "string" }).first()).toBeAttached();
        }
        // No page may overflow the viewport sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

test("each of the four tiers asks about itself on /contact and gets a detailed quote on /custom-quote, with its key", async ({
  page,
}) => {
  await page.goto("/services");
  const main = page.locator("main");
  const keys = SERVICE_TIERS.map((tier) => tier.key);
  const consultations = await Promise.all(
    SERVICE_TIERS.map((tier) =>
      main
        .getByRole("link", { name: `Ask about ${tier.name.replace(/ Package$/, "")}`, exact: true })
        .getAttribute("href"),
    ),
  );
  const quotes = await main
    .getByRole("link", { name: "Get Detailed Quote" })
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
  expect(consultations).toEqual(keys.map((key) => `/contact?package=${key}`));
  expect(quotes).toEqual(keys.map((key) => `/custom-quote?package=${key}`));
  // Seven service cards and four specialised e-commerce cards.
  await expect(page.locator("section[aria-labelledby='services-title'] > div > ul > li")).toHaveCount(7);
  await expect(page.locator("section[aria-labelledby='ecommerce-title'] > div > ul > li")).toHaveCount(4);
});
test("Ask about Landing Page opens the contact form on the Landing Page; the light face, which does not sell it, asks for a custom quote", async ({
  page,
}) => {
  await page.goto("/services");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("link", { name: "Ask about Landing Page", exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?package=landing$/);
  const projectType = page.locator("#contact-package");
  await expect(projectType).toHaveValue("landing");
  await expect(projectType.locator("option:checked")).toHaveText("Landing Page Package from $1,000");

  await page.goto("/contact?package=landing&style=conservative");
  await expect(page.locator("#contact-package")).toHaveValue("custom");
  await expect(page.locator("#contact-package option[value='landing']")).toHaveCount(0);
});

test("the Packages page links each Customize Package to the customizer and compares features in a table", async ({
  page,
}) => {
  await page.goto(`/services?${CONSERVATIVE}`);
  const main = page.locator("main");
  const hrefs = await main
    .getByRole("link", { name: "Customize Package" })
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
  expect(hrefs).toEqual(
    ["essential", "business", "enterprise"].map((id) => `/customize-package?package=${id}&${CONSERVATIVE}`),
  );
  const table = main.getByRole("table", { name: "Features included in each website package" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Feature",
    "Essential Presence",
    "Business Engine",
    "Custom Enterprise",
  ]);
  await expect(table.getByRole("row", { name: /^SEO/ }).getByRole("cell")).toHaveText([
    "Basic",
    "Advanced",
    "Enterprise",
  ]);
  await expect(table.getByRole("row", { name: /^Custom integrations/ }).getByRole("cell")).toHaveText([
    "None",
    "Limited",
    "Unlimited",
  ]);
  // The Packages page wears the light face.
  await expect(page.locator("main.face-light")).toHaveCount(1);
});

test("View Live opens each flagship project's external site in a new tab, safely", async ({ page }) => {
  await page.goto("/portfolio");
  const live = page.locator("main").getByRole("link", { name: /^View Live/ });
  await expect(live).toHaveCount(2);
  for (const link of await live.all()) {
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(live.first()).toHaveAttribute("href", "https://meridianstudio.dev");
  const footer = page.getByRole("navigation", { name: "Portfolio footer" });
  const footerHrefs = await footer
    .getByRole("link")
    .evaluateAll((nodes) => nodes.map((node) => [node.textContent, node.getAttribute("href")]));
  expect(footerHrefs).toEqual([
    ["Home", "/home"],
    ["Services", "/services"],
    ["About", "/about"],
    ["Contact", "/contact"],
  ]);
});

test("both portfolios show the same eight projects; the light one with three testimonials", async ({ page }) => {
  await page.goto("/portfolio");
  const defaultTitles = await page.locator("main h3").allTextContents();
  await page.goto(`/portfolio?${CONSERVATIVE}`);
  const cards = page.locator("section[aria-labelledby='projects-title'] > div > ul > li");
  await expect(cards).toHaveCount(8);
  expect(await cards.locator("h3").allTextContents()).toEqual(defaultTitles);
  // Each client project's card names its starting package and, apart, the whole kickoff-to-launch timeline.
  const harbor = cards.filter({ hasText: "Harbor Dental Studio" });
  await expect(harbor).toContainText("Starting packageEssential Presencepackage alone: 1-2 weeks");
  await expect(harbor).toContainText("Kickoff to launch3 weeks");
  await expect(cards.getByText("Kickoff to launch")).toHaveCount(8);
  await expect(page.locator("section[aria-labelledby='testimonials-title'] blockquote")).toHaveCount(3);
});

test("the process page lists seven steps, each with duration and deliverables", async ({ page }) => {
  await page.goto("/process");
  const steps = page.locator("section[aria-labelledby='steps-title'] > ol > li");
  await expect(steps).toHaveCount(7);
  for (const step of await steps.all()) {
    await expect(step.getByRole("heading", { level: 3 })).toBeVisible();
    await expect(step.getByText("Deliverables")).toBeVisible();
  }
});

test("Packages page on a phone: the feature comparison fits the screen, every package column in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/services?style=conservative");
  const table = page.getByRole("table", { name: "Features included in each website package" });
  await table.scrollIntoViewIfNeeded();
  const region = page.getByRole("region", { name: /^Feature comparison \(scrolls sideways/ });
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  for (const name of ["Essential Presence", "Business Engine", "Custom Enterprise"]) {
    await expect(table.getByRole("columnheader", { name })).toBeInViewport({ ratio: 0.9 });
  }
  // A tick stands for "Included" on a phone; screen readers still hear the word.
  await expect(table.getByRole("row", { name: /^Priority support/ })).toContainText("Not included");
  await expect(table.getByRole("row", { name: /^Priority support/ })).toContainText("Included");
});
