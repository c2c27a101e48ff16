/**
 * A visitor meets one price for each thing in each face (docs/product/pricing.md § Price lists): every public
 * page and both pricing tools, read in a real browser after hydration, state one price for each offer and for
 * each add-on both tools sell, one timeline for each offer, and one number of years of experience.
 */
import { NOINDEX_PATHS, PRERENDERED_PATHS } from "#common/public-routes";
import { conflicts, emptyFacts, readStatedFacts, type StatedFacts, valuesOf } from "./support/stated-facts";
import { expect, type Page, test } from "./support/test";

/**
 * Every public page (the sitemap's, and the contact page, rendered per request); each face's home is read
 * as that face's, so the light home at /conservative is left out of the list the default face reads.
 */
const CONTENT_PAGES = [
  ...PRERENDERED_PATHS.filter(
    (path) => !NOINDEX_PATHS.includes(path) && !/\.(xml|txt)$/.test(path) && !["/home", "/conservative"].includes(path),
  ),
  "/contact",
];
const TOOL_PAGES = ["essential", "business", "enterprise"].flatMap((id) => [
  `/customize-package?package=${id}`,
  `/custom-quote?package=${id}`,
]);

const inFace = (path: string, light: boolean) =>
  light ? `${path}${path.includes("?") ? "&" : "?"}style=conservative` : path;

/** The text a visitor reads, line by line as laid out (hidden parts left out, unlike textContent). */
// biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are what is compared.
const visibleText = (page: Page) => page.locator("body").innerText();

/** The page's text as a visitor can read it, its closed answers (FAQ) opened. */
async function readPage(page: Page, path: string, facts: StatedFacts) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
  });
  readStatedFacts(await visibleText(page), path, facts);
}

/** The reservation wizard's packages are on its second step: reached as a visitor would. */
async function readReservationPackages(page: Page, light: boolean, facts: StatedFacts) {
  const path = inFace("/reserve-slot", light);
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel(/^Name/).fill("Ada Lovelace");
  await page.getByLabel(/^Email/).fill("ada@example.com");
  await page.getByRole("button", { name: "NEXT STEP" }).click();
  await expect(page.getByRole("heading", { name: "Project Selection" })).toBeVisible();
  readStatedFacts(await visibleText(page), `${path} (step 2)`, facts);
}

const FACES = [
  {
    name: "default",
    light: false,
    home: "/home",
    prices: {
      "entry offer": ["$3,500"],
      "middle offer": ["$6,000"],
      "top offer": ["$12,000"],
      logo: ["$800"],
      copywriting: ["$400"],
      analytics: ["$800"],
      booking: ["$1,300"],
      "e-commerce": ["$1,500"],
      SEO: ["$700"],
      "API integration": ["$1,600"],
    },
    timelines: { "entry offer": ["2-3"], "middle offer": ["3-4"], "top offer": ["4-8"] },
    years: ["7+"],
  },
  {
    name: "light",
    light: true,
    home: "/conservative",
    prices: {
      "entry offer": ["$4,000"],
      "middle offer": ["$8,500"],
      "top offer": ["$12,000"],
      logo: ["$350"],
      copywriting: ["$450"],
      analytics: ["$250"],
      booking: ["$800"],
      "e-commerce": ["$1,200"],
      SEO: ["$650"],
      "API integration": ["$700"],
    },
    timelines: { "entry offer": ["1-2"], "middle offer": ["2-3"], "top offer": ["3-4"] },
    years: ["10+"],
  },
];

test.describe.configure({ timeout: 180_000 });

for (const face of FACES) {
  test(`the ${face.name} face states one price per thing, one timeline per offer, one number of years`, async ({
    page,
  }) => {
    const facts = emptyFacts();
    await readPage(page, face.home, facts);
    for (const path of [...CONTENT_PAGES, ...TOOL_PAGES]) await readPage(page, inFace(path, face.light), facts);
    await readReservationPackages(page, face.light, facts);

    expect(conflicts(facts.prices), "things stated at two prices").toEqual([]);
    expect(conflicts(facts.timelines), "offers stated with two timelines").toEqual([]);
    // Every thing was found, at the face's price: the check above cannot pass by reading nothing.
    for (const [thing, price] of Object.entries(face.prices)) {
      expect(valuesOf(facts.prices[thing]), thing).toEqual(price);
    }
    for (const [offer, weeks] of Object.entries(face.timelines)) {
      expect(valuesOf(facts.timelines[offer]), offer).toEqual(weeks);
    }
    expect(valuesOf(facts.years)).toEqual(face.years);
  });
}
