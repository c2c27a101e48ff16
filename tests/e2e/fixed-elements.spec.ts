/**
 * Nothing fixed covers what the visitor reads or fills in: every public page is
 * scrolled from top to end in 150 px steps on a phone and a desktop, and at each
 * step no fixed element (the logo while more than half visible, the menu button,
 * the chat launcher, the scroll-to-top button, the floating total) lies over a
 * form control, label, hint, error, heading or button
 * (docs/product/public-site.md § Fixed elements).
 */
import { findCoveredContent } from "./support/covered-content";
import { expect, test } from "./support/test";

// A long page at 390 px is 40 steps or more.
test.describe.configure({ timeout: 180_000 });

const ROUTES = [
  "/home",
  "/conservative",
  "/about",
  "/services",
  "/portfolio",
  "/process",
  "/testimonials",
  "/blog",
  "/privacy-policy",
  "/terms-of-service",
  "/customize-package",
  "/customize-package?package=business",
  "/custom-quote",
  "/contact",
  "/contact?style=conservative",
  "/client-intake",
  "/reserve-slot",
  "/book-consultation",
  "/tools",
  "/mood-board",
  "/onboarding",
  "/client-portal",
  "/resources",
  "/portal/login",
];

/** A phone and a desktop; FIXED_WIDTHS=320,768,1024,1280 checks other widths (at 800 px high) when the layout changes. */
const VIEWPORTS = process.env.FIXED_WIDTHS
  ? process.env.FIXED_WIDTHS.split(",").map((width) => ({ width: Number(width), height: 800 }))
  : [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ];

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of ROUTES) {
      test(`${route}: nothing fixed covers the page's text or controls`, async ({ page }) => {
        await page.goto(route);
        const covered = await findCoveredContent(page);
        if (covered.length > 0) console.log(`[covered] ${route} @${viewport.width}: ${covered.length}`);
        expect(covered).toEqual([]);
      });
    }
  });
}
