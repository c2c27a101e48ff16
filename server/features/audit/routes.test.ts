import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditResults, contactSubmissions } from "#server/db/schema";
import type { AppDeps } from "#server/deps.ts";
import { errorResponse } from "#server/http/errors";
import { silentLogger } from "#server/logger";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { auditRoutes } from "./routes";
import { type FixtureSites, startFixtureSites } from "./test-support/fixture-sites";

type AuditBody = {
  audit: {
    id?: number;
    websiteUrl: string;
    loadTime: number;
    overallScore: number;
    performanceScore: number;
    seoScore: number;
    securityScore: number;
    mobileScore: number;
    accessibilityScore: number;
    recommendations: Record<string, unknown> & {
      error?: string;
      suggestions?: string[];
      analysis?: string;
      timeline?: string[];
      included?: string[];
      priority?: Array<{ title: string; problem: string; impact: string; fix: string }>;
    };
  };
};

/** The audit API with the address rule lifted (fixtures live on loopback) and no browser. */
function builtInOnlyApi(testApp: TestApp, fetchOptions = {}) {
  const deps: AppDeps = {
    db: testApp.database.db,
    config: testApp.config,
    logger: silentLogger,
    now: () => new Date(),
  };
  const api = new Hono();
  api.route("/api/audit", auditRoutes(deps, { lighthouse: null, fetch: fetchOptions }));
  api.onError((error, c) => errorResponse(c, error, () => {}));
  return api;
}

describe("POST /api/audit on fixture sites (AUDIT_ALLOW_PRIVATE_HOSTS on, built-in analysis)", () => {
  let testApp: TestApp;
  let sites: FixtureSites;
  let api: Hono;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUDIT_ALLOW_PRIVATE_HOSTS: "true", RATE_LIMIT_FACTOR: "100" } });
    sites = await startFixtureSites({ slowMs: 1500 });
    api = builtInOnlyApi(testApp);
  });
  afterAll(async () => {
    await sites.close();
    await testApp.close();
  });

  const audit = async (websiteUrl: string) => {
    const response = await api.request("/api/audit", jsonRequest({ websiteUrl }));
    return { status: response.status, body: (await response.json()) as AuditBody };
  };

  it("reports a good page with high scores and stores the full row", async () => {
    const { status, body } = await audit(`${sites.origin}/good`);
    expect(status).toBe(200);
    const result = body.audit;
    expect(result.recommendations.error).toBeUndefined();
    expect(result.recommendations.analysis).toBeUndefined();
    expect(result.seoScore).toBeGreaterThanOrEqual(90);
    expect(result.accessibilityScore).toBe(100);
    expect(result.mobileScore).toBe(100);
    expect(result.loadTime).toBeGreaterThanOrEqual(0);
    const [row] = await testApp.database.db
      .select()
      .from(auditResults)
      .where(eq(auditResults.id, result.id ?? -1));
    expect(row?.websiteUrl).toBe(`${sites.origin}/good`);
    expect(row?.overallScore).toBe(result.overallScore);
    expect(row?.technicalScore).toBeTypeOf("number");
    expect(row?.contentScore).toBeTypeOf("number");
    expect(row?.metrics).toMatchObject({ compressed: true, status: 200 });
    expect(row?.metadata).toMatchObject({ lighthouse: "unavailable" });
  });

  it("scores a poor page lower on every axis, with concrete recommendations", async () => {
    const good = (await audit(`${sites.origin}/good`)).body.audit;
    const poor = (await audit(`${sites.origin}/poor`)).body.audit;
    for (const key of [
      "performanceScore",
      "seoScore",
      "securityScore",
      "mobileScore",
      "accessibilityScore",
      "overallScore",
    ] as const) {
      expect(poor[key], key).toBeLessThan(good[key]);
    }
    const seo = poor.recommendations.seo as Array<{ title: string }>;
    expect(seo.map((item) => item.title)).toContain("Page blocked from search engines");
    const priority = poor.recommendations.priority ?? [];
    expect(priority.length).toBeGreaterThan(0);
    for (const item of priority) {
      expect(item.problem.length).toBeGreaterThan(10);
      expect(item.impact.length).toBeGreaterThan(10);
      expect(item.fix.length).toBeGreaterThan(10);
    }
  });

  it("is deterministic: the same page gives the same scores and findings", async () => {
    const first = (await audit(`${sites.origin}/poor`)).body.audit;
    const second = (await audit(`${sites.origin}/poor`)).body.audit;
    expect(second.seoScore).toBe(first.seoScore);
    expect(second.accessibilityScore).toBe(first.accessibilityScore);
    expect(second.recommendations.priority).toEqual(first.recommendations.priority);
  });

  it("turns a 403 into the request-submitted case, and stores no lead until an email is given", async () => {
    const { status, body } = await audit(`${sites.origin}/forbidden`);
    expect(status).toBe(200);
    expect(body.audit.websiteUrl).toBe(`${sites.origin}/forbidden`);
    expect(body.audit.recommendations.analysis).toBe(
      "Your website could not be analysed automatically because the site answered HTTP 403 to our automated check.",
    );
    expect(body.audit.recommendations.timeline?.length).toBeGreaterThan(0);
    expect(body.audit.recommendations.included?.length).toBeGreaterThanOrEqual(4);
    await audit(`${sites.origin}/forbidden`);
    await audit(`${sites.origin}/forbidden`);
    expect(await testApp.database.db.select().from(contactSubmissions)).toEqual([]);
  });

  it("treats a PDF (no HTML) as a manual-analysis request", async () => {
    const { body } = await audit(`${sites.origin}/document.pdf`);
    expect(body.audit.recommendations.analysis).toMatch(/application\/pdf/);
  });

  it("follows a redirect chain and counts it against performance", async () => {
    const { body } = await audit(`${sites.origin}/hop1`);
    const direct = (await audit(`${sites.origin}/good`)).body.audit;
    expect(body.audit.recommendations.error).toBeUndefined();
    expect(body.audit.performanceScore).toBeLessThan(direct.performanceScore);
    const titles = (body.audit.recommendations.performance as Array<{ title: string }>).map((item) => item.title);
    expect(titles).toContain("Redirects before the page");
  });

  it("gives the access-error case for endless redirects and for a 404", async () => {
    const loop = (await audit(`${sites.origin}/loop`)).body.audit.recommendations;
    expect(loop.error).toMatch(/redirects more than 5 times/);
    const missing = (await audit(`${sites.origin}/missing`)).body.audit.recommendations;
    expect(missing.error).toMatch(/404/);
    expect(missing.suggestions?.length).toBeGreaterThan(0);
  });

  it("marks a slow server down and gives up after the time-out", async () => {
    const slow = (await audit(`${sites.origin}/slow`)).body.audit;
    const fast = (await audit(`${sites.origin}/good`)).body.audit;
    expect(slow.loadTime).toBeGreaterThanOrEqual(1400);
    expect(slow.performanceScore).toBeLessThan(fast.performanceScore);
    const impatient = builtInOnlyApi(testApp, { timeoutMs: 300 });
    const response = await impatient.request("/api/audit", jsonRequest({ websiteUrl: `${sites.origin}/slow` }));
    const body = (await response.json()) as AuditBody;
    expect(body.audit.recommendations.error).toMatch(/did not answer within 10 seconds/);
  });

  it("gives the access-error case with suggestions for a refused connection", async () => {
    const { status, body } = await audit("http://127.0.0.1:9/");
    expect(status).toBe(200);
    expect(body.audit.recommendations.error).toMatch(/refused the connection/);
    expect(body.audit.recommendations.suggestions?.length).toBeGreaterThan(0);
  });

  it("checks a site without HTTPS over http:// when the address was typed without protocol", async () => {
    const host = sites.origin.replace("http://", "");
    const before = sites.requests.length;
    const { status, body } = await audit(`${host}/good`);
    expect(status).toBe(200);
    expect(body.audit.recommendations.error).toBeUndefined();
    expect(body.audit.websiteUrl).toBe(`${sites.origin}/good`);
    expect(body.audit.seoScore).toBeGreaterThanOrEqual(90);
    // The TLS handshake is no HTTP request: the site saw one request, the http:// one.
    expect(sites.requests.slice(before)).toEqual(["/good"]);
    const security = body.audit.recommendations.security as Array<{ id: string; problem: string }>;
    const https = security.find((item) => item.id === "https");
    expect(https?.problem).toBe(
      `The site has no working HTTPS address, so this report checks it over plain HTTP. Our HTTPS attempt: ${host.replace(/:\d+$/, "")} does not answer secure (HTTPS) connections at this address.`,
    );
    const [row] = await testApp.database.db
      .select()
      .from(auditResults)
      .where(eq(auditResults.id, body.audit.id ?? -1));
    expect(row?.websiteUrl).toBe(`${sites.origin}/good`);
  });

  it("keeps the TLS error for an address typed with https://", async () => {
    const before = sites.requests.length;
    const { status, body } = await audit(`${sites.origin.replace("http://", "https://")}/good`);
    expect(status).toBe(200);
    expect(body.audit.recommendations.error).toBe(
      "127.0.0.1 does not answer secure (HTTPS) connections at this address.",
    );
    expect(body.audit.recommendations.suggestions?.length).toBeGreaterThan(0);
    expect(sites.requests.length).toBe(before);
  });

  it("gives the http:// page's case after the fallback (a 403 → request submitted, named by its http:// address)", async () => {
    const { body } = await audit(`${sites.origin.replace("http://", "")}/forbidden`);
    expect(body.audit.recommendations.analysis).toMatch(/HTTP 403/);
    expect(body.audit.websiteUrl).toBe(`${sites.origin}/forbidden`);
  });

  it("reports the https:// failure when http:// fails too", async () => {
    const { body } = await audit("127.0.0.1:9/");
    expect(body.audit.websiteUrl).toBe("https://127.0.0.1:9/");
    expect(body.audit.recommendations.error).toBe("127.0.0.1 refused the connection.");
  });

  it("re-checks every hop of the http:// retry: its redirect to a private address is refused", async () => {
    const privateSite = await startFixtureSites();
    const publicLooking = await startFixtureSites({ redirectTo: `${privateSite.origin}/good` });
    try {
      // The first hop of each attempt stands in for a public site; every later hop has the real rule.
      const guarded = builtInOnlyApi(testApp, { policyForHop: (hop: number) => ({ allowPrivate: hop === 0 }) });
      const response = await guarded.request(
        "/api/audit",
        jsonRequest({ websiteUrl: `${publicLooking.origin.replace("http://", "")}/to-private` }),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/private or reserved network address/);
      expect(publicLooking.requests).toEqual(["/to-private"]);
      expect(privateSite.requests).toEqual([]);
    } finally {
      await publicLooking.close();
      await privateSite.close();
    }
  });

  it("asks for a website URL", async () => {
    const response = await api.request("/api/audit", jsonRequest({ websiteUrl: "   " }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Please enter a website URL" });
  });
});

describe("POST /api/audit refuses private and non-web addresses (AUDIT_ALLOW_PRIVATE_HOSTS off)", () => {
  let testApp: TestApp;
  let privateSite: FixtureSites;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { RATE_LIMIT_FACTOR: "100" } });
    privateSite = await startFixtureSites();
  });
  afterAll(async () => {
    await privateSite.close();
    await testApp.close();
  });

  const refused = [
    "http://127.0.0.1",
    "http://localhost",
    "http://[::1]",
    "http://10.0.0.1",
    "http://169.254.169.254/latest/meta-data/",
    "http://0x7f000001",
    "http://2130706433/",
    "http://127.1/",
    "http://[::ffff:127.0.0.1]",
    "http://[::127.0.0.1]",
    "http://100.64.0.1",
    "http://192.168.1.1",
    "http://[fd00::1]",
    "file:///etc/passwd",
    "gopher://example.com/",
    "https://example.com:8443/",
  ];

  it.each(refused)("refuses %s with a clear message", async (websiteUrl) => {
    const response = await testApp.app.request("/api/audit", jsonRequest({ websiteUrl }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(/private or reserved network|Only http:\/\/ and https:\/\/|standard web ports/);
  });

  it.each([
    ["example.com:8080", "Only the standard web ports 80 and 443 can be audited (port 8080 was given)."],
    ["www.example.com:8443/shop", "Only the standard web ports 80 and 443 can be audited (port 8443 was given)."],
  ])("reads a typed %s as a host and port, and names the port", async (websiteUrl, message) => {
    const response = await testApp.app.request("/api/audit", jsonRequest({ websiteUrl }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
  });

  it("refuses the loopback fixture itself without contacting it", async () => {
    const response = await testApp.app.request("/api/audit", jsonRequest({ websiteUrl: `${privateSite.origin}/good` }));
    expect(response.status).toBe(400);
    expect(privateSite.requests).toEqual([]);
    expect(await testApp.database.db.select().from(auditResults)).toEqual([]);
  });
});
