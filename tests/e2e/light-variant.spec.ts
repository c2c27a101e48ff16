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

test("from the light home, Process and Testimonials open in the light face", async ({ page }) => {
  await page.goto("/conservative");
  for (const name of ["Process", "Testimonials"]) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click();
    await expect(page).toHaveURL(/style=conservative/);
    await expect(page.locator("#main-content.tone-light")).toHaveCount(1);
    expect((await tones(page)).heading).toBeLessThan(0.25);
  }
});
