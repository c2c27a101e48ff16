/**
 * A visitor who chose the light variant stays on it on every page they can
 * reach: pages without a light page of their own are shown in light tones
 * (docs/product/public-site.md § What the variant swaps), and the same pages stay dark by default.
 */
import { expect, type Page, test } from "./support/test";

/** CSS colours (rgb, oklab, color-mix results) as sRGB [r, g, b, a] 0–255, through a one-pixel canvas in the page. */
async function toSrgb(page: Page, colours: readonly string[]): Promise<number[][]> {
  return page.evaluate((list) => {
    const pixel = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    if (!pixel) throw new Error("no canvas");
    return list.map((colour) => {
      pixel.clearRect(0, 0, 1, 1);
      pixel.fillStyle = colour;
      pixel.fillRect(0, 0, 1, 1);
      return [...pixel.getImageData(0, 0, 1, 1).data];
    });
  }, colours);
}

const luminance = ([r = 0, g = 0, b = 0]: number[]) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

/** What the reader sees: the heading's text colour and the large surfaces behind the content, as luminance 0–1. */
async function tones(page: Page) {
  const colours = await page.evaluate(() => {
    const heading = document.querySelector("h1");
    const viewportArea = window.innerWidth * window.innerHeight;
    const surfaces = [...document.querySelectorAll("#main-content *")]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width * Math.min(rect.height, window.innerHeight) > viewportArea * 0.15;
      })
      .map((element) => getComputedStyle(element).backgroundColor);
    return {
      heading: heading ? getComputedStyle(heading).color : null,
      page: getComputedStyle(document.querySelector(".face-light") ?? document.body).backgroundColor,
      surfaces,
    };
  });
  const [pageColour = []] = await toSrgb(page, [colours.page]);
  const [headingColour] = colours.heading ? await toSrgb(page, [colours.heading]) : [];
  return {
    heading: headingColour ? Math.round(luminance(headingColour) * 100) / 100 : -1,
    page: luminance(pageColour),
    surfaces: (await toSrgb(page, colours.surfaces))
      .filter((surface) => (surface[3] ?? 0) / 255 > 0.5)
      .map((surface) => Math.round(luminance(surface) * 100) / 100),
  };
}

const PAGES = [
  "/process",
  "/testimonials",
  "/customize-package?package=business",
  "/custom-quote",
  "/tools",
  "/client-intake",
  "/blog",
];

for (const path of PAGES) {
  test(`${path} is light on the light variant and dark by default`, async ({ page }) => {
    await page.goto(`${path}${path.includes("?") ? "&" : "?"}style=conservative`);
    const light = await tones(page);
    expect(light.heading, "dark text").toBeLessThan(0.25);
    expect(light.page, "a white page").toBeGreaterThan(0.95);
    for (const surface of light.surfaces) expect(surface, "light cards and panels").toBeGreaterThan(0.8);

    await page.goto(path);
    const dark = await tones(page);
    expect(dark.heading, "light text").toBeGreaterThan(0.8);
    await expect(page.locator(".face-light")).toHaveCount(0);
  });
}

/** The hue (0–360) of every coloured text, border and background in the page's main content. */
async function accentHues(page: Page) {
  const colours = await page.evaluate(() =>
    [...document.querySelectorAll("#main-content *")].flatMap((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor, style.borderTopColor];
    }),
  );
  return (await toSrgb(page, colours)).flatMap(([r = 0, g = 0, b = 0, a = 0]) => {
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (a < 128 || max - min < 40) return []; // transparent or grey: no accent
    const hue =
      max === r
        ? ((g - b) / (max - min)) * 60
        : max === g
          ? (2 + (b - r) / (max - min)) * 60
          : (4 + (r - g) / (max - min)) * 60;
    return [Math.round((hue + 360) % 360)];
  });
}

for (const path of ["/process", "/book-consultation", "/tools"]) {
  test(`${path} in the light face wears the light brand's blue, not the dark face's teal and olive`, async ({
    page,
  }) => {
    await page.goto(`${path}?style=conservative`);
    const hues = await accentHues(page);
    expect(hues.length).toBeGreaterThan(3);
    // Blue is about 220°; the dark face's accents darkened were teal (about 190°) and olive (about 85°).
    expect(hues.filter((hue) => (hue >= 60 && hue <= 110) || (hue >= 175 && hue <= 200))).toEqual([]);
    expect(hues.some((hue) => hue >= 210 && hue <= 235)).toBe(true);
  });
}

test("from the light home, Process and Testimonials open in the light face", async ({ page }) => {
  await page.goto("/conservative");
  for (const name of ["Process", "Testimonials"]) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click();
    await expect(page).toHaveURL(/style=conservative/);
    await expect(page.locator("#main-content.tone-light")).toHaveCount(1);
    expect((await tones(page)).heading).toBeLessThan(0.25);
  }
});
