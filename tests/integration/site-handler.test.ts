/**
 * The production request path over the real build: prerendered documents,
 * server rendering with a 404 status, security headers with the right CSP,
 * caching and compression. Needs `npm run build` first (npm test does it).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../../server/logger";
import { loadPageRenderer } from "../../server/web/react-router-build";
import { withRenderCache } from "../../server/web/render-cache";
import { createSiteHandler } from "../../server/web/site-handler";
import { StaticFiles } from "../../server/web/static-files";
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
  it("serves the prerendered landing page as a complete document, with its text and no JavaScript needed", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
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
    const etag = response.headers.get("etag");
    const revalidated = await get(assetPath!, { "if-none-match": etag ?? "" });
    expect(revalidated.status).toBe(304);
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
