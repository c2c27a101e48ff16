/**
 * The three result cases of the audit and the texts of the first two
 * (docs/product/website-audit.md § Result cases): access error and request submitted. The third, the full
 * report, is built by the service.
 */
import type { Recommendations } from "#common/audit/audit-schema.ts";
import type { FetchedPage, FetchFailure } from "./safe-fetch.ts";

/** Statuses that mean "the site is there but keeps automated visitors out". */
const GUARDED_STATUSES = new Set([401, 403, 429, 503]);
const CHALLENGE_TITLES =
  /just a moment|attention required|access denied|are you a robot|verify you are human|captcha|ddos protection|security check/i;

export type PageVerdict =
  | { kind: "analyse" }
  | { kind: "manual"; reason: string }
  | { kind: "unreachable"; message: string };

function header(page: FetchedPage, name: string): string {
  const value = page.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

/** Decides which case a fetched page falls in. */
export function classifyPage(page: FetchedPage): PageVerdict {
  const contentType = header(page, "content-type").toLowerCase();
  if (GUARDED_STATUSES.has(page.status)) {
    return { kind: "manual", reason: `the site answered HTTP ${page.status} to our automated check` };
  }
  if (/challenge/i.test(header(page, "cf-mitigated"))) {
    return { kind: "manual", reason: "the site showed a bot challenge to our automated check" };
  }
  if (page.status >= 400) {
    return {
      kind: "unreachable",
      message: `The page answered with HTTP status ${page.status}, so there is no page to analyse.`,
    };
  }
  const isHtml = contentType === "" || /text\/html|application\/xhtml\+xml/.test(contentType);
  if (!isHtml) {
    const type = contentType.split(";")[0]?.trim() || "an unknown type";
    return { kind: "manual", reason: `the address serves ${type} rather than an HTML page` };
  }
  const text = page.body.subarray(0, 64 * 1024).toString("utf8");
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(text)?.[1] ?? "";
  if (
    CHALLENGE_TITLES.test(title) ||
    /cf-challenge|challenge-platform|g-recaptcha|h-captcha/i.test(text.slice(0, 16 * 1024))
  ) {
    return { kind: "manual", reason: "the site showed a bot challenge to our automated check" };
  }
  if (!/<(html|head|body|title|div|p|h1)[\s>]/i.test(text)) {
    return { kind: "manual", reason: "the address returned no HTML content" };
  }
  return { kind: "analyse" };
}

const SUGGESTIONS: Record<FetchFailure["kind"] | "status", string[]> = {
  dns: [
    "Check the spelling of the address, for example yourbusiness.com.",
    "Make sure the domain is registered and points to your web host (its DNS records).",
    "Try the address with or without www.",
  ],
  refused: [
    "Open the address in your browser to check that the site is online.",
    "If the site is online, a firewall may turn away automated visitors: contact us for a manual analysis.",
    "Try again in a few minutes.",
  ],
  timeout: [
    "Open the address in your browser to check that the site loads.",
    "A site that takes more than 10 seconds to answer loses most visitors: contact us for a manual analysis.",
    "Try again in a few minutes.",
  ],
  tls: [
    "Check that the site's TLS certificate is valid, not expired and issued for this exact domain.",
    "Visitors see the same security warning: renewing the certificate is urgent.",
    "Contact us for a manual analysis if the certificate is valid.",
  ],
  redirects: [
    "The address redirects too many times: check the redirect rules of the site (www, https, trailing slash).",
    "Enter the final address of the page directly.",
  ],
  network: [
    "Open the address in your browser to check that the site is online.",
    "Try again in a few minutes.",
    "Contact us for a manual analysis if the problem persists.",
  ],
  status: [
    "Check that the address points to an existing page (the home page is a good start).",
    "Open the address in your browser to see what visitors get.",
    "Contact us for a manual analysis if the page loads for you.",
  ],
};

export function accessErrorRecommendations(message: string, kind: FetchFailure["kind"] | "status"): Recommendations {
  return { error: message, suggestions: SUGGESTIONS[kind] };
}

/** What happens to a manual-analysis request, shown on the page and repeated in its confirmation email. */
export const MANUAL_ANALYSIS_TIMELINE = [
  "Now: your request joins our priority queue",
  "Within 24 hours: a specialist reviews your website by hand",
  "Within 2 business days: you receive a written report with prioritised fixes",
] as const;

/**
 * The "request submitted" case: why the site needs a manual analysis, its
 * timeline and scope. Nothing is stored yet: the page asks for the visitor's
 * email and sends it to POST /api/audit/manual-request (manual-request.ts).
 */
export function manualRequestRecommendations(reason: string): Recommendations {
  return {
    analysis: `Your website could not be analysed automatically because ${reason}.`,
    timeline: [...MANUAL_ANALYSIS_TIMELINE],
    included: [
      "Speed and Core Web Vitals",
      "Search engine visibility (SEO)",
      "Security and HTTPS set-up",
      "Mobile experience",
      "Accessibility (WCAG 2.2)",
      "Content and conversion review",
    ],
  };
}
