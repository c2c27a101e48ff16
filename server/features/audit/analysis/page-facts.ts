/**
 * Everything the built-in analysis knows about a page, read from one HTTP
 * response: its timing and headers, and its HTML parsed with cheerio.
 * Pure and deterministic — the same response gives the same facts.
 */
import * as cheerio from "cheerio";
import type { FetchedPage } from "../safe-fetch.ts";

export interface PageFacts {
  url: string;
  https: boolean;
  /** Why the https:// address failed, when the page was fetched over http:// instead (fetch-site.ts). */
  httpsFailure: string | null;
  status: number;
  contentType: string;
  ttfbMs: number;
  totalMs: number;
  transferBytes: number;
  htmlBytes: number;
  truncated: boolean;
  compressed: boolean;
  cacheable: boolean;
  redirectCount: number;
  headers: {
    hsts: boolean;
    csp: boolean;
    frameAncestors: boolean;
    xFrameOptions: boolean;
    nosniff: boolean;
    referrerPolicy: boolean;
    serverVersionLeak: boolean;
    robotsNoindex: boolean;
  };
  cookies: { count: number; insecure: number };
  html: {
    doctype: boolean;
    charset: boolean;
    lang: boolean;
    title: string | null;
    metaDescription: string | null;
    canonical: boolean;
    viewport: string | null;
    robotsNoindex: boolean;
    h1Count: number;
    h2Count: number;
    headingSkips: number;
    images: number;
    imagesWithoutAlt: number;
    imagesWithoutSize: number;
    formControls: number;
    unlabelledControls: number;
    links: number;
    internalLinks: number;
    emptyLinks: number;
    vagueLinks: number;
    buttons: number;
    unnamedButtons: number;
    openGraph: boolean;
    structuredData: boolean;
    blockingScripts: number;
    stylesheets: number;
    mixedContent: number;
    favicon: boolean;
    touchIcon: boolean;
    wordCount: number;
  };
}

const VAGUE_LINK_TEXT = new Set(["click here", "here", "read more", "more", "learn more", "link", "this"]);

function header(page: FetchedPage, name: string): string {
  const value = page.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

function readHtml(page: FetchedPage, https: boolean, origin: string) {
  const text = page.body.toString("utf8");
  const $ = cheerio.load(text);
  const attr = (selector: string, name: string) => $(selector).first().attr(name)?.trim() ?? null;

  const levels = $("h1, h2, h3, h4, h5, h6")
    .toArray()
    .map((element) => Number(element.tagName.slice(1)));
  let headingSkips = 0;
  for (let index = 1; index < levels.length; index++) {
    if ((levels[index] ?? 0) > (levels[index - 1] ?? 0) + 1) headingSkips++;
  }

  const labelled = new Set(
    $("label[for]")
      .map((_, element) => $(element).attr("for"))
      .get(),
  );
  const controls = $(
    "input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=image]), select, textarea",
  );
  const unlabelledControls = controls.filter((_, element) => {
    const control = $(element);
    const id = control.attr("id");
    return !(
      (id && labelled.has(id)) ||
      control.attr("aria-label")?.trim() ||
      control.attr("aria-labelledby") ||
      control.closest("label").length > 0 ||
      control.attr("title")?.trim()
    );
  }).length;

  const links = $("a[href]");
  let internalLinks = 0;
  let emptyLinks = 0;
  let vagueLinks = 0;
  links.each((_, element) => {
    const link = $(element);
    const name = (link.text() || link.attr("aria-label") || link.find("img[alt]").attr("alt") || "").trim();
    if (!name) emptyLinks++;
    else if (VAGUE_LINK_TEXT.has(name.toLowerCase())) vagueLinks++;
    try {
      if (new URL(link.attr("href") ?? "", origin).origin === origin) internalLinks++;
    } catch {
      // an unparsable href is neither internal nor external
    }
  });

  const buttons = $("button, [role=button], input[type=submit], input[type=button]");
  const unnamedButtons = buttons.filter((_, element) => {
    const button = $(element);
    return !(
      button.text().trim() ||
      button.attr("aria-label")?.trim() ||
      button.attr("value")?.trim() ||
      button.attr("title")
    );
  }).length;

  const head = $("head");
  const blockingScripts = head.find("script[src]").filter((_, element) => {
    const script = $(element);
    return script.attr("async") === undefined && script.attr("defer") === undefined && script.attr("type") !== "module";
  }).length;
  const stylesheets = head
    .find('link[rel~="stylesheet"]')
    .filter((_, element) => !$(element).attr("media")?.includes("print")).length;

  const subresources = $(
    "script[src], link[rel~=stylesheet][href], img[src], iframe[src], video[src], audio[src], source[src]",
  )
    .map((_, element) => $(element).attr("src") ?? $(element).attr("href") ?? "")
    .get();
  const mixedContent = https ? subresources.filter((src) => src.trim().toLowerCase().startsWith("http://")).length : 0;

  const robots = (attr('meta[name="robots" i]', "content") ?? "").toLowerCase();
  $("script, style, noscript, template, svg").remove();
  const words = $("body")
    .text()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));

  const images = $("img");
  return {
    doctype: /^\s*(<!--[\s\S]*?-->\s*)*<!doctype html/i.test(text),
    charset:
      $("meta[charset]").length > 0 ||
      /charset=/i.test(attr('meta[http-equiv="content-type" i]', "content") ?? "") ||
      /charset=/i.test(header(page, "content-type")),
    lang: Boolean($("html").attr("lang")?.trim()),
    title: $("title").first().text().trim() || null,
    metaDescription: attr('meta[name="description" i]', "content") || null,
    canonical: $('link[rel="canonical" i][href]').length > 0,
    viewport: attr('meta[name="viewport" i]', "content"),
    robotsNoindex: robots.includes("noindex"),
    h1Count: $("h1").length,
    h2Count: $("h2").length,
    headingSkips,
    images: images.length,
    imagesWithoutAlt: images.filter((_, element) => $(element).attr("alt") === undefined).length,
    imagesWithoutSize: images.filter((_, element) => !($(element).attr("width") && $(element).attr("height"))).length,
    formControls: controls.length,
    unlabelledControls,
    links: links.length,
    internalLinks,
    emptyLinks,
    vagueLinks,
    buttons: buttons.length,
    unnamedButtons,
    openGraph: $('meta[property="og:title"]').length > 0 && $('meta[property="og:description"]').length > 0,
    structuredData: $('script[type="application/ld+json"]').length > 0 || $("[itemscope]").length > 0,
    blockingScripts,
    stylesheets,
    mixedContent,
    favicon: $('link[rel~="icon" i]').length > 0,
    touchIcon: $('link[rel="apple-touch-icon" i], link[rel="manifest" i], meta[name="theme-color" i]').length > 0,
    wordCount: words.length,
  };
}

export function pageFacts(page: FetchedPage, context: { httpsFailure?: string } = {}): PageFacts {
  const url = new URL(page.finalUrl);
  const https = url.protocol === "https:";
  const cookies = page.headers["set-cookie"];
  const cookieList = Array.isArray(cookies) ? cookies : cookies ? [cookies] : [];
  const csp = header(page, "content-security-policy");
  const cacheControl = header(page, "cache-control").toLowerCase();
  return {
    url: page.finalUrl,
    https,
    httpsFailure: context.httpsFailure ?? null,
    status: page.status,
    contentType: header(page, "content-type").toLowerCase(),
    ttfbMs: page.ttfbMs,
    totalMs: page.totalMs,
    transferBytes: page.transferBytes,
    htmlBytes: page.body.length,
    truncated: page.truncated,
    compressed: Boolean(page.contentEncoding && page.contentEncoding !== "identity"),
    cacheable:
      (Boolean(cacheControl) && !/no-store/.test(cacheControl)) ||
      Boolean(header(page, "etag") || header(page, "last-modified")),
    redirectCount: page.redirects.length,
    headers: {
      hsts: https && /max-age=\d+/i.test(header(page, "strict-transport-security")),
      csp: Boolean(csp),
      frameAncestors: /frame-ancestors/i.test(csp),
      xFrameOptions: /deny|sameorigin/i.test(header(page, "x-frame-options")),
      nosniff: /nosniff/i.test(header(page, "x-content-type-options")),
      referrerPolicy: Boolean(header(page, "referrer-policy")),
      serverVersionLeak: /\d/.test(header(page, "server")) || Boolean(header(page, "x-powered-by")),
      robotsNoindex: /noindex/i.test(header(page, "x-robots-tag")),
    },
    cookies: {
      count: cookieList.length,
      insecure: cookieList.filter(
        (cookie) =>
          !(/;\s*httponly/i.test(cookie) && /;\s*samesite=/i.test(cookie) && (!https || /;\s*secure/i.test(cookie))),
      ).length,
    },
    html: readHtml(page, https, url.origin),
  };
}
