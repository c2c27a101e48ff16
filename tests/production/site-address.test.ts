/**
 * One build serves any address: the real server process, started with a
 * PUBLIC_SITE_URL the build was not made for, names that address in every
 * canonical URL, Open Graph URL, JSON-LD URL, sitemap entry and robots.txt line
 * — prerendered pages, their compressed copies, their client-side data and
 * pages rendered per request alike (docs/decisions/027-site-address-at-start.md).
 * Needs `npm run build` (npm test builds first).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtSiteOrigin } from "#server/web/static-files";
import {
  buildDir,
  createEmptyDatabase,
  killAllServers,
  type ServerProcess,
  sharedPostgresServerUrl,
  startServer,
} from "./support/server-process";

const ADDRESS = "https://www.agency-at-start.example";
let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
let server: ServerProcess;
const builtOrigin = builtSiteOrigin(path.join(buildDir, "client"));

beforeAll(async () => {
  database = await createEmptyDatabase(sharedPostgresServerUrl());
  server = await startServer({ DATABASE_URL: database.url, PUBLIC_SITE_URL: ADDRESS });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await killAllServers();
  await database?.drop();
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${server.url}${pathname}`, { headers });

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .filter(Boolean)
    .map((content) => `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
}

describe("a server started with a PUBLIC_SITE_URL the build was not made for", () => {
  it("was built for another address (else this test would prove nothing)", () => {
    expect(builtOrigin).toBeTruthy();
    expect(builtOrigin).not.toBe(ADDRESS);
  });

  it("names its own address in a prerendered page's canonical, Open Graph URL and JSON-LD, and nowhere the build's", async () => {
    const response = await get("/home");
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${ADDRESS}/home"/>`);
    expect(html).toContain(`<meta property="og:url" content="${ADDRESS}/home"/>`);
    expect(html).toContain(`"@id":"${ADDRESS}/#agency"`);
    expect(html).toContain(`data-site-origin="${ADDRESS}"`);
    expect(html).not.toContain(builtOrigin);
    // The inline JSON-LD changed, and the policy allows exactly the scripts the page now carries.
    const policy = response.headers.get("content-security-policy") ?? "";
    for (const hash of inlineScriptHashes(html)) expect(policy).toContain(hash);
  });

  it("sends the same text compressed, with brotli and with gzip", async () => {
    const plain = await (await get("/about", { "accept-encoding": "identity" })).text();
    expect(plain).toContain(`${ADDRESS}/about`);
    for (const encoding of ["br", "gzip"]) {
      const response = await fetch(`${server.url}/about`, { headers: { "accept-encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      // fetch decompresses: the text is the same document either way.
      expect(await response.text()).toBe(plain);
    }
  });

  it("lists its own address in sitemap.xml and robots.txt", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${ADDRESS}/home</loc>`);
    expect(sitemap).not.toContain(builtOrigin);
    expect(await (await get("/robots.txt")).text()).toContain(`Sitemap: ${ADDRESS}/sitemap.xml`);
  });

  it("names it in pages rendered per request too", async () => {
    const html = await (await get("/custom-quote?package=growth")).text();
    expect(html).toContain(`<link rel="canonical" href="${ADDRESS}/custom-quote`);
    expect(html).not.toContain(builtOrigin);
  });

  it("leaves the build's files on disk as they were", () => {
    const stored = fs.readFileSync(path.join(buildDir, "client", "home", "index.html"), "utf8");
    expect(stored).toContain(`${builtOrigin}/home`);
    const storedBrotli = zlib.brotliDecompressSync(
      fs.readFileSync(path.join(buildDir, "client", "home", "index.html.br")),
    );
    expect(storedBrotli.toString("utf8")).toBe(stored);
  });
});
