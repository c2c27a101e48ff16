/**
 * The fast path (server/web/fast-path.ts) must answer exactly as the site
 * handler behind @hono/node-server did before it: the same status, the same
 * header lines in the same order (only Date and a generated X-Request-Id
 * differ), the same body, the same log line and the same metric. Two real
 * HTTP servers over the real build: one as main.ts ran before the fast path
 * (the site handler alone), one as main.ts runs now. Needs `npm run build`.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpMetrics } from "#server/features/metrics/http-metrics";
import { createLogger } from "#server/logger";
import { createSiteListener } from "#server/web/fast-path";
import { loadPageRenderer } from "#server/web/react-router-build";
import { createSiteHandler } from "#server/web/site-handler";
import { StaticFiles } from "#server/web/static-files";
import { createTestApp, type TestApp } from "../support/test-app";

const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");
const HOST = "127.0.0.1";

interface Side {
  server: http.Server;
  port: number;
  logLines: string[];
  metrics: HttpMetrics;
  /** Paths the site handler (Hono) was asked for: what the fast path let through. */
  honoPaths: string[];
}

let testApp: TestApp;
let before: Side;
let after: Side;

async function side(
  withFastPath: boolean,
  staticFiles: StaticFiles,
  renderPage: Awaited<ReturnType<typeof loadPageRenderer>>,
) {
  const logLines: string[] = [];
  const logger = createLogger("info", (line) => logLines.push(line));
  const metrics = new HttpMetrics();
  const honoPaths: string[] = [];
  const site = createSiteHandler({ api: testApp.app, staticFiles, renderPage, logger, metrics });
  const fetch = (request: Request) => {
    const url = new URL(request.url);
    honoPaths.push(url.pathname + url.search);
    return site.fetch(request);
  };
  const listener = withFastPath
    ? createSiteListener({ fetch }, { staticFiles, logger, metrics, hostname: HOST })
    : getRequestListener(fetch, { hostname: HOST });
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return { server, port: (server.address() as AddressInfo).port, logLines, metrics, honoPaths };
}

beforeAll(async () => {
  expect(fs.existsSync(path.join(buildDir, "server", "index.js")), "run `npm run build` first").toBe(true);
  testApp = await createTestApp();
  const staticFiles = new StaticFiles(path.join(buildDir, "client"));
  const renderPage = await loadPageRenderer(buildDir);
  before = await side(false, staticFiles, renderPage);
  after = await side(true, staticFiles, renderPage);
});
afterAll(async () => {
  for (const { server } of [before, after]) await new Promise((resolve) => server?.close(resolve));
  await testApp?.close();
});

interface Answer {
  status: number;
  /** Header lines as sent: [name, value] in order. */
  headers: [string, string][];
  body: Buffer;
}

function send(port: number, target: string, method = "GET", headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: HOST, port, path: target, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          pairs.push([response.rawHeaders[i] as string, response.rawHeaders[i + 1] as string]);
        }
        resolve({ status: response.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

const header = (answer: Answer, name: string) =>
  answer.headers.find(([candidate]) => candidate.toLowerCase() === name)?.[1];

/** The header lines with the values that differ per request blanked: Date, and the X-Request-Id the server made up. */
function comparable(answer: Answer, requestIdSent: boolean) {
  return answer.headers.map(([name, value]) => {
    const lower = name.toLowerCase();
    if (lower === "date" || (lower === "x-request-id" && !requestIdSent)) return [name, "(varies)"];
    return [name, value];
  });
}

/** A log line without its time, duration and (when made up) request id. */
function comparableLog(line: string | undefined, requestIdSent: boolean) {
  const { time, ms, requestId, ...rest } = JSON.parse(line ?? "{}");
  expect(typeof time).toBe("string");
  expect(typeof ms).toBe("number");
  return requestIdSent ? { requestId, ...rest } : rest;
}

/** Sends the same request to both servers; checks they answer alike and which one the fast path took. */
async function compare(target: string, method: string, headers: Record<string, string>, fastPathAnswers: boolean) {
  const honoBefore = after.honoPaths.length;
  const logsBefore = [before.logLines.length, after.logLines.length];
  const old = await send(before.port, target, method, headers);
  const now = await send(after.port, target, method, headers);
  const requestIdSent = "x-request-id" in headers;
  expect(now.status, target).toBe(old.status);
  expect(comparable(now, requestIdSent), `${method} ${target} headers`).toEqual(comparable(old, requestIdSent));
  expect(now.body.equals(old.body), `${method} ${target} body`).toBe(true);
  expect(header(now, "x-request-id")).toBeTruthy();
  expect(after.honoPaths.length - honoBefore, `${target} answered by the fast path`).toBe(fastPathAnswers ? 0 : 1);
  // One log line each, alike.
  expect(before.logLines.length - (logsBefore[0] ?? 0)).toBe(1);
  expect(after.logLines.length - (logsBefore[1] ?? 0)).toBe(1);
  expect(comparableLog(after.logLines.at(-1), requestIdSent)).toEqual(
    comparableLog(before.logLines.at(-1), requestIdSent),
  );
  return now;
}

/** The server-rendered answers carry a fresh CSP nonce: compare them with the nonce blanked. */
function withoutNonce(answer: Answer) {
  const nonce = /'nonce-([^']+)'/.exec(header(answer, "content-security-policy") ?? "")?.[1] ?? "(none)";
  const encoding = header(answer, "content-encoding");
  const body =
    encoding === "br"
      ? zlib.brotliDecompressSync(answer.body)
      : encoding === "gzip"
        ? zlib.gunzipSync(answer.body)
        : answer.body;
  return {
    status: answer.status,
    headers: answer.headers
      .filter(([name]) => !/^(date|x-request-id|content-length|transfer-encoding)$/i.test(name))
      .map(([name, value]) => [name, value.replaceAll(nonce, "NONCE")]),
    body: body.toString("utf8").replaceAll(nonce, "NONCE"),
  };
}

async function compareFallThrough(target: string, headers: Record<string, string> = {}) {
  const honoBefore = after.honoPaths.length;
  const old = await send(before.port, target, "GET", headers);
  const now = await send(after.port, target, "GET", headers);
  expect(after.honoPaths.length - honoBefore, `${target} went to the site handler`).toBe(1);
  expect(withoutNonce(now)).toEqual(withoutNonce(old));
  return now;
}

let frameworkChunk = "";
let smallAsset = "";

describe("the fast path answers as the site handler does", () => {
  beforeAll(async () => {
    // Both servers see the same requests, for the metrics comparison. The landing page loads the framework
    // (the content pages are static: app/lib/static-page.ts).
    await send(after.port, "/");
    const html = (await send(before.port, "/")).body.toString("utf8");
    frameworkChunk = /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1] ?? "";
    expect(frameworkChunk).toBeTruthy();
    const client = path.join(buildDir, "client", "assets");
    const small = fs
      .readdirSync(client)
      .find((name) => name.endsWith(".js") && !fs.existsSync(path.join(client, `${name}.br`)));
    expect(small, "an asset too small to be precompressed").toBeTruthy();
    smallAsset = `/assets/${small}`;
  });

  it("prerendered pages, for every Accept-Encoding, and with tracking parameters", async () => {
    for (const encoding of ["br", "gzip, deflate, br", "gzip", "deflate", "identity", undefined]) {
      const headers: Record<string, string> = encoding === undefined ? {} : { "accept-encoding": encoding };
      for (const target of ["/", "/home", "/services", "/home?utm_source=x", "/home?utm_source=x&fbclid=y&ref="]) {
        const answer = await compare(target, "GET", headers, true);
        expect(answer.status).toBe(200);
      }
    }
    const brotli = await compare("/home", "GET", { "accept-encoding": "gzip, br" }, true);
    expect(header(brotli, "content-encoding")).toBe("br");
    expect(header(brotli, "content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(header(brotli, "x-frame-options")).toBe("DENY");
    const plain = await compare("/home", "GET", {}, true);
    expect(header(plain, "content-encoding")).toBeUndefined();
    expect(plain.body.toString("utf8")).toMatch(/^<!DOCTYPE html>/);
  });

  it("hashed assets and public files, with or without a query", async () => {
    for (const encoding of ["br", "gzip", "gzip, deflate, br", undefined]) {
      const headers: Record<string, string> = encoding === undefined ? {} : { "accept-encoding": encoding };
      for (const target of [frameworkChunk, `${frameworkChunk}?v=2`, smallAsset, "/favicon.svg", "/robots.txt"]) {
        await compare(target, "GET", headers, true);
      }
    }
    const gzip = await compare(frameworkChunk, "GET", { "accept-encoding": "gzip" }, true);
    expect(header(gzip, "content-encoding")).toBe("gzip");
    expect(header(gzip, "cache-control")).toBe("public, max-age=31536000, immutable");
    expect(header(gzip, "cross-origin-resource-policy")).toBe("same-origin");
    expect(header(gzip, "x-frame-options")).toBeUndefined();
  });

  it(".data files without a query; with a query they go to the site handler", async () => {
    await compare("/sitemap.xml.data", "GET", { "accept-encoding": "br" }, true);
    await compare("/sitemap.xml.data?", "GET", { "accept-encoding": "br" }, true);
    await compare("/robots.txt.data", "GET", {}, true);
    await compareFallThrough("/sitemap.xml.data?_routes=root", { "accept-encoding": "br" });
  });

  it("a page's path with a final slash goes to the site handler, which redirects it to the path without", async () => {
    await compareFallThrough("/home/", { "accept-encoding": "br" });
  });

  it("HEAD: the GET headers (Content-Length included) and no body", async () => {
    for (const target of ["/home", frameworkChunk]) {
      const answer = await compare(target, "HEAD", { "accept-encoding": "br" }, true);
      expect(answer.body.length).toBe(0);
      expect(Number(header(answer, "content-length"))).toBeGreaterThan(0);
    }
  });

  it("If-None-Match: 304 for the current ETag, 200 for another; a fingerprinted asset has none", async () => {
    const asset = await compare(frameworkChunk, "GET", { "if-none-match": '"any"', "accept-encoding": "br" }, true);
    expect(asset.status).toBe(200);
    expect(header(asset, "etag")).toBeUndefined();
    for (const target of ["/home", "/favicon.svg"]) {
      await send(before.port, target);
      const etag = header(await send(after.port, target), "etag") ?? "";
      const revalidated = await compare(target, "GET", { "if-none-match": etag, "accept-encoding": "br" }, true);
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      await compare(target, "HEAD", { "if-none-match": etag }, true);
      const stale = await compare(target, "GET", { "if-none-match": '"stale"', "accept-encoding": "br" }, true);
      expect(stale.status).toBe(200);
    }
  });

  it("keeps the client's X-Request-Id when it is a short plain token and logs it; replaces any other", async () => {
    const kept = await compare("/home", "GET", { "x-request-id": "trace-abc-123" }, true);
    expect(header(kept, "x-request-id")).toBe("trace-abc-123");
    expect(JSON.parse(after.logLines.at(-1) ?? "{}").requestId).toBe("trace-abc-123");
    const longest = await compare(frameworkChunk, "GET", { "x-request-id": "x".repeat(64) }, true);
    expect(header(longest, "x-request-id")).toBe("x".repeat(64));
    // Each server makes up its own id for these: the answer names the id its log line has.
    for (const refused of ["x".repeat(65), `${"y".repeat(20)} z`, "<script>"]) {
      for (const side of [before, after]) {
        const answered = await send(side.port, "/home", "GET", { "x-request-id": refused });
        const id = header(answered, "x-request-id") ?? "";
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(JSON.parse(side.logLines.at(-1) ?? "{}").requestId).toBe(id);
      }
    }
    const made = await compare("/home", "GET", {}, true);
    expect(header(made, "x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("leaves everything else to the site handler: other queries, server-rendered pages, 404s, the API, other methods", async () => {
    const queried = await compareFallThrough("/home?page=2");
    expect(queried.status).toBe(200);
    const missing = await compareFallThrough("/no/such/page", { "accept-encoding": "br" });
    expect(missing.status).toBe(404);
    expect(header(missing, "cache-control")).toBe("no-store");
    await compareFallThrough("/assets/no-such-file.js");
    await compareFallThrough("/home/../services");
    await compareFallThrough("/api/health");
    const honoBefore = after.honoPaths.length;
    const posted = await send(after.port, "/api/nothing-here", "POST");
    expect(after.honoPaths.length - honoBefore).toBe(1);
    expect(posted.status).toBe(404);
    expect(posted.body.toString("utf8")).toBe(
      (await send(before.port, "/api/nothing-here", "POST")).body.toString("utf8"),
    );
  });

  it("counts its requests in the metrics under the same labels", () => {
    const requestCounts = (metrics: HttpMetrics) =>
      metrics
        .render()
        .split("\n")
        .filter((line) => line.startsWith("http_requests_total{"));
    const counts = requestCounts(after.metrics);
    expect(counts).toEqual(requestCounts(before.metrics));
    expect(counts.some((line) => line.includes('route="(static file)",method="GET",status="200"'))).toBe(true);
    expect(counts.some((line) => line.includes('route="/home",method="HEAD",status="304"'))).toBe(true);
  });
});
