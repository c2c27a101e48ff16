/**
 * Forged writes: a page on another site must not be able to post leads, book
 * slot places or send emails with a visitor's browser. The API takes bodies
 * sent as JSON only (415 otherwise — a page can send text/plain, a form or
 * multipart without a CORS preflight, never JSON) and refuses a write another
 * site's page sent (403, by Sec-Fetch-Site or Origin). Nothing is stored or
 * queued after a refusal; the site's own pages and non-browser clients go on.
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseIsoDate, zonedTimeToInstant } from "#common/time/zoned";
import { formToken } from "#tests/support/form-token";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { clients, contactSubmissions, emailOutbox, rateLimitCounters, slotReservations } from "../db/schema.ts";
import { createAdmin, signIn } from "../features/admin/admin-test-support.ts";

// June 20, 2026 in New York: july-early-2026 is bookable.
const NOW = zonedTimeToInstant(parseIsoDate("2026-06-20")!, 10, 0);
const NOT_JSON = "Please send the request body as JSON (Content-Type: application/json)";
const CROSS_SITE = "Cross-site requests are not allowed.";

// As the forms send them, each with a fresh form token (a body without one gets no confirmation, one email less).
const contact = () => ({
  name: "Ada Lovelace",
  email: "victim@example.com",
  details: "Forged?",
  ...formToken("contact"),
});
const reservation = () => ({
  ...formToken("reserve-slot"),
  name: "Ada Lovelace",
  email: "victim-two@example.com",
  package: "business",
  preferredSlot: "july-early-2026",
  projectDetails: "A new website for our engine workshop, with a booking flow.",
});
const newClient = { email: "mallory@example.com", firstName: "Mallory", lastName: "Forger" };

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { RATE_LIMIT_FACTOR: "1000" } });
  await createAdmin(t);
  adminToken = await signIn(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(contactSubmissions);
  await t.database.db.delete(slotReservations);
  await t.database.db.delete(emailOutbox);
  await t.database.db.delete(clients);
  await t.database.db.delete(rateLimitCounters);
});

/** Rows a forged write would leave: leads, reservations, queued emails, clients. */
async function stored() {
  const rows = async (
    table: typeof contactSubmissions | typeof slotReservations | typeof emailOutbox | typeof clients,
  ) => (await t.database.db.select({ n: count() }).from(table))[0]?.n;
  return {
    leads: await rows(contactSubmissions),
    reservations: await rows(slotReservations),
    emails: await rows(emailOutbox),
    clients: await rows(clients),
  };
}
const NOTHING = { leads: 0, reservations: 0, emails: 0, clients: 0 };

interface Write {
  name: string;
  path: string;
  body: Record<string, string | number>;
  headers?: Record<string, string>;
  /** What one accepted write leaves behind. */
  leaves: Partial<typeof NOTHING>;
}

const writes = (): Write[] => [
  { name: "a contact inquiry", path: "/api/contact", body: contact(), leaves: { leads: 1, emails: 2 } },
  {
    name: "a slot reservation",
    path: "/api/reserve-slot",
    body: reservation(),
    leaves: { reservations: 1, emails: 2 },
  },
  {
    name: "an admin's new client",
    path: "/api/admin/clients",
    body: newClient,
    headers: { "X-Admin-Token": adminToken },
    leaves: { clients: 1 },
  },
];

function send(write: Write, init: { body?: BodyInit; headers?: Record<string, string>; url?: string }) {
  return t.app.request(init.url ?? `http://localhost${write.path}`, {
    method: "POST",
    headers: { ...write.headers, ...init.headers },
    body: init.body,
  });
}

const asJson = (write: Write, headers: Record<string, string> = {}, url?: string) =>
  send(write, { body: JSON.stringify(write.body), headers: { "Content-Type": "application/json", ...headers }, url });

describe("a write's body is taken as JSON only (415 otherwise)", () => {
  const fieldsOf = (body: Write["body"]) => Object.entries(body).map(([name, value]) => [name, String(value)]);
  const multipart = (body: Write["body"]) => {
    const form = new FormData();
    for (const [name = "", value = ""] of fieldsOf(body)) form.set(name, value);
    return form;
  };
  const refusedBodies: Array<[string, (write: Write) => { body: BodyInit; headers?: Record<string, string> }]> = [
    // JSON text sent as text/plain is what a form or a no-cors fetch on another site can send.
    [
      "JSON text sent as text/plain",
      (w) => ({ body: JSON.stringify(w.body), headers: { "Content-Type": "text/plain" } }),
    ],
    ["a text/plain body, with a charset", (w) => ({ body: JSON.stringify(w.body) })], // fetch's own default type
    ["a url-encoded form", (w) => ({ body: new URLSearchParams(fieldsOf(w.body)) })],
    ["a multipart form", (w) => ({ body: multipart(w.body) })],
    ["a body of no type", (w) => ({ body: new Blob([JSON.stringify(w.body)]) })],
    [
      "a type that only begins like JSON",
      (w) => ({ body: JSON.stringify(w.body), headers: { "Content-Type": "application/jsonx" } }),
    ],
  ];

  for (const write of [0, 1, 2]) {
    for (const [how, body] of refusedBodies) {
      it(`refuses ${how} for ${writes()[write]?.name}, and stores and sends nothing`, async () => {
        const chosen = writes()[write]!;
        const response = await send(chosen, body(chosen));
        expect(response.status).toBe(415);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ error: NOT_JSON });
        expect(await stored()).toEqual(NOTHING);
      });
    }
  }

  it("takes application/json with a charset, and a JSON-based type", async () => {
    const [lead, booking] = writes();
    expect((await asJson(lead!, { "Content-Type": "application/json; charset=utf-8" })).status).toBe(201);
    expect((await asJson(booking!, { "Content-Type": "application/vnd.api+json" })).status).toBe(201);
    expect(await stored()).toMatchObject({ leads: 1, reservations: 1 });
  });

  it("lets a write with no body go without a type (sign-out), and refuses one that carries another type", async () => {
    const token = await signIn(t, "198.51.100.2");
    const logout = (init: RequestInit) =>
      t.app.request("/api/admin/logout", {
        method: "POST",
        ...init,
        headers: { "X-Admin-Token": token, ...init.headers },
      });
    const formBody = await logout({ body: "bye=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(formBody.status).toBe(415);
    expect(await formBody.json()).toEqual({ error: NOT_JSON });
    // An empty body sent with Content-Length: 0, as browsers send a POST without a body.
    const empty = await logout({ headers: { "Content-Length": "0" } });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ success: true });
    // The session really ended.
    const status = await t.app.request("/api/admin/status", { headers: { "X-Admin-Token": token } });
    expect(status.status).toBe(401);
  });

  it("shares no count with a refused request: a 415 leaves the rate limit untouched", async () => {
    const [lead] = writes();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await send(lead!, { body: JSON.stringify(contact()), headers: { "Content-Type": "text/plain" } })).status,
      ).toBe(415);
    }
    expect((await t.database.db.select({ n: count() }).from(rateLimitCounters))[0]?.n).toBe(0);
  });
});

describe("a write sent by another site's page is refused (403)", () => {
  const forged: Array<[string, Record<string, string>]> = [
    ["Origin: https://evil.example", { Origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site without an Origin", { "Sec-Fetch-Site": "cross-site" }],
    ["Origin: null (a sandboxed frame or a data: page)", { Origin: "null" }],
    [
      "Sec-Fetch-Site: same-site from a sibling host",
      { "Sec-Fetch-Site": "same-site", Origin: "http://shop.localhost" },
    ],
    ["the site's host on another port", { Origin: "http://localhost:8080" }],
    ["the site's host over another scheme", { Origin: "https://localhost" }],
  ];

  for (const write of [0, 1, 2]) {
    for (const [how, headers] of forged) {
      it(`refuses ${writes()[write]?.name} with ${how}, and stores and sends nothing`, async () => {
        const response = await asJson(writes()[write]!, headers);
        expect(response.status).toBe(403);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(await response.json()).toEqual({ error: CROSS_SITE });
        expect(await stored()).toEqual(NOTHING);
      });
    }
  }

  it("refuses before anything else is looked at: a forged body of another type still gets 403", async () => {
    const [lead] = writes();
    const response = await send(lead!, {
      body: JSON.stringify(contact()),
      headers: { "Content-Type": "text/plain", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(403);
    expect(await stored()).toEqual(NOTHING);
  });

  it("refuses a forged sign-in attempt and a forged sign-out, but never a read", async () => {
    const login = await t.app.request("/api/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ username: "admin", password: "guess" }),
    });
    expect(login.status).toBe(403);
    const read = await t.app.request("/api/slot-availability", {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(read.status).toBe(200);
  });
});

describe("writes from the site itself and from non-browser clients go through", () => {
  const allowed: Array<[string, Record<string, string>]> = [
    ["no Origin and no Sec-Fetch-Site (curl, a server)", {}],
    ["Origin: the address the request reached", { Origin: "http://localhost" }],
    ["Sec-Fetch-Site: same-origin", { "Sec-Fetch-Site": "same-origin", Origin: "http://localhost" }],
    ["Sec-Fetch-Site: none (typed by the visitor)", { "Sec-Fetch-Site": "none" }],
  ];
  for (const [how, headers] of allowed) {
    it(`stores every write sent with ${how}`, async () => {
      let expected = { ...NOTHING };
      for (const write of writes()) {
        const response = await asJson(write, headers);
        expect(response.status, `${write.name}: ${await response.clone().text()}`).toBe(201);
        expected = Object.fromEntries(
          Object.entries(expected).map(([key, value]) => [
            key,
            value + (write.leaves[key as keyof typeof NOTHING] ?? 0),
          ]),
        ) as typeof NOTHING;
      }
      expect(await stored()).toEqual(expected);
    });
  }
});

describe("the site's own origins behind a proxy and under PUBLIC_SITE_URL", () => {
  const site = async (env: Record<string, string>) =>
    createTestApp({ now: () => NOW, env: { RATE_LIMIT_FACTOR: "1000", ...env } });
  const post = (app: TestApp, url: string, headers: Record<string, string>) =>
    app.app.request(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(contact()),
    });

  it("takes the page's origin from X-Forwarded-Proto and X-Forwarded-Host with TRUST_PROXY only", async () => {
    const proxied = await site({ TRUST_PROXY: "true" });
    const direct = await site({});
    try {
      // TLS ends at the proxy: the server sees http://www.example.com, the browser was on https.
      const fromProxy = { Origin: "https://www.example.com", "X-Forwarded-Proto": "https" };
      expect((await post(proxied, "http://www.example.com/api/contact", fromProxy)).status).toBe(201);
      expect((await post(direct, "http://www.example.com/api/contact", fromProxy)).status).toBe(403);
      // The proxy reached the server under an internal name and reports the public one.
      const renamed = { ...fromProxy, "X-Forwarded-Host": "www.example.com" };
      expect((await post(proxied, "http://10.0.0.5:3000/api/contact", renamed)).status).toBe(201);
      expect((await post(direct, "http://10.0.0.5:3000/api/contact", renamed)).status).toBe(403);
      // Still another site's page, whatever the proxy says.
      const evil = { Origin: "https://evil.example", "X-Forwarded-Proto": "https" };
      expect((await post(proxied, "http://www.example.com/api/contact", evil)).status).toBe(403);
    } finally {
      await proxied.close();
      await direct.close();
    }
  });

  it("takes PUBLIC_SITE_URL's origin wherever the request arrives, and no other", async () => {
    const app = await site({ PUBLIC_SITE_URL: "https://www.example.com/" });
    try {
      const at = "http://10.0.0.5:3000/api/contact";
      expect((await post(app, at, { Origin: "https://www.example.com" })).status).toBe(201);
      expect((await post(app, at, { Origin: "https://www.example.com", "Sec-Fetch-Site": "same-site" })).status).toBe(
        201,
      );
      expect((await post(app, at, { Origin: "https://shop.example.com", "Sec-Fetch-Site": "same-site" })).status).toBe(
        403,
      );
      expect((await post(app, at, { Origin: "http://www.example.com" })).status).toBe(403);
    } finally {
      await app.close();
    }
  });
});
