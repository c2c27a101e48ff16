/**
 * A visitor who chose the light variant stays on it on every page they can
 * reach: pages without a light page of their own are shown in light tones
 * (docs/product/public-site.md § What the variant swaps), and the same pages stay dark by default.
 */
import { expect, type Page, test } from "./support/test";

/** What the reader sees: the heading's text colour and the large surfaces behind the content, as luminance 0–1. */
async function tones(page: Page) {
  return page.evaluate(() => {
    // Any CSS colour (rgb, oklab, color-mix results) to sRGB through a one-pixel canvas.
    const pixel = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    const luminance = (color: string) => {
      if (!pixel) throw new Error("no canvas");
      pixel.clearRect(0, 0, 1, 1);
      pixel.fillStyle = color;
      pixel.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = pixel.getImageData(0, 0, 1, 1).data;
      return { value: (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255, alpha: a / 255 };
    };
    const heading = document.querySelector("h1");
    const viewportArea = window.innerWidth * window.innerHeight;
    const surfaces = [...document.querySelectorAll("#main-content *")]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width * Math.min(rect.height, window.innerHeight) > viewportArea * 0.15;
      })
      .map((element) => luminance(getComputedStyle(element).backgroundColor))
      .filter((surface) => surface.alpha > 0.5)
      .map((surface) => Math.round(surface.value * 100) / 100);
    return {
      heading: heading ? Math.round(luminance(getComputedStyle(heading).color).value * 100) / 100 : -1,
      page: luminance(getComputedStyle(document.querySelector(".face-light") ?? document.body).backgroundColor).value,
      surfaces,
    };
  });
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
  return page.evaluate(() => {
    const pixel = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    const hueOf = (color: string) => {
      if (!pixel) throw new Error("no canvas");
      pixel.clearRect(0, 0, 1, 1);
      pixel.fillStyle = color;
      pixel.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = pixel.getImageData(0, 0, 1, 1).data;
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      if (a < 128 || max - min < 40) return undefined; // transparent or grey: no accent
      const hue =
        max === r
          ? ((g - b) / (max - min)) * 60
          : max === g
            ? (2 + (b - r) / (max - min)) * 60
            : (4 + (r - g) / (max - min)) * 60;
      return Math.round((hue + 360) % 360);
    };
    const hues: number[] = [];
    for (const element of document.querySelectorAll("#main-content *")) {
      const style = getComputedStyle(element);
      for (const color of [style.color, style.backgroundColor, style.borderTopColor]) {
        const hue = hueOf(color);
        if (hue !== undefined) hues.push(hue);
      }
    }
    return hues;
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
