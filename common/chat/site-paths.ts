/**
 * The site paths an assistant reply may name (/custom-quote?package=business):
 * found by one pattern — a slash that starts a word, so "and/or", "24/7" or
 * "</script>" stay text — and checked against the site's pages and the
 * package ids those pages accept. The chat widget links them; the figure
 * guard refuses a reply that names any other.
 */
import { CUSTOMIZER_ADD_ON_IDS } from "../catalog/customizer-add-ons";
import { PACKAGE_ID_ALIASES } from "../catalog/packages";
import { QUOTE_ADD_ONS, QUOTE_PACKAGE_IDS } from "../catalog/quote";
import { TIER_KEYS } from "../catalog/tiers";
import { CONTACT_PACKAGE_IDS } from "../forms/contact-options";
import { PRERENDERED_PATHS, SERVER_RENDERED_PAGES } from "../public-routes";

export const SITE_PATH_PATTERN =
  /(?<![\w/<])(\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*(?:\?[a-z0-9=&-]+(?:,[a-z0-9=&-]+)*)?)/gi;

/** The `addons` each pricing tool understands: a reply's link opens the tool with the add-ons it priced. */
const ADD_ON_VALUES: Record<string, readonly string[]> = {
  "/custom-quote": QUOTE_ADD_ONS.map((addOn) => addOn.id),
  "/customize-package": CUSTOMIZER_ADD_ON_IDS,
};

/** The public pages: prerendered, or rendered per request. */
export const SITE_PAGE_PATHS: ReadonlySet<string> = new Set([
  ...PRERENDERED_PATHS.filter((path) => !path.includes(".")),
  ...SERVER_RENDERED_PAGES,
]);

/** The `package` values each page understands. */
const PACKAGE_VALUES: Record<string, readonly string[]> = {
  "/custom-quote": [...QUOTE_PACKAGE_IDS, ...TIER_KEYS],
  "/customize-package": Object.keys(PACKAGE_ID_ALIASES),
  "/contact": [...CONTACT_PACKAGE_IDS, "landing"],
  "/reserve-slot": [...TIER_KEYS],
};

/** The page part of a path is a page of the site. */
export function isSitePage(path: string): boolean {
  return SITE_PAGE_PATHS.has(path.split("?")[0] ?? "");
}

/**
 * A page of the site, with only a `package` the page understands, the add-ons its tool sells, the quote builder's
 * maintenance and the light variant's `style`.
 */
export function isSitePath(path: string): boolean {
  const [page = "", query] = path.split("?");
  if (!SITE_PAGE_PATHS.has(page)) return false;
  if (query === undefined) return true;
  const params = new URLSearchParams(query);
  for (const [key, value] of params) {
    if (key === "style" && value === "conservative") continue;
    if (key === "package" && PACKAGE_VALUES[page]?.includes(value)) continue;
    if (key === "addons" && value.split(",").every((id) => ADD_ON_VALUES[page]?.includes(id))) continue;
    if (key === "maintenance" && value === "1" && page === "/custom-quote") continue;
    return false;
  }
  return true;
}

/** Every site-like path a text names, in order. */
export function pathsIn(text: string): string[] {
  return [...text.matchAll(SITE_PATH_PATTERN)].map((match) => match[1] ?? "");
}

/** What a page is called when a reply links it (a button reads better than a path on a phone). */
const PAGE_LABELS: Record<string, string> = {
  "/home": "Home",
  "/about": "About us",
  "/services": "Services & pricing",
  "/portfolio": "Our work",
  "/process": "Our process",
  "/testimonials": "Testimonials",
  "/blog": "Insights",
  "/privacy-policy": "Privacy policy",
  "/terms-of-service": "Terms of service",
  "/reserve-slot": "Reserve a slot",
  "/book-consultation": "Book a call",
  "/client-intake": "Start your project",
  "/tools": "Free website audit",
  "/mood-board": "Mood board",
  "/resources": "Resources",
  "/contact": "Contact us",
  "/custom-quote": "Custom quote",
  "/customize-package": "Customize package",
};

/** The label of a site path a reply names: "/custom-quote?package=business" → "Custom quote". */
export function pageLabel(path: string): string {
  return PAGE_LABELS[path.split("?")[0] ?? ""] ?? path;
}
