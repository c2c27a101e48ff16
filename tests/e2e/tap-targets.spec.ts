/**
 * Targets a thumb can hit (WCAG 2.2 § 2.5.8, docs/product/public-site.md § Tap targets): on a phone, every
 * link, button and field of every public page, in both faces, is at least 24 by 24 px, and every button
 * that sends a form at least 44 px tall. Exempt, as the rule exempts them: a link inside a sentence, and a
 * choice's own input hidden inside the card or tile that is its label (the label is the target).
 */
import { PRERENDERED_PATHS } from "#common/public-routes";
import { expect, test } from "./support/test";

const PAGES = [
  ...PRERENDERED_PATHS.filter((path) => !path.includes(".")),
  "/contact",
  "/custom-quote",
  "/customize-package?package=business",
  // One article stands for the blog's posts: they share one layout.
  "/blog/technical-seo-checklist",
];

test.use({ viewport: { width: 390, height: 844 } });

for (const face of ["", "style=conservative"]) {
  test(`every target is 24 px or more, and a form's send button 44 px, at 390 px${face ? " (light face)" : ""}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const small: string[] = [];
    for (const path of PAGES) {
      const url = face ? `${path}${path.includes("?") ? "&" : "?"}${face}` : path;
      await page.goto(url);
      const found = await page.evaluate(() => {
        const out: string[] = [];
        const targets = document.querySelectorAll(
          "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]",
        );
        for (const target of targets) {
          const box = target.getBoundingClientRect();
          const style = getComputedStyle(target);
          if (box.width === 0 || box.height === 0 || style.visibility === "hidden") continue;
          // A choice's input hidden in its card: the label around it is what the thumb hits.
          const label = target.closest("label");
          if (target.tagName === "INPUT" && box.width <= 1 && label) {
            const labelBox = label.getBoundingClientRect();
            if (labelBox.width >= 24 && labelBox.height >= 24) continue;
          }
          // The spam trap is off screen for people.
          if (target.tagName === "INPUT" && box.width <= 1 && target.getAttribute("tabindex") === "-1") continue;
          // A link inside a sentence.
          const parent = target.parentElement;
          if (
            target.tagName === "A" &&
            style.display === "inline" &&
            parent &&
            (parent.textContent ?? "").trim().length > (target.textContent ?? "").trim().length + 20
          ) {
            continue;
          }
          const name = (target.textContent || target.getAttribute("aria-label") || target.tagName).trim().slice(0, 40);
          if (box.width < 24 || box.height < 24)
            out.push(`"${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
          if (target.matches("form button[type=submit]") && box.height < 44) {
            out.push(`send button "${name}" ${Math.round(box.height)} px tall`);
          }
        }
        return out;
      });
      small.push(...found.map((entry) => `${url}: ${entry}`));
    }
    expect(small).toEqual([]);
  });
}
