/**
 * One destination per label (docs/product/public-site.md § One destination per label): every link in the
 * main content of every public page, in both faces, read from the HTML the server sends. The same words lead
 * to the same page everywhere; words that say "book" or "schedule" open a calendar, and words that name a
 * consultation or a call open the consultation calendar.
 */
import { PRERENDERED_PATHS } from "#common/public-routes";
import { expect, test } from "./support/test";

const PAGES = [
  ...PRERENDERED_PATHS.filter((path) => !path.includes(".") && path !== "/"),
  "/contact",
  "/custom-quote",
  "/customize-package?package=business",
];
const FACES = ["", "style=conservative"];

const CALENDARS = ["/book-consultation", "/reserve-slot"];

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/** [label, destination path] of each link to a page of the site in the page's <main>. */
function linksOf(html: string): Array<[string, string]> {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  const links: Array<[string, string]> = [];
  for (const [, href = "", inner = ""] of main.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    if (!href.startsWith("/")) continue; // in-page anchors, mail, phone and other sites
    const label = textOf(inner).replace(/[→›]$/, "").trim().toLowerCase();
    if (label) links.push([label, new URL(href.replaceAll("&amp;", "&"), "http://site").pathname]);
  }
  return links;
}

test("each label leads to one place, and booking words open a calendar", async ({ request }) => {
  test.setTimeout(90_000);
  const destinations = new Map<string, Map<string, string>>();
  for (const face of FACES) {
    for (const path of PAGES) {
      const url = face ? `${path}${path.includes("?") ? "&" : "?"}${face}` : path;
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      for (const [label, destination] of linksOf(await response.text())) {
        const seen = destinations.get(label) ?? new Map<string, string>();
        if (!seen.has(destination)) seen.set(destination, url);
        destinations.set(label, seen);
      }
    }
  }
  expect(destinations.size).toBeGreaterThan(40);
  const problems: string[] = [];
  for (const [label, seen] of destinations) {
    const places = [...seen.keys()];
    if (places.length > 1) {
      problems.push(`"${label}" leads to ${[...seen].map(([place, from]) => `${place} (on ${from})`).join(" and ")}`);
    }
    if (/\b(book|schedule)\b/.test(label) && places.some((place) => !CALENDARS.includes(place))) {
      problems.push(`"${label}" says book but leads to ${places.join(", ")}`);
    }
    if (/\b(consultation|call)\b/.test(label) && places.some((place) => place !== "/book-consultation")) {
      problems.push(`"${label}" names a consultation but leads to ${places.join(", ")}`);
    }
  }
  expect(problems).toEqual([]);
});
