/**
 * The production request path over the real build: prerendered documents,
 * server rendering with a 404 status, security headers with the right CSP,
 * caching and compression. Needs `npm run build` first (npm test does it).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions, emailOutbox } from "#server/db/schema";
import { readFormToken } from "#server/features/spam/form-token";
import { silentLogger } from "#server/logger";
import { loadPageRenderer, loadPageRouteTable } from "#server/web/react-router-build";
import { withRenderCache } from "#server/web/render-cache";
import { createSiteHandler } from "#server/web/site-handler";
import { StaticFiles } from "#server/web/static-files";
import { formToken, TEST_FORM_TOKEN_SECRET } from "../support/form-token";
import { createTestApp, type TestApp } from "../support/test-app";

const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");
let testApp: TestApp;
let site: ReturnType<typeof createSiteHandler>;
/** The same site with the production wiring of server/main.ts: address-only pages cached. */
let cachedSite: ReturnType<typeof createSiteHandler>;

beforeAll(async () => {
  expect(fs.existsSync(path.join(buildDir, "server", "index.js")), "run `npm run build` first").toBe(true);
  testApp = await createTestApp();
  site = createSiteHandler({
    api: testApp.app,
    staticFiles: new StaticFiles(path.join(buildDir, "client")),
    renderPage: await loadPageRenderer(buildDir),
    pageRoutes: await loadPageRouteTable(buildDir),
    logger: silentLogger,
  });
  cachedSite = createSiteHandler({
    api: testApp.app,
    staticFiles: new StaticFiles(path.join(buildDir, "client")),
    renderPage: withRenderCache(await loadPageRenderer(buildDir)),
    logger: silentLogger,
  });
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) => site.request(url, { headers });

function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .filter(Boolean);
}

describe("the site's HTTP behaviour", () => {
  it("answers a page's path in another case or with a final slash with a 301 to its one spelling, query kept", async () => {
    for (const [asked, canonical] of [
      ["/About", "/about"],
      ["/HOME", "/home"],
      ["/about/", "/about"],
      ["/Custom-Quote/?package=growth", "/custom-quote?package=growth"],
      ["/Mood-Board/AbC123", "/mood-board/AbC123"],
      // A parameter goes back as it came, still encoded (a decoded € or line break cannot be a header).
      ["/Mood-Board/%E2%82%AC", "/mood-board/%E2%82%AC"],
      ["/mood-board/x%0Ay/", "/mood-board/x%0Ay"],
    ] as const) {
      const response = await get(asked);
      expect(response.status, asked).toBe(301);
      expect(response.headers.get("location"), asked).toBe(canonical);
    }
    expect((await get("/about")).status).toBe(200);
    const missing = await get("/no/such/page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<!DOCTYPE html>");
  });

  it("serves the prerendered landing page as a complete document, with its text and no JavaScript needed", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"[ >]/);
    expect(html).toContain("Transforming");
    expect(html).toContain("A website that works. Fast, stunning, and built to convert.");
    expect(html).toMatch(/<a[^>]+href="\/home"[^>]*>[\s\S]*?Enter/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("allows exactly the prerendered page's inline scripts by hash, and frames nowhere", async () => {
    const response = await get("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const scripts = inlineScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const hash = createHash("sha256").update(script).digest("base64");
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("renders unknown paths on the server with status 404 and a per-request nonce", async () => {
    const first = await get("/no/such/page");
    const second = await get("/no/such/page");
    expect(first.status).toBe(404);
    const html = await first.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("The page you&#x27;re looking for doesn&#x27;t exist or has been moved.");
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    const otherNonce = /'nonce-([^']+)'/.exec(second.headers.get("content-security-policy") ?? "")?.[1];
    expect(otherNonce).not.toBe(nonce);
    expect(first.headers.get("cache-control")).toBe("no-store");
  });

  it("caches hashed assets for a year and sends the precompressed brotli file", async () => {
    const html = await (await get("/")).text();
    // The framework chunk (React + React Router, vite.config.ts; named in the bootstrap script): large enough to be stored precompressed
    // (files under the compression threshold are sent as they are).
    const assetPath = /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
    expect(assetPath).toBeTruthy();
    const response = await get(assetPath!, { "accept-encoding": "gzip, deflate, br" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toContain("text/javascript");
    // A script is no document: only the headers that protect a subresource.
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("x-frame-options")).toBeNull();
    expect(response.headers.get("permissions-policy")).toBeNull();
    // Fingerprinted and immutable: never revalidated, so no validator header.
    expect(response.headers.get("etag")).toBeNull();
  });

  it("compresses server-rendered HTML for clients that accept it", async () => {
    const brotli = await get("/no/such/page", { "accept-encoding": "br" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const gzip = await get("/no/such/page", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
  });

  it("routes /api to the API with JSON errors", async () => {
    const health = await get("/api/health");
    expect(health.status).toBe(200);
    const missing = await get("/api/nothing-here");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "No API route for GET /api/nothing-here" });
  });

  it("answers a cached customizer page exactly like a fresh render, each with its own nonce", async () => {
    const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" };
    const address = "/customize-package?package=basic&addons=logo";
    const fresh = await get(address, browser);
    const answers = [
      await cachedSite.request(address, { headers: browser }),
      await cachedSite.request(address, { headers: browser }),
    ];
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    const freshHtml = (await fresh.text()).replaceAll(nonceOf(fresh), "NONCE");
    const nonces = answers.map(nonceOf);
    expect(new Set(nonces).size).toBe(2);
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const html = await answer.text();
      const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scriptTags.length).toBeGreaterThan(0);
      for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonces[index]}"`);
      expect(html.replaceAll(nonces[index] ?? "", "NONCE")).toBe(freshHtml);
      expect(html).toContain("Logo Design");
    }
  });
});

describe("the contact form sent without its script (POST /contact, the page's action)", () => {
  let proxied: TestApp;
  let proxiedSite: ReturnType<typeof createSiteHandler>;
  beforeAll(async () => {
    proxied = await createTestApp({ env: { TRUST_PROXY: "true" } });
    proxiedSite = createSiteHandler({
      api: proxied.app,
      staticFiles: new StaticFiles(path.join(buildDir, "client")),
      renderPage: await loadPageRenderer(buildDir),
      logger: silentLogger,
    });
  });
  afterAll(() => proxied.close());

  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

  it("stores the inquiry, with the configuration of the address, and renders the success notice", async () => {
    const email = `form-post-${Date.now()}@example.com`;
    const response = await site.request(
      "/contact?package=professional&addons=logo&total=1&source=customizer",
      form({ name: "Ada Lovelace", email, package: "business", details: "Posted without script" }),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Transmission Successful!");
    expect(html).toContain("We&#x27;ve received your project details");
    const rows = await testApp.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
    expect(rows).toHaveLength(1);
    // Priced by the server from the ids, whatever total the address said.
    expect(rows[0]).toMatchObject({
      name: "Ada Lovelace",
      package: "business",
      details: "Posted without script",
      addOns: ["logo"],
      quotedTotal: 8500 + 350, // Business Engine, Logo Design (docs/product/pricing.md § Customizer add-ons)
    });
  });

  it("renders the form with a form token, confirms a post that carries one, and not a browser's post without", async () => {
    const page = await (await site.request("/contact")).text();
    const rendered = /<input type="hidden" name="formToken" value="([^"]+)"/.exec(page)?.[1];
    const key = Buffer.from(TEST_FORM_TOKEN_SECRET, "utf8");
    expect(readFormToken(key, "contact", rendered, new Date(Date.now() + 60_000))).toMatchObject({
      elapsedMs: expect.any(Number),
    });

    const kindsFor = async (email: string) =>
      (await testApp.database.db.select().from(emailOutbox)).filter(
        (row) => row.toAddress === email || row.replyTo === email,
      );
    const person = `browser-${Date.now()}@example.com`;
    const sent = await site.request(
      "/contact",
      form({ name: "Ada Lovelace", email: person, details: "From the page", ...formToken("contact") }),
    );
    expect(sent.status).toBe(200);
    expect((await kindsFor(person)).map((row) => row.kind).sort()).toEqual(["contact.confirm", "contact.notify"]);

    // A browser's marks are no proof: any script sends them.
    const victim = `victim-${Date.now()}@example.com`;
    const scripted = await site.request(
      "/contact",
      form(
        { name: "Bot", email: victim, details: "Spam" },
        { "Sec-Fetch-Site": "same-origin", Origin: "http://localhost" },
      ),
    );
    expect(scripted.status).toBe(200);
    expect((await kindsFor(victim)).map((row) => row.kind)).toEqual(["contact.notify"]);
    const [lead] = await testApp.database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, victim));
    expect(lead?.automatedReason).toBe("no form token: posted without the form");
  });

  it("answers 400 with the messages and what was typed, and stores nothing", async () => {
    const response = await site.request("/contact", form({ name: "", email: "nope", details: "Keep <b>this</b>" }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Transmission Failed");
    expect(html).toContain("Please enter your name");
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Keep &lt;b&gt;this&lt;/b&gt;</textarea>");
    expect(html).not.toContain("<b>this</b>");
  });

  it("refuses a form posted from another site's page with the API's 403, and stores nothing", async () => {
    const email = `cross-site-${Date.now()}@example.com`;
    const forged: Array<Record<string, string>> = [
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "same-site", Origin: "http://shop.localhost" },
    ];
    for (const headers of forged) {
      const crossSite = await site.request("http://localhost/contact", form({ name: "Mallory", email }, headers));
      expect(crossSite.status, JSON.stringify(headers)).toBe(403);
      expect(await crossSite.json()).toEqual({ error: "Cross-site requests are not allowed." });
    }
    const rows = await testApp.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
    expect(rows).toHaveLength(0);
    // The same form from the site's own page.
    const own = await site.request(
      "http://localhost/contact",
      form({ name: "Ada", email }, { "Sec-Fetch-Site": "same-origin", Origin: "http://localhost" }),
    );
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("Transmission Successful!");
    const stored = await testApp.database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, email));
    expect(stored).toHaveLength(1);
  });

  it("refuses a body over 64 KB (413)", async () => {
    const large = await site.request(
      "/contact",
      form({ name: "x", email: "a@example.com", details: "y".repeat(70_000) }),
    );
    expect(large.status).toBe(413);
  });

  it("counts the visitor, not the server, against the contact rate limit", async () => {
    const from = (address: string) =>
      proxiedSite.request("/contact", form({ name: "", email: "" }, { "X-Forwarded-For": address }));
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await from("203.0.113.7")).status).toBe(400);
    const limited = await from("203.0.113.7");
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Too many requests. Please try again in");
    expect((await from("198.51.100.20")).status).toBe(400);
  });
});
