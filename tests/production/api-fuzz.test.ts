/**
 * Property-based fuzzing of the API in-process (docs/resilience.md; createApp over a
 * real database). Every endpoint gets random and malformed bodies, query
 * strings and headers: wrong types, strings near and over the 64 KB body
 * limit, deep nesting, unicode with lone surrogates and NUL, nulls,
 * __proto__ / constructor / prototype keys, arrays for objects, numbers as
 * strings, broken JSON and odd content types. For every request:
 *   - never a 5xx;
 *   - a 4xx carries a JSON body {error: "..."};
 *   - a body the endpoint's zod schema rejects (and any 4xx) stores no row;
 *   - Object.prototype and Array.prototype stay unpolluted.
 *
 * Two layers: ENDPOINTS below, one row per endpoint with its schema and a
 * valid body that the fuzzer mutates (deep coverage: it reaches the services);
 * and a sweep over every route the app registers (`app.routes`), so a route
 * added later is fuzzed without touching this file. Add a row to ENDPOINTS to
 * fuzz a new route deeper.
 *
 * FUZZ_RUNS (default 100) sets the runs of each table row; the sweep runs a
 * quarter of that per route. `FUZZ_RUNS=2000 npx vitest run tests/production/api-fuzz.test.ts`
 * is the long local run. FUZZ_SEED replays a reported failure.
 */

import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { LEAD_KINDS } from "#common/admin/lead-links";
import { leadNoteSchema } from "#common/admin/lead-page";
import { adminLoginSchema } from "#common/admin/records";
import { ADMIN_LISTS, STATUS_ENTITIES } from "#common/admin/statuses";
import { auditRequestSchema, manualRequestSchema } from "#common/audit/audit-schema";
import { chatRequestSchema } from "#common/chat/schema";
import { clientIntakeSchema } from "#common/forms/client-intake";
import { consultationSchema } from "#common/forms/consultation";
import { contactSchema } from "#common/forms/contact";
import { reserveSlotSchema } from "#common/forms/reserve-slot";
import { moodBoardRequestSchema } from "#common/mood-board/schema";
import { clients } from "#server/db/schema";
import { createAdmin, signIn, TEST_ADMIN } from "#server/features/admin/admin-test-support";
import { statusBodySchema } from "#server/features/admin/service";
import { createClientSession } from "#server/features/client-area/accounts/sessions";
import { createTestApp, type TestApp } from "../support/test-app";
import { intakeBody, moodBoardBody } from "../support/valid-bodies";
import { consultationBody, consultationDate, contactBody, reservationBody, slotIds } from "./support/payloads";

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// ---------------------------------------------------------------------------
// The endpoints, one row each.

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface Endpoint {
  method: Method;
  /** Path; `:param` segments are filled with random ids. */
  path: string;
  /** Sends the signed-in admin's token (most of the time; sometimes none or a forged one). */
  admin?: boolean;
  /** Sends a portal client's bearer token (most of the time; sometimes none or a forged one). */
  client?: boolean;
  /** The body schema: a body it rejects must store nothing. */
  schema?: z.ZodType;
  /** A valid body, which the fuzzer mutates field by field. */
  valid?: () => Record<string, unknown>;
  /** Query parameter names worth trying. */
  query?: string[];
  /** Relative weight of runs (expensive endpoints run fewer). */
  weight?: number;
  /** Only bodies for which this holds are sent (e.g. nothing that would fetch the internet). */
  only?: (body: unknown) => boolean;
}

const BLOCKED_HOSTS = ["127.0.0.1", "localhost", "10.0.0.1", "192.168.1.1", "[::1]", "169.254.169.254", "0.0.0.0"];

/** The audit fetches the address it is given: fuzz only bodies it refuses before any network access. */
function auditStaysOffline(body: unknown): boolean {
  const parsed = auditRequestSchema.safeParse(body);
  if (!parsed.success) return true;
  try {
    return BLOCKED_HOSTS.includes(new URL(parsed.data.websiteUrl).hostname);
  } catch {
    return true;
  }
}

const ENDPOINTS: Endpoint[] = [
  { method: "GET", path: "/api/health", weight: 0.25 },
  { method: "GET", path: "/api/slot-availability", weight: 0.25 },
  {
    method: "POST",
    path: "/api/reserve-slot",
    schema: reserveSlotSchema,
    valid: () => reservationBody("fuzz@example.com", slotIds()[0] as string),
  },
  { method: "GET", path: "/api/consultations/taken", query: ["from", "to"] },
  {
    method: "POST",
    path: "/api/consultations",
    schema: consultationSchema,
    valid: () => consultationBody("fuzz@example.com", consultationDate(), "2:00 PM"),
  },
  {
    method: "POST",
    path: "/api/contact",
    schema: contactSchema,
    valid: () => ({
      ...contactBody("fuzz@example.com"),
      websiteUrl: "https://example.com",
      addons: ["seo-package"],
      pricingSource: "customizer",
      maintenance: true,
      total: 1234,
    }),
  },
  {
    method: "POST",
    path: "/api/client-intake",
    schema: clientIntakeSchema,
    valid: intakeBody,
  },
  {
    method: "POST",
    path: "/api/mood-board",
    schema: moodBoardRequestSchema,
    valid: moodBoardBody,
  },
  { method: "GET", path: "/api/mood-board/shared/:shareId", weight: 0.5 },
  {
    method: "POST",
    path: "/api/audit",
    schema: auditRequestSchema,
    valid: () => ({ websiteUrl: "http://127.0.0.1/" }),
    only: auditStaysOffline,
  },
  {
    method: "POST",
    path: "/api/audit/manual-request",
    schema: manualRequestSchema,
    valid: () => ({ websiteUrl: "https://guarded-shop.example/", email: "owner@guarded-shop.example" }),
  },
  {
    method: "POST",
    path: "/api/chat",
    schema: chatRequestSchema,
    valid: () => ({
      messages: [
        { role: "assistant", content: "Hi! How can I help?" },
        { role: "user", content: "How much is a business website?" },
      ],
      conversationId: "fuzz-conversation-1",
    }),
  },
  // Every attempt hashes a password (scrypt): fewer runs.
  {
    method: "POST",
    path: "/api/admin/login",
    schema: adminLoginSchema,
    valid: () => ({ username: TEST_ADMIN.username, password: "not-the-password" }),
    weight: 0.25,
  },
  { method: "GET", path: "/api/admin/status", admin: true, weight: 0.25 },
  { method: "GET", path: "/api/admin/stats", admin: true, weight: 0.25 },
  ...ADMIN_LISTS.flatMap((list): Endpoint[] => [
    {
      method: "GET",
      path: `/api/admin/${list}`,
      admin: true,
      query: ["limit", "before", "status", "q", "spam"],
      weight: 0.3,
    },
    {
      method: "GET",
      path: `/api/admin/${list}.csv`,
      admin: true,
      query: ["status", "q", "before", "spam"],
      weight: 0.15,
    },
  ]),
  ...Object.keys(STATUS_ENTITIES).map(
    (entity): Endpoint => ({
      method: "PATCH",
      path: `/api/admin/${entity}/:id/status`,
      admin: true,
      schema: statusBodySchema,
      valid: () => ({ status: "contacted" }),
      weight: 0.4,
    }),
  ),
  ...LEAD_KINDS.flatMap((kind): Endpoint[] => [
    { method: "GET", path: `/api/admin/leads/${kind}/:id`, admin: true, weight: 0.2 },
    {
      method: "POST",
      path: `/api/admin/leads/${kind}/:id/notes`,
      admin: true,
      schema: leadNoteSchema,
      valid: () => ({ text: "Called back" }),
      weight: 0.2,
    },
    { method: "POST", path: `/api/admin/leads/${kind}/:id/spam`, admin: true, weight: 0.1 },
    { method: "DELETE", path: `/api/admin/leads/${kind}/:id/spam`, admin: true, weight: 0.1 },
  ]),
];

// ---------------------------------------------------------------------------
// Generators.

const SPECIAL_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uDC00y",
  "\uFEFF",
  "\u202E",
  "𝕏🙂",
  "null",
  "true",
  "0",
  "-1",
  "1e309",
  "NaN",
  "Infinity",
  "0x10",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00",
  "%E0%A4%A",
  "../../etc/passwd",
  "\\",
  "\r\n",
  "2026-02-30",
  "9999-99-99",
  "https://example.com",
  "javascript:alert(1)",
  "a@b",
];

/** Long strings, some near and over the 64 KB body limit (1-, 2- and 4-byte characters). */
const longString = fc
  .tuple(
    fc.oneof(fc.integer({ min: 200, max: 6_000 }), fc.integer({ min: 60_000, max: 70_000 })),
    fc.constantFrom("x", "é", "🙂"),
  )
  .map(([bytes, unit]) => unit.repeat(Math.ceil(bytes / Buffer.byteLength(unit))));

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.string(), weight: 3 },
  { arbitrary: fc.string({ unit: "binary" }), weight: 2 },
  { arbitrary: fc.constantFrom(...SPECIAL_STRINGS), weight: 3 },
  { arbitrary: longString, weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 0.5), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 2 },
);

const POLLUTING = [
  '{"polluted":"yes","isAdmin":true}',
  '{"prototype":{"polluted":"yes"}}',
  '{"__proto__":{"polluted":"yes"}}',
];
const dangerousKey = fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf");
const anyKey = fc.oneof(dangerousKey, fc.string({ maxLength: 20 }), fc.string({ unit: "binary", maxLength: 8 }));

/** JSON text of an object from [key, value-text] entries: keeps duplicate and __proto__ keys as sent. */
const objectText = (entries: ReadonlyArray<readonly [string, string]>) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;

/** Any JSON value as text (JSON.stringify writes lone surrogates as \\u escapes, as a client would). */
const valueText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", maxDepth: 4 },
    { arbitrary: scalar.map((value) => JSON.stringify(value)), weight: 6 },
    { arbitrary: fc.constantFrom(...POLLUTING), weight: 1 },
    { arbitrary: fc.array(tie("value"), { maxLength: 4 }).map((items) => `[${items.join(",")}]`), weight: 1 },
    { arbitrary: fc.array(fc.tuple(anyKey, tie("value")), { maxLength: 4 }).map(objectText), weight: 1 },
  ),
})).value;

/** Arrays or objects nested thousands deep. */
const deepText = fc
  .tuple(fc.integer({ min: 50, max: 30_000 }), fc.constantFrom("array", "object"))
  .map(([depth, kind]) =>
    kind === "array" ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
  );

/** A valid body with some fields dropped and some set to hostile values (or extra hostile keys). */
function nearValid(endpoint: Endpoint): fc.Arbitrary<string> {
  const valid = endpoint.valid?.() ?? {};
  const keys = Object.keys(valid);
  const key =
    keys.length > 0
      ? fc.oneof({ arbitrary: fc.constantFrom(...keys), weight: 4 }, { arbitrary: anyKey, weight: 1 })
      : anyKey;
  return fc
    .record({
      drop: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      set: fc.array(fc.tuple(key, valueText), { maxLength: 3 }),
    })
    .map(({ drop, set }) => {
      const entries: Array<[string, string]> = Object.entries(valid)
        .filter(([name]) => !drop.includes(name))
        .map(([name, value]) => [name, JSON.stringify(value)]);
      for (const [name, value] of set) {
        const index = entries.findIndex(([existing]) => existing === name);
        if (index >= 0 && name !== "__proto__") entries[index] = [name, value];
        else entries.push([name, value]);
      }
      return objectText(entries);
    });
}

function bodyText(endpoint: Endpoint): fc.Arbitrary<string | undefined> {
  const near = nearValid(endpoint);
  return fc.oneof(
    { arbitrary: near, weight: endpoint.valid ? 8 : 2 },
    { arbitrary: valueText, weight: 3 },
    { arbitrary: fc.string({ unit: "binary" }), weight: 1 },
    { arbitrary: near.chain((text) => fc.nat(text.length).map((cut) => text.slice(0, cut))), weight: 1 },
    { arbitrary: deepText, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

const contentType = fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 10 },
  {
    arbitrary: fc.constantFrom(
      undefined,
      "text/plain",
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/vnd.api+json",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=zzz",
      "application/jsonx",
    ),
    weight: 2,
  },
);

const RAW_QUERY_VALUES = [
  "%",
  "%E0%A4%A",
  "%00",
  "%FF",
  "%%",
  "1",
  "-1",
  "0",
  "abc",
  "2026-02-30",
  "9999-99-99",
  "200",
  "201",
  "1e3",
  "",
  "+",
  "[]",
];

function encodeLeniently(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text; // lone surrogates: sent raw, the URL parser escapes them its own way
  }
}

function queryString(names: string[]): fc.Arbitrary<string> {
  const name =
    names.length > 0 ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 });
  const value = fc.oneof(
    fc.constantFrom(...RAW_QUERY_VALUES),
    fc.string().map(encodeLeniently),
    fc.string({ unit: "binary", maxLength: 10 }),
    fc.integer().map(String),
    fc.integer({ min: 100, max: 3_000 }).map((length) => "q".repeat(length)),
    fc.constantFrom("2026-06-01", "2026-07-01", "2026-12-31", "2025-01-01"),
  );
  return fc
    .array(fc.tuple(name, value), { maxLength: 4 })
    .map((pairs) =>
      pairs.length === 0 ? "" : `?${pairs.map(([key, val]) => `${encodeLeniently(key)}=${val}`).join("&")}`,
    );
}

const pathSegment = fc.oneof(
  fc.integer({ min: 1, max: 5 }).map(String),
  fc.constantFrom(
    "0",
    "-1",
    "2147483647",
    "2147483648",
    "99999999999999999999",
    "1e3",
    "0x1",
    "1.5",
    " 1",
    "%00",
    "%E0%A4%A",
    "null",
    "..",
  ),
  fc.string({ maxLength: 20 }).map(encodeLeniently),
  fc.string({ unit: "binary", maxLength: 6 }).map(encodeLeniently),
  fc.integer({ min: 100, max: 2_000 }).map((length) => "a".repeat(length)),
);

/** Printable header text (a header cannot carry control characters or non-Latin-1). */
const headerText = fc.oneof(
  fc.string({ maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, "")),
  fc.constantFrom("", "null", "Bearer x", "../", "%00", "é".normalize("NFD").replace(/[^\x20-\x7e]/g, "")),
  fc.integer({ min: 300, max: 8_000 }).map((length) => "9".repeat(length)),
);

const forwardedFor = fc.oneof(
  fc.constantFrom("203.0.113.9", "2001:db8::1", "198.51.100.1, 203.0.113.9", "::ffff:10.0.0.1"),
  headerText,
  fc.array(headerText, { maxLength: 4 }).map((parts) => parts.join(",")),
);

interface Case {
  path: string;
  query: string;
  body: string | undefined;
  contentType: string | undefined;
  token: "valid" | "none" | string;
  forwardedFor: string | undefined;
}

function caseFor(endpoint: Endpoint): fc.Arbitrary<Case> {
  const path = fc
    .array(pathSegment, { minLength: 3, maxLength: 3 })
    .map((segments) => endpoint.path.replace(/:\w+/g, () => segments.shift() ?? "1"));
  const token =
    endpoint.admin || endpoint.client
      ? fc.oneof(
          { arbitrary: fc.constant("valid"), weight: 8 },
          { arbitrary: fc.constant("none"), weight: 1 },
          { arbitrary: headerText, weight: 1 },
        )
      : fc.oneof({ arbitrary: fc.constant("none"), weight: 4 }, { arbitrary: headerText, weight: 1 });
  let body = endpoint.method === "GET" ? fc.constant(undefined) : bodyText(endpoint);
  if (endpoint.only) {
    const only = endpoint.only;
    body = body.filter((text) => {
      try {
        return only(text === undefined ? undefined : JSON.parse(text));
      } catch {
        return true; // not JSON: refused before any work
      }
    });
  }
  return fc.record({
    path,
    query: queryString(endpoint.query ?? []),
    body,
    contentType,
    token,
    forwardedFor: fc.option(forwardedFor, { nil: undefined }),
  });
}

// ---------------------------------------------------------------------------
// The checks.

let t: TestApp;
let adminToken: string;
let clientToken: string;
let countRows: () => Promise<Record<string, number>>;
let lastCounts: Record<string, number> | undefined;
let sent = 0;
const prototypeShape = () =>
  [Object.getOwnPropertyNames(Object.prototype), Object.getOwnPropertyNames(Array.prototype)]
    .map((names) => names.sort().join(","))
    .join("|");
let baselinePrototypes = "";

function rejectedBySchema(schema: z.ZodType | undefined, body: string | undefined): boolean {
  if (!schema) return false;
  if (body === undefined) return true;
  try {
    return !schema.safeParse(JSON.parse(body)).success;
  } catch {
    return true;
  }
}

async function send(endpoint: Endpoint, input: Case): Promise<void> {
  const headers: Record<string, string> = {};
  if (input.contentType && input.body !== undefined) headers["Content-Type"] = input.contentType;
  const tokenHeader = endpoint.client ? "Authorization" : "X-Admin-Token";
  const tokenPrefix = endpoint.client ? "Bearer " : "";
  if (input.token === "valid") headers[tokenHeader] = `${tokenPrefix}${endpoint.client ? clientToken : adminToken}`;
  else if (input.token !== "none") headers[tokenHeader] = input.token;
  if (input.forwardedFor !== undefined) headers["X-Forwarded-For"] = input.forwardedFor;

  // Rows change only through these requests: the counts after one are the counts before the next.
  lastCounts ??= await countRows();
  const before = lastCounts;
  const response = await t.app.request(`${input.path}${input.query}`, {
    method: endpoint.method,
    headers,
    body: endpoint.method === "GET" ? undefined : input.body,
  });
  sent++;
  const text = await response.text();
  const where = `${endpoint.method} ${input.path}${input.query.slice(0, 200)} → ${response.status} ${text.slice(0, 300)}`;

  expect(response.status, where).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.headers.get("content-type") ?? "", where).toMatch(/^application\/json/);
    const json = JSON.parse(text) as { error?: unknown };
    expect(typeof json.error, where).toBe("string");
  } else if (/^application\/json/.test(response.headers.get("content-type") ?? "")) {
    JSON.parse(text);
  }

  const schemaRejects = rejectedBySchema(endpoint.schema, input.body);
  if (schemaRejects) expect(response.status, `${where} (the schema rejects this body)`).toBeGreaterThanOrEqual(400);
  lastCounts = await countRows();
  if (schemaRejects || response.status >= 400) {
    expect(lastCounts, `${where}: a refused request stored a row`).toEqual(before);
  }
  expect(prototypeShape(), "prototype pollution").toBe(baselinePrototypes);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

function runs(weight = 1) {
  return Math.max(5, Math.round(RUNS * weight));
}

beforeAll(async () => {
  // Rate limits out of the way (a 429 would hide what the handler does); the
  // proxy header trusted, so hostile X-Forwarded-For values reach the limiter.
  t = await createTestApp({ env: { RATE_LIMIT_FACTOR: "1000000", TRUST_PROXY: "true" }, now: () => new Date() });
  await createAdmin(t);
  adminToken = await signIn(t);
  const [client] = await t.database.db
    .insert(clients)
    .values({ email: "portal-client@example.com", firstName: "Fuzz", lastName: "Client" })
    .returning({ id: clients.id });
  clientToken = await createClientSession(t.database.db, client?.id ?? 0, new Date());
  const tables = await t.database.db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'
       and table_name not in ('rate_limit_counters', 'slot_capacity')`);
  const select = tables.rows.map((row) => `(select count(*) from "${row.name}")::int as "${row.name}"`).join(", ");
  countRows = async () => {
    const result = await t.database.pool.query<Record<string, number>>(`select ${select}`);
    return result.rows[0] ?? {};
  };
  baselinePrototypes = prototypeShape();
});

afterAll(async () => {
  console.log(`api fuzz: ${sent} requests sent (FUZZ_RUNS=${RUNS})`);
  await t?.close();
});

describe("API fuzzing", () => {
  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    "%s: never a 5xx, JSON errors, no row from a refused body, no prototype pollution",
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(caseFor(endpoint), (input) => send(endpoint, input)),
        { numRuns: runs(endpoint.weight), seed: SEED, endOnFailure: true },
      );
    },
    120_000,
  );

  it("every route the app registers survives hostile requests (the sweep)", async () => {
    const routes = new Map<string, Endpoint>();
    for (const route of t.app.routes) {
      if (route.method === "ALL") continue;
      const method = route.method as Method;
      // Signed in where a session is needed — but never a valid token to a logout, which would end it.
      const signedIn = !/\/(login|logout)$|\/invitations\//.test(route.path);
      const admin = signedIn && route.path.startsWith("/api/admin/");
      const client = signedIn && route.path.startsWith("/api/portal/");
      routes.set(`${method} ${route.path}`, { method, path: route.path, admin, client, query: [] });
    }
    expect(routes.size).toBeGreaterThan(20);
    // The tokens really sign in, so the guarded routes are fuzzed past their guard.
    const me = await t.app.request("/api/portal/me", { headers: { Authorization: `Bearer ${clientToken}` } });
    expect(me.status).toBe(200);
    const status = await t.app.request("/api/admin/status", { headers: { "X-Admin-Token": adminToken } });
    expect(status.status).toBe(200);
    // The portal first: the admin client routes may deactivate or delete the fuzzing client.
    const ordered = [...routes.values()].sort(
      (a, b) => Number(!!b.client) - Number(!!a.client) || a.path.localeCompare(b.path),
    );
    for (const endpoint of ordered) {
      await fc.assert(
        fc.asyncProperty(caseFor(endpoint), (input) => send(endpoint, input)),
        { numRuns: Math.max(5, Math.round(RUNS / 4)), seed: SEED, endOnFailure: true },
      );
    }
  }, 300_000);
});
