/**
 * GET /metrics (docs/product/operations.md § Metrics) through the site handler that main.ts serves:
 * off unless METRICS_TOKEN is set, then bearer-protected; request counts and
 * latencies labelled by route pattern, never by raw path; leads, audits and
 * the outbox read from the database.
 */
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { auditResults, emailOutbox, moodBoards } from "#server/db/schema";
import { silentLogger } from "#server/logger";
import { createSiteHandler } from "#server/web/site-handler";
import { StaticFiles } from "#server/web/static-files";
import { formToken } from "#tests/support/form-token";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { HttpMetrics, labelValue } from "./http-metrics";
import { bearerTokenMatches, createMetricsEndpoint } from "./metrics-endpoint";

const TOKEN = "metrics-token-for-tests-0123";
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_FACTOR: "100" } });
});
afterAll(() => testApp.close());

function site(token: string | undefined) {
  const metrics = new HttpMetrics();
  return createSiteHandler({
    api: testApp.app,
    staticFiles: new StaticFiles(`${os.tmpdir()}/no-such-client-build`),
    renderPage: async (request) =>
      new Response(`<p>${new URL(request.url).pathname}</p>`, {
        status: new URL(request.url).pathname.startsWith("/mood-board/") ? 200 : 404,
        headers: { "Content-Type": "text/html" },
      }),
    pageRoutes: {
      pattern: (pathname) => (pathname.startsWith("/mood-board/") ? "/mood-board/:shareId" : "/*"),
      canonicalPath: () => undefined,
    },
    logger: silentLogger,
    metrics,
    metricsEndpoint: createMetricsEndpoint({ token, http: metrics, db: testApp.database.db, logger: silentLogger }),
  });
}

/** The value of one sample line, e.g. `agency_leads{kind="contact"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("is off (404) without METRICS_TOKEN", async () => {
    const response = await site(undefined).request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
  });

  it("refuses a missing or wrong bearer token with 401", async () => {
    const handler = site(TOKEN);
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, "Bearer "]) {
      const response = await handler.request("/metrics", {
        headers: authorization === undefined ? {} : { Authorization: authorization },
      });
      expect(response.status, String(authorization)).toBe(401);
      expect(await response.text()).not.toContain("http_requests_total");
    }
  });

  it("counts requests and latencies by route pattern, method and status", async () => {
    const handler = site(TOKEN);
    await handler.request("/mood-board/abc123");
    await handler.request("/mood-board/def456");
    await handler.request("/random/path/1");
    await handler.request("/random/path/2");
    await handler.request(
      "/api/contact",
      jsonRequest({ name: "Ada", email: "ada@example.com", ...formToken("contact") }),
    );
    await handler.request("/api/contact", jsonRequest({ name: "", email: "not-an-email" }));
    await handler.request("/api/admin/submissions");

    const response = await handler.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = await response.text();
    expect(sample(text, 'http_requests_total{route="/mood-board/:shareId",method="GET",status="200"}')).toBe(2);
    expect(sample(text, 'http_requests_total{route="/*",method="GET",status="404"}')).toBe(2);
    expect(sample(text, 'http_requests_total{route="/api/contact",method="POST",status="201"}')).toBe(1);
    expect(sample(text, 'http_requests_total{route="/api/contact",method="POST",status="400"}')).toBe(1);
    expect(sample(text, 'http_requests_total{route="/api/admin/*",method="GET",status="401"}')).toBe(1);
    expect(text).not.toContain("abc123");
    expect(text).not.toContain("/random/path");
    const bucket =
      'http_request_duration_seconds_bucket{route="/mood-board/:shareId",method="GET",status="200",le="+Inf"}';
    expect(sample(text, bucket)).toBe(2);
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
  });

  it("reports leads by kind, audits run and the outbox depth from the database", async () => {
    const db = testApp.database.db;
    await db.insert(auditResults).values([{ websiteUrl: "https://a.example" }, { websiteUrl: "https://b.example" }]);
    await db.insert(moodBoards).values({
      projectName: "P",
      projectType: "t",
      targetAudience: "a",
      businessGoals: "g",
      brandPersonality: [],
      colorPreferences: [],
      stylePreferences: [],
    });
    await db
      .insert(emailOutbox)
      .values({ kind: "test", toAddress: "x@example.com", subject: "s", textBody: "t", status: "failed" });

    const text = await (
      await site(TOKEN).request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(sample(text, "agency_database_up")).toBe(1);
    expect(sample(text, 'agency_leads{kind="contact"}')).toBe(1); // from the test above
    expect(sample(text, 'agency_leads{kind="mood_board"}')).toBe(1);
    expect(sample(text, 'agency_leads{kind="reservation"}')).toBe(0);
    expect(sample(text, "agency_audits_run")).toBe(2);
    expect(sample(text, 'agency_outbox_messages{status="pending"}')).toBe(2); // the lead's two emails
    expect(sample(text, 'agency_outbox_messages{status="failed"}')).toBe(1);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });
});

describe("metric building blocks", () => {
  it("compares bearer tokens exactly", () => {
    expect(bearerTokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerTokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerTokenMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerTokenMatches(undefined, TOKEN)).toBe(false);
  });

  it("escapes label values and caps the number of series", () => {
    expect(labelValue('a"b\\c\nd')).toBe('a\\"b\\\\c\\nd');
    const metrics = new HttpMetrics();
    for (let index = 0; index < 1500; index++) metrics.observe("GET", `/route-${index}`, 200, 0.001);
    const text = metrics.render();
    const series = text.split("\n").filter((line) => line.startsWith("http_requests_total{"));
    expect(series.length).toBeLessThanOrEqual(1001);
    expect(sample(text, 'http_requests_total{route="(other)",method="GET",status="200"}')).toBe(500);
  });

  it("accepts METRICS_TOKEN of 16 characters or more only", () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(
      "Invalid environment variable METRICS_TOKEN: must be at least 16 characters",
    );
  });
});
