import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AnalyticsReport } from "#common/analytics/report.ts";
import {
  analyticsDaily,
  analyticsEvents,
  analyticsSalts,
  contactSubmissions,
  leadAttributions,
} from "#server/db/schema.ts";
import { createAdmin, signIn, withToken } from "#server/features/admin/admin-test-support.ts";
import { silentLogger } from "#server/logger.ts";
import { formToken } from "#tests/support/form-token";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { rollUpAndSweep } from "./retention.ts";
import { viewQueueFor } from "./view-queue.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const SITE = "http://localhost";

let t: TestApp;
let clock = new Date("2026-11-29T10:00:00Z");

const view = (href: string, headers: Record<string, string> = {}, referrer?: string) =>
  t.app.request(
    "/api/event",
    jsonRequest(
      { u: href, r: referrer },
      { headers: { "user-agent": BROWSER, "x-test-client-address": "198.51.100.7", ...headers } },
    ),
  );

async function stored() {
  await viewQueueFor(t.database.db, silentLogger).flush();
  return t.database.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = new Date("2026-11-29T10:00:00Z");
  await viewQueueFor(t.database.db, silentLogger).flush();
  await t.database.db.delete(analyticsEvents);
  await t.database.db.delete(leadAttributions);
});

describe("POST /api/event", () => {
  it("counts a public page's view: its path, its campaign, the other site it came from, and nothing else", async () => {
    const response = await view(
      `${SITE}/home?utm_source=Newsletter&utm_medium=email&utm_campaign=Launch&email=ada@example.com#top`,
      {},
      "https://www.news.example.com/issue/12",
    );
    expect(response.status).toBe(202);
    expect(await response.text()).toBe("");
    const [row] = await stored();
    expect(row).toMatchObject({
      path: "/home",
      referrerHost: "news.example.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "launch",
    });
    // The visitor is a hash: no address, no browser, nothing the query carried besides the campaign.
    expect(row?.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toMatch(/198\.51|Chrome|ada@/);
  });

  it("does not count robots, headless browsers, Global Privacy Control, the console or another site", async () => {
    for (const response of [
      await view(`${SITE}/home`, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }),
      await view(`${SITE}/home`, { "user-agent": BROWSER.replace("Chrome/", "HeadlessChrome/") }),
      await view(`${SITE}/home`, { "sec-gpc": "1" }),
      await view(`${SITE}/admin/leads`),
      await view("https://elsewhere.example/home"),
    ]) {
      expect(response.status).toBe(202);
    }
    expect(await stored()).toEqual([]);
  });

  it("drops a referrer from the site itself, and answers a body that is not a view with 400", async () => {
    await view(`${SITE}/services`, {}, `${SITE}/home`);
    expect((await stored())[0]?.referrerHost).toBeNull();
    const bad = await t.app.request("/api/event", jsonRequest({ u: 42 }, { headers: { "user-agent": BROWSER } }));
    expect(bad.status).toBe(400);
  });

  it("makes the same visitor another on the next day, and forgets the day before's salt", async () => {
    await view(`${SITE}/home`);
    clock = new Date("2026-11-30T10:00:00Z");
    await view(`${SITE}/home`);
    const [first, second] = await stored();
    expect(first?.visitor).not.toBe(second?.visitor);
    const salts = await t.database.db.select().from(analyticsSalts);
    expect(salts.map((salt) => salt.day)).toEqual(["2026-11-30"]);
  });

  it("writes many views in batches, none lost", async () => {
    // From 200 addresses: one address's share of a minute is far below 1,200 (see "within bounds").
    await Promise.all(
      Array.from({ length: 1200 }, (_, index) =>
        view(`${SITE}/blog?utm_campaign=c${index % 3}`, { "x-test-client-address": `203.0.113.${index % 200}` }),
      ),
    );
    expect(await stored()).toHaveLength(1200);
  });
});

describe("where a lead came from", () => {
  it("stores the visit's entry page, source, campaign and the page the lead was sent from", async () => {
    await view(`${SITE}/home?utm_source=newsletter&utm_medium=email&utm_campaign=spring`, {}, "https://mail.example");
    clock = new Date("2026-11-29T10:01:00Z");
    await view(`${SITE}/services`);
    clock = new Date("2026-11-29T10:02:00Z");
    await view(`${SITE}/contact`);
    clock = new Date("2026-11-29T10:03:00Z");
    const response = await t.app.request(
      "/api/contact",
      jsonRequest(
        { name: "Ada Lovelace", email: "ada.attribution@example.com", details: "A site", ...formToken("contact") },
        {
          headers: { "user-agent": BROWSER, "x-test-client-address": "198.51.100.7", referer: `${SITE}/contact` },
        },
      ),
    );
    expect(response.status).toBe(201);
    const [lead] = await t.database.db
      .select({ id: contactSubmissions.id })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, "ada.attribution@example.com"));
    const [attribution] = await t.database.db
      .select()
      .from(leadAttributions)
      .where(eq(leadAttributions.leadId, lead?.id ?? 0));
    expect(attribution).toMatchObject({
      leadKind: "submission",
      entryPage: "/home",
      referrerHost: "mail.example",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      sentFrom: "/contact",
    });
  });

  it("keeps a lead whose visit was never counted, with no attribution", async () => {
    const response = await t.app.request(
      "/api/contact",
      jsonRequest(
        { name: "Grace Hopper", email: "grace.unseen@example.com", ...formToken("contact") },
        { headers: { "user-agent": BROWSER, "x-test-client-address": "203.0.113.9" } },
      ),
    );
    expect(response.status).toBe(201);
    expect(await t.database.db.select().from(leadAttributions)).toEqual([]);
  });
});

describe("daily totals and retention", () => {
  it("sums each closed day once by page, source and campaign, then deletes views past 30 days", async () => {
    await t.database.db.delete(analyticsDaily);
    const at = (iso: string) => new Date(iso);
    await t.database.db.insert(analyticsEvents).values([
      // Visitor a: came from a newsletter to /home, went on to /services.
      { at: at("2026-11-27T09:00:00Z"), visitor: "a", path: "/home", utmSource: "newsletter", utmCampaign: "spring" },
      { at: at("2026-11-27T09:01:00Z"), visitor: "a", path: "/services" },
      // Visitor b: from a search engine, straight to /services.
      { at: at("2026-11-27T10:00:00Z"), visitor: "b", path: "/services", referrerHost: "google.com" },
      // Today's view is not summed yet; one from 40 days ago is deleted.
      { at: at("2026-11-29T08:00:00Z"), visitor: "c", path: "/home" },
      { at: at("2026-10-20T08:00:00Z"), visitor: "d", path: "/home" },
    ]);
    const now = at("2026-11-29T12:00:00Z");
    expect(await rollUpAndSweep(t.database.db, now)).toEqual({ days: 2, deleted: 1 });
    const rows = await t.database.db
      .select()
      .from(analyticsDaily)
      .orderBy(analyticsDaily.day, analyticsDaily.path, analyticsDaily.source);
    expect(rows.filter((row) => row.day === "2026-11-27")).toEqual([
      { day: "2026-11-27", path: "/home", source: "newsletter", campaign: "spring", views: 1, visitors: 1, entries: 1 },
      { day: "2026-11-27", path: "/services", source: "google.com", campaign: "", views: 1, visitors: 1, entries: 1 },
      {
        day: "2026-11-27",
        path: "/services",
        source: "newsletter",
        campaign: "spring",
        views: 1,
        visitors: 1,
        entries: 0,
      },
    ]);
    // Run again: nothing is counted twice.
    expect((await rollUpAndSweep(t.database.db, now)).days).toBe(0);
    expect(await t.database.db.select().from(analyticsDaily)).toHaveLength(rows.length);
  });
});

describe("GET /api/admin/analytics", () => {
  it("reports visits, views, leads and conversion by day, page, source, campaign and tool; filters; exports CSV", async () => {
    await t.database.db.delete(analyticsDaily);
    await t.database.db.delete(contactSubmissions); // the leads the tests above sent
    // Yesterday, summed: a newsletter visit (/home then /contact) and a direct one (/services).
    await t.database.db.insert(analyticsDaily).values([
      { day: "2026-11-28", path: "/home", source: "newsletter", campaign: "spring", views: 1, visitors: 1, entries: 1 },
      {
        day: "2026-11-28",
        path: "/contact",
        source: "newsletter",
        campaign: "spring",
        views: 1,
        visitors: 1,
        entries: 0,
      },
      { day: "2026-11-28", path: "/services", source: "", campaign: "", views: 2, visitors: 1, entries: 1 },
    ]);
    // Today, not summed yet: a visit from a search engine.
    await view(`${SITE}/services`, {}, "https://www.google.com/");
    await viewQueueFor(t.database.db, silentLogger).flush();
    const [lead] = await t.database.db
      .insert(contactSubmissions)
      .values({
        name: "Ada",
        email: "ada.report@example.com",
        source: "contact",
        createdAt: new Date("2026-11-28T12:00:00Z"),
      })
      .returning({ id: contactSubmissions.id });
    await t.database.db.insert(leadAttributions).values({
      leadKind: "submission",
      leadId: lead?.id ?? 0,
      entryPage: "/home",
      utmSource: "newsletter",
      utmCampaign: "spring",
      sentFrom: "/contact",
    });
    await createAdmin(t);
    const token = await signIn(t);
    const get = (query: string) => t.app.request(`/api/admin/analytics${query}`, withToken(token));

    const report = (await (await get("?from=2026-11-28&to=2026-11-29")).json()) as AnalyticsReport;
    expect(report.totals).toEqual({ visitors: 3, views: 5, leads: 1, trackedLeads: 1, conversion: 33.3 });
    expect(report.series).toEqual([
      { day: "2026-11-28", visitors: 2, views: 4, leads: 1 },
      { day: "2026-11-29", visitors: 1, views: 1, leads: 0 },
    ]);
    expect(report.sources).toContainEqual({ source: "newsletter", visits: 1, leads: 1, conversion: 100 });
    expect(report.sources).toContainEqual({ source: "google.com", visits: 1, leads: 0, conversion: 0 });
    expect(report.campaigns).toEqual([{ campaign: "spring", visits: 1, leads: 1 }]);
    expect(report.entryPages[0]).toEqual({ path: "/home", visits: 1, leads: 1 });
    expect(report.tools.find((tool) => tool.tool === "Contact form")).toEqual({
      tool: "Contact form",
      path: "/contact",
      views: 1,
      submissions: 1,
    });

    const newsletter = (await (
      await get("?from=2026-11-28&to=2026-11-29&source=newsletter")
    ).json()) as AnalyticsReport;
    expect(newsletter.totals).toEqual({ visitors: 1, views: 2, leads: 1, trackedLeads: 1, conversion: 100 });

    const file = await t.app.request("/api/admin/analytics.csv?from=2026-11-28&to=2026-11-29", withToken(token));
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await file.text()).toContain("source,newsletter,1,,1,100");

    expect((await get("?from=2026-11-29&to=2026-11-28")).status).toBe(400);
    expect((await get("?from=2024-01-01&to=2026-11-28")).status).toBe(400);
    // An impossible day is a bad query, not a server error.
    const impossible = await get("?from=2026-02-31&to=2026-03-02");
    expect(impossible.status).toBe(400);
    expect(await impossible.json()).toMatchObject({ error: expect.stringContaining("real days") });
    expect((await t.app.request("/api/admin/analytics?from=2026-11-28&to=2026-11-29")).status).toBe(401);
  });

  it("converts only leads that came with a tracked visit, and never reads above 100 %", async () => {
    await t.database.db.delete(analyticsDaily);
    await t.database.db.delete(contactSubmissions);
    // One visit on 2026-11-20, three leads sent from it, and 36 posted with no tracked visit at all.
    await t.database.db
      .insert(analyticsDaily)
      .values({ day: "2026-11-20", path: "/contact", source: "", campaign: "", views: 1, visitors: 1, entries: 1 });
    const leads = await t.database.db
      .insert(contactSubmissions)
      .values(
        Array.from({ length: 39 }, (_, index) => ({
          name: "Lead",
          email: `lead.${index}@example.com`,
          source: "contact",
          createdAt: new Date("2026-11-20T12:00:00Z"),
        })),
      )
      .returning({ id: contactSubmissions.id });
    await t.database.db
      .insert(leadAttributions)
      .values(
        leads
          .slice(0, 3)
          .map((lead) => ({ leadKind: "submission", leadId: lead.id, entryPage: "/contact", sentFrom: "/contact" })),
      );
    await createAdmin(t);
    const token = await signIn(t);
    const report = (await (
      await t.app.request("/api/admin/analytics?from=2026-11-20&to=2026-11-20", withToken(token))
    ).json()) as AnalyticsReport;
    expect(report.totals).toEqual({ visitors: 1, views: 1, leads: 39, trackedLeads: 3, conversion: 100 });

    await t.database.db.delete(leadAttributions);
    const untracked = (await (
      await t.app.request("/api/admin/analytics?from=2026-11-20&to=2026-11-20", withToken(token))
    ).json()) as AnalyticsReport;
    expect(untracked.totals).toEqual({ visitors: 1, views: 1, leads: 39, trackedLeads: 0, conversion: 0 });
  });
});

describe("the counts stay within bounds whatever a script sends", () => {
  const from = (address: string, headers: Record<string, string> = {}) => ({
    "x-test-client-address": address,
    ...headers,
  });

  it("counts only the site's own pages, and a shared board under its route, never its key", async () => {
    for (const path of ["/made-up-page", "/blog/not-an-article", "/sitemap.xml", "/onboarding", "/home/../admin"]) {
      expect((await view(`${SITE}${path}`, from("192.0.2.10"))).status).toBe(202);
    }
    expect(await stored()).toEqual([]);
    await view(`${SITE}/portfolio/keystone-buildworks`, from("192.0.2.10"));
    await view(`${SITE}/mood-board/AbCdEfGhIjKlMnOpQrStUvWx`, from("192.0.2.10"));
    await view(`${SITE}/custom-quote?package=business`, from("192.0.2.10"));
    expect((await stored()).map((row) => row.path)).toEqual([
      "/portfolio/keystone-buildworks",
      "/mood-board/:shareId",
      "/custom-quote",
    ]);
  });

  it("counts a blog article the build made, and no other", async () => {
    const built = await createTestApp({ now: () => clock, builtPages: new Set(["/blog/real-article"]) });
    try {
      const send = (path: string) =>
        built.app.request(
          "/api/event",
          jsonRequest({ u: `${SITE}${path}` }, { headers: { "user-agent": BROWSER, ...from("192.0.2.11") } }),
        );
      await send("/blog/real-article");
      await send("/blog/invented-article");
      await viewQueueFor(built.database.db, silentLogger).flush();
      const rows = await built.database.db.select().from(analyticsEvents);
      expect(rows.map((row) => row.path)).toEqual(["/blog/real-article"]);
    } finally {
      await built.close();
    }
  });

  it("answers 429 past an address's minute's share, and counts the next minute and other addresses", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 70; index += 1) statuses.push((await view(`${SITE}/home`, from("192.0.2.20"))).status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual(Array(10).fill(429));
    expect((await view(`${SITE}/home`, from("192.0.2.21"))).status).toBe(202);
    clock = new Date("2026-11-29T10:01:00Z");
    expect((await view(`${SITE}/home`, from("192.0.2.20"))).status).toBe(202);
    expect(await stored()).toHaveLength(62);
  });

  it("counts at most twenty visitors an address a day, however many browsers it claims to be", async () => {
    for (let index = 0; index < 50; index += 1) {
      await view(`${SITE}/home`, from("192.0.2.30", { "user-agent": `${BROWSER} Build/${index}` }));
    }
    const rows = await stored();
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(21);
  });

  it("keeps a day's first hundred new sources and campaigns, and counts the rest as other", async () => {
    clock = new Date("2026-12-05T10:00:00Z"); // a day no other test has sent views on
    for (let index = 0; index < 130; index += 1) {
      await view(
        `${SITE}/home?utm_source=s${index}&utm_campaign=c${index}`,
        from(`198.18.${Math.floor(index / 50)}.${index % 50}`),
        `https://site${index}.example/`,
      );
    }
    const rows = await stored();
    expect(rows).toHaveLength(130);
    expect(new Set(rows.map((row) => row.utmSource)).size).toBe(101);
    expect(new Set(rows.map((row) => row.utmCampaign)).size).toBe(101);
    expect(new Set(rows.map((row) => row.referrerHost)).size).toBe(101);
    expect(rows.slice(100).every((row) => row.utmSource === "other" && row.referrerHost === "other")).toBe(true);
    // A value already seen today is still itself.
    await view(`${SITE}/home?utm_source=s1`, from("198.18.9.1"));
    expect((await stored()).at(-1)?.utmSource).toBe("s1");
  });

  it("drops a host no name can have, and one bad view never costs the others theirs", async () => {
    const longHost = `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.example`;
    await view(`${SITE}/home`, from("192.0.2.40"), `https://${longHost}/`);
    const [row] = await stored();
    expect(row?.path).toBe("/home");
    expect(row?.referrerHost).toBeNull();

    // A row the table refuses (as a column too short would) in the middle of a batch of twenty.
    const queue = viewQueueFor(t.database.db, silentLogger);
    const at = new Date("2026-11-29T10:00:00Z");
    for (let index = 0; index < 20; index += 1) {
      const path = index === 7 ? `/${"x".repeat(400)}` : "/services";
      queue.add({ path, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, at, visitor: "v" });
    }
    const rows = await stored();
    expect(rows.filter((stored) => stored.path === "/services")).toHaveLength(19);
  });
});

describe("the report with thousands of sources", () => {
  it("offers the fifty busiest sources and the chosen one, and filters by any typed source", async () => {
    await t.database.db.delete(analyticsDaily);
    await t.database.db.execute(sql`
      insert into analytics_daily (day, path, source, campaign, views, visitors, entries)
      select '2026-11-20', '/home', 'source-' || n || '.example', '', case when n = 11999 then 500 else 1 end, 1,
        case when n = 11999 then 500 else 1 end
      from generate_series(0, 11999) as n`);
    await createAdmin(t);
    const token = await signIn(t);
    const get = async (query: string) =>
      (await (await t.app.request(`/api/admin/analytics${query}`, withToken(token))).json()) as AnalyticsReport;
    const report = await get("?from=2026-11-20&to=2026-11-20");
    expect(report.totals.visitors).toBe(12_499);
    expect(report.options.sources).toHaveLength(50);
    expect(report.options.sources).toContain("source-11999.example");
    const chosen = await get("?from=2026-11-20&to=2026-11-20&source=source-5000.example");
    expect(chosen.options.sources).toContain("source-5000.example");
    expect(chosen.totals.visitors).toBe(1);
  });
});
