import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubmissionRecord } from "#common/admin/records.ts";
import { RESERVATION_STATUSES, SUBMISSION_STATUSES } from "#common/admin/statuses.ts";
import { auditResults, contactSubmissions, slotReservations } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { createAdmin, signIn, withToken } from "./admin-test-support.ts";

let testApp: TestApp;
let token: string;
const base = new Date("2026-01-01T00:00:00Z").getTime();

beforeAll(async () => {
  testApp = await createTestApp();
  await createAdmin(testApp);
  token = await signIn(testApp);
  // 130 submissions; every third pair shares a timestamp to exercise the id tie-break.
  await testApp.database.db.insert(contactSubmissions).values(
    Array.from({ length: 130 }, (_, index) => ({
      name: index === 7 ? "Percent 100% Ltd" : index === 8 ? "Under_score" : `Lead ${index}`,
      email: `lead${index}@example.com`,
      business: index % 10 === 0 ? "Acme Bakery" : null,
      websiteUrl: index === 9 ? "https://findme.example" : null,
      priority: index % 5 === 0 ? "high" : "normal",
      status: index % 4 === 0 ? "contacted" : "new",
      createdAt: new Date(base + Math.floor(index / 2) * 60_000),
    })),
  );
  await testApp.database.db
    .insert(slotReservations)
    .values([{ name: "Res", email: "res@example.com", preferredSlot: "march-early-2026" }]);
  await testApp.database.db.insert(auditResults).values([{ websiteUrl: "https://audited.example", seoScore: 90 }]);
});
afterAll(() => testApp.close());

const get = (path: string) => testApp.app.request(path, withToken(token));
const patch = (path: string, body: unknown) =>
  testApp.app.request(
    path,
    withToken(token, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );

async function allPages(path: string, limit: number) {
  const seen: SubmissionRecord[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const response = await get(`${path}${separator}limit=${limit}${cursor ? `&before=${cursor}` : ""}`);
    expect(response.status).toBe(200);
    seen.push(...((await response.json()) as SubmissionRecord[]));
    cursor = response.headers.get("x-next-cursor");
    pages++;
  } while (cursor && pages < 100);
  return seen;
}

describe("admin lists", () => {
  it("returns a JSON array newest first, 50 by default, with the next cursor in a header", async () => {
    const response = await get("/api/admin/submissions");
    const items = (await response.json()) as SubmissionRecord[];
    expect(items).toHaveLength(50);
    expect(items[0]?.email).toBe("lead129@example.com");
    expect(items[0]).toMatchObject({ priority: "normal", isAuditRequest: false, history: [] });
    expect(response.headers.get("x-next-cursor")).toBeTruthy();
    const times = items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("pages through every row with the cursor, with no duplicates and no gaps", async () => {
    const seen = await allPages("/api/admin/submissions", 7);
    expect(seen).toHaveLength(130);
    expect(new Set(seen.map((item) => item.id)).size).toBe(130);
    const order = seen.map((item) => [Date.parse(item.createdAt), item.id] as const);
    for (let index = 1; index < order.length; index++) {
      const [prevTime, prevId] = order[index - 1] ?? [0, 0];
      const [time, id] = order[index] ?? [0, 0];
      expect(time < prevTime || (time === prevTime && id < prevId)).toBe(true);
    }
  });

  it("keeps paging stable while new leads arrive", async () => {
    const first = await get("/api/admin/submissions?limit=10");
    const cursor = first.headers.get("x-next-cursor") ?? "";
    const firstIds = ((await first.json()) as SubmissionRecord[]).map((item) => item.id);
    await testApp.database.db.insert(contactSubmissions).values({ email: "late@example.com" });
    const second = (await (await get(`/api/admin/submissions?limit=10&before=${cursor}`)).json()) as SubmissionRecord[];
    expect(second.some((item) => firstIds.includes(item.id))).toBe(false);
    expect(second[0]?.id).toBe((firstIds.at(-1) ?? 0) - 1);
    await testApp.database.db.execute(sql`delete from contact_submissions where email = 'late@example.com'`);
  });

  it("caps the limit at 200 and refuses nonsense limits and cursors with 400", async () => {
    expect((await get("/api/admin/submissions?limit=201")).status).toBe(400);
    expect((await get("/api/admin/submissions?limit=0")).status).toBe(400);
    expect((await get("/api/admin/submissions?limit=abc")).status).toBe(400);
    expect((await get("/api/admin/submissions?before=not-a-cursor")).status).toBe(400);
    expect((await get("/api/admin/submissions.csv?before=not-a-cursor")).status).toBe(400);
    const all = (await (await get("/api/admin/submissions?limit=200")).json()) as unknown[];
    expect(all).toHaveLength(130);
  });

  it("filters by status, also across pages", async () => {
    const contacted = await allPages("/api/admin/submissions?status=contacted", 9);
    expect(contacted).toHaveLength(33);
    expect(contacted.every((item) => item.status === "contacted")).toBe(true);
    const none = (await (await get("/api/admin/submissions?status=closed")).json()) as unknown[];
    expect(none).toEqual([]);
    expect((await get("/api/admin/audits?status=new")).status).toBe(400);
  });

  it("searches name, email, business and URL, case-insensitively, with wildcards taken literally", async () => {
    const search = async (q: string) =>
      (
        (await (await get(`/api/admin/submissions?limit=200&q=${encodeURIComponent(q)}`)).json()) as SubmissionRecord[]
      ).map((item) => item.email);
    expect(await search("LEAD12@")).toEqual(["lead12@example.com"]);
    expect((await search("acme bakery")).length).toBe(13);
    expect(await search("findme")).toEqual(["lead9@example.com"]);
    expect(await search("100%")).toEqual(["lead7@example.com"]);
    expect(await search("%")).toEqual(["lead7@example.com"]);
    expect(await search("r_s")).toEqual(["lead8@example.com"]);
    expect(await search("nothing-like-this")).toEqual([]);
    const combined = await allPages("/api/admin/submissions?q=acme&status=contacted", 2);
    expect(combined.map((item) => item.email).sort()).toEqual(
      ["lead0", "lead20", "lead40", "lead60", "lead80", "lead100", "lead120"]
        .map((name) => `${name}@example.com`)
        .sort(),
    );
  });

  it("searches submissions through the trigram index (the query repeats the index's expression)", async () => {
    const client = await testApp.database.pool.connect();
    try {
      await client.query("begin");
      await client.query("set local enable_seqscan = off");
      const { LIST_SPECS } = await import("./lists.ts");
      const { containsPattern } = await import("./service.ts");
      const query = testApp.database.db
        .select({ id: contactSubmissions.id })
        .from(contactSubmissions)
        .where(sql`${LIST_SPECS.submissions.searchExpression} ilike ${containsPattern("findme")}`)
        .toSQL();
      const plan = await client.query(`explain ${query.sql}`, query.params);
      expect(JSON.stringify(plan.rows)).toContain("contact_submissions_search_trgm_idx");
    } finally {
      await client.query("rollback");
      client.release();
    }
  });

  it("counts the stats on the server, whatever page the console has loaded", async () => {
    const stats = await (await get("/api/admin/stats")).json();
    expect(stats).toEqual({
      totalSubmissions: 130,
      slotReservations: 1,
      auditScans: 1,
      highPriority: 26,
      consultations: 0,
      intakes: 0,
      moodBoards: 0,
      clients: 0,
      unreadClientMessages: 0,
      failedEmails: 0,
    });
  });
});

describe("status changes", () => {
  it("sets every submission status and records each change with its time, shown in the history", async () => {
    const [target] = (await (await get("/api/admin/submissions?limit=1")).json()) as SubmissionRecord[];
    const id = target?.id ?? 0;
    let previous = "new";
    for (const status of SUBMISSION_STATUSES) {
      const response = await patch(`/api/admin/submission/${id}/status`, { status });
      expect(response.status, status).toBe(200);
      expect(await response.json()).toEqual({ id, status, previousStatus: previous });
      previous = status;
    }
    const [after] = (await (await get("/api/admin/submissions?limit=1")).json()) as SubmissionRecord[];
    expect(after?.status).toBe("closed");
    expect(after?.history.map((change) => [change.oldStatus, change.newStatus])).toEqual([
      ["new", "new"],
      ["new", "contacted"],
      ["contacted", "in-progress"],
      ["in-progress", "completed"],
      ["completed", "closed"],
    ]);
    expect(after?.history.every((change) => !Number.isNaN(Date.parse(change.changedAt)))).toBe(true);
  });

  it("sets every reservation status", async () => {
    const [reservation] = (await (await get("/api/admin/reservations")).json()) as Array<{ id: number }>;
    for (const status of RESERVATION_STATUSES) {
      expect((await patch(`/api/admin/reservation/${reservation?.id}/status`, { status })).status, status).toBe(200);
    }
    const [after] = (await (await get("/api/admin/reservations")).json()) as Array<{
      status: string;
      history: unknown[];
    }>;
    expect(after?.status).toBe("cancelled");
    expect(after?.history).toHaveLength(RESERVATION_STATUSES.length);
  });

  it("refuses an unknown status with 400 and changes nothing", async () => {
    const [target] = (await (await get("/api/admin/submissions?limit=1")).json()) as SubmissionRecord[];
    for (const body of [{ status: "archived" }, { status: "" }, {}, { status: "pending" }]) {
      const response = await patch(`/api/admin/submission/${target?.id}/status`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof ((await response.json()) as { error: string }).error).toBe("string");
    }
    expect((await patch("/api/admin/reservation/1/status", { status: "contacted" })).status).toBe(400);
    const [after] = (await (await get("/api/admin/submissions?limit=1")).json()) as SubmissionRecord[];
    expect(after?.status).toBe(target?.status);
    expect(after?.history).toHaveLength(target?.history.length ?? -1);
  });

  it("answers 404 for an unknown id and 400 for an id that is not a number", async () => {
    const missing = await patch("/api/admin/submission/999999/status", { status: "contacted" });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toContain("999999");
    expect((await patch("/api/admin/reservation/424242/status", { status: "confirmed" })).status).toBe(404);
    for (const id of ["abc", "1.5", "-1", "0", "99999999999"]) {
      expect((await patch(`/api/admin/submission/${id}/status`, { status: "contacted" })).status, id).toBe(400);
    }
  });
});

describe("CSV export", () => {
  it("exports the filtered list as RFC 4180 with formulas neutralised", async () => {
    await testApp.database.db.insert(contactSubmissions).values({
      name: '=HYPERLINK("http://evil.example","Click")',
      email: "csv@example.com",
      business: 'Comma, Quote " and\nnewline',
      details: "@SUM(A1:A9)",
      phone: "+1 555 0100",
      createdAt: new Date(base - 86_400_000),
    });
    const response = await get("/api/admin/submissions.csv?q=csv@example");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const lines = text.split("\r\n");
    // text() drops the byte-order mark the file starts with (csv.test.ts reads the bytes).
    expect(lines[0]).toBe(
      "id,created_at (America/New_York),name,email,phone,business,package,website_url,priority,status,audit_request,source,add_ons,quoted_total,price_list,details,automated_reason,spam_at (America/New_York),entry_page,referrer_host,utm_source,utm_medium,utm_campaign,sent_from",
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain(`+1 555 0100,"Comma, Quote "" and\nnewline"`);
    // then the empty automated_reason, spam_at and the six attribution cells (no visit was counted)
    expect(text).toContain(",'@SUM(A1:A9),,,,,,,,\r\n");
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("exports every row of the list, not just one page", async () => {
    const text = await (await get("/api/admin/submissions.csv")).text();
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(1 + 131);
  });
});

describe("the mood-board list", () => {
  it("counts the palettes of the generated board, also when the visitor picked no colour preset", async () => {
    const brief = {
      projectName: "Casa Limón",
      projectType: "Restaurant/Food",
      targetAudience: "Families looking for a relaxed night out",
      businessGoals: "Fill weekday tables and double online bookings",
      brandPersonality: ["Playful", "Friendly"],
      colorPreferences: [],
      stylePreferences: ["Bold"],
      inspirationDescription: "",
    };
    const created = await testApp.app.request("/api/mood-board", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(brief),
    });
    expect(created.status).toBe(201);
    const { moodBoard } = (await created.json()) as { moodBoard: { generatedBoard: { colorPalettes: unknown[] } } };
    expect(moodBoard.generatedBoard.colorPalettes.length).toBeGreaterThan(0);

    const rows = (await (await get("/api/admin/mood-boards")).json()) as Array<{
      projectName: string;
      paletteCount: number;
    }>;
    expect(rows.find((row) => row.projectName === "Casa Limón")?.paletteCount).toBe(
      moodBoard.generatedBoard.colorPalettes.length,
    );
  });
});

describe("the submission list", () => {
  it("carries the pricing tool and package of a handed-over configuration, and nothing for a plain inquiry", async () => {
    const send = (body: unknown) =>
      testApp.app.request("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const quoted = await send({
      name: "Quoted Lead",
      email: "quoted@example.com",
      package: "business",
      addons: ["logo-design"],
      pricingSource: "quote",
      maintenance: true,
      total: 1,
    });
    expect(quoted.status).toBe(201);
    expect((await send({ name: "Plain Lead", email: "plain@example.com" })).status).toBe(201);

    const rows = (await (await get("/api/admin/submissions?q=Lead&limit=200")).json()) as SubmissionRecord[];
    expect(rows.find((row) => row.email === "quoted@example.com")).toMatchObject({
      addOns: ["logo-design"],
      quotedTotal: 6800,
      configuration: { source: "quote", package: "business", maintenance: true },
    });
    expect(rows.find((row) => row.email === "plain@example.com")?.configuration).toBeNull();
  });
});
