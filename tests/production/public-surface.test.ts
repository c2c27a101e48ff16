/**
 * What a stranger sees of the real server process, and what its log keeps:
 * an invitation token reaches no log line, however its link is opened; HSTS
 * on every kind of response when the site is on https and on none when it is
 * on http; a caller's X-Request-Id used only when it is a short plain token.
 * Needs `npm run build` (npm test builds first).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  buildDir,
  createEmptyDatabase,
  killAllServers,
  postJson,
  type ServerProcess,
  sharedPostgresServerUrl,
  startServer,
} from "./support/server-process";

const HSTS = "max-age=31536000; includeSubDomains";

let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
/** PUBLIC_SITE_URL=https://…, as in production behind a TLS-terminating balancer. */
let secure: ServerProcess;
/** PUBLIC_SITE_URL=http://… */
let plain: ServerProcess;

beforeAll(async () => {
  database = await createEmptyDatabase(sharedPostgresServerUrl());
  secure = await startServer({
    DATABASE_URL: database.url,
    PUBLIC_SITE_URL: "https://www.example.com",
    LOG_LEVEL: "debug",
  });
  plain = await startServer({ DATABASE_URL: database.url, PUBLIC_SITE_URL: "http://intranet.example.com" });
}, 120_000);

afterAll(async () => {
  await Promise.all([secure, plain].map((server) => server?.stop()));
  await killAllServers();
  await database?.drop();
});

/** The server's JSON log lines so far. */
function logLines(server: ServerProcess): Array<Record<string, unknown>> {
  return server
    .output()
    .stdout.split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Waits until the request log line of `requestId` is in the server's output, and returns it. */
async function requestLine(server: ServerProcess, requestId: string): Promise<Record<string, unknown>> {
  for (let tries = 0; tries < 200; tries++) {
    const line = logLines(server).find((entry) => entry.msg === "request" && entry.requestId === requestId);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no request log line with requestId ${requestId}`);
}

async function invitedClient(server: ServerProcess, email: string) {
  const login = await postJson(`${server.url}/api/admin/login`, { username: "admin", password: ADMIN_PASSWORD });
  expect(login.status).toBe(200);
  const headers = { "X-Admin-Token": String(login.json.token) };
  const client = await postJson(
    `${server.url}/api/admin/clients`,
    { email, firstName: "Lee", lastName: "Log" },
    headers,
  );
  expect(client.status).toBe(201);
  const invite = () => postJson(`${server.url}/api/admin/clients/${client.json.id}/invite`, {}, headers);
  return { invite };
}

const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get("token") ?? "";

describe("invitation tokens and the log", () => {
  it("no log line carries the token: the page opened either way, the lookup, the old lookup address, the accept", async () => {
    const { invite } = await invitedClient(secure, "lee.log@example.com");
    const invited = await invite();
    expect(invited.status).toBe(201);
    const link = String(invited.json.link);
    expect(link).toMatch(/^https:\/\/www\.example\.com\/portal\/set-password#token=[\w-]{40,}$/);
    const token = tokenOf(link);

    let n = 0;
    const send = async (target: string, init: RequestInit = {}) => {
      const requestId = `invitation-${++n}`;
      const response = await fetch(`${secure.url}${target}`, {
        ...init,
        headers: { "X-Request-Id": requestId, ...(init.headers as Record<string, string>) },
      });
      await response.arrayBuffer();
      return { status: response.status, line: await requestLine(secure, requestId) };
    };
    const post = (target: string, body: unknown) =>
      send(target, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

    // What a browser requests for the link (the fragment stays in the browser), and for an older ?token= link.
    const page = await send("/portal/set-password");
    expect(page.status).toBe(200);
    const olderLink = await send(`/portal/set-password?token=${token}&utm_source=email`);
    expect(olderLink.status).toBe(200);
    expect(olderLink.line.path).toBe("/portal/set-password");

    const lookup = await post("/api/portal/invitations/lookup", { token });
    expect(lookup.status).toBe(200);
    // A page loaded before the lookup moved: the path is logged as its pattern.
    const oldAddress = await send(`/api/portal/invitations/${token}`);
    expect(oldAddress.status).toBe(410);
    expect(oldAddress.line).toMatchObject({ path: "/api/portal/invitations/:token", status: 410 });
    const accepted = await post("/api/portal/invitations/accept", {
      token,
      email: "lee.log@example.com",
      password: "lee-log-password-1",
      firstName: "Lee",
      lastName: "Log",
    });
    expect(accepted.status).toBe(200);
    const spent = await post("/api/portal/invitations/lookup", { token });
    expect(spent.status).toBe(404);
    // Odd spellings of the token's paths, any method: the token is still never logged.
    for (const target of [
      `/api/portal/invitations/${token}/`,
      `/api/portal/invitations/${token}/extra`,
      `/api/admin/invitations/${token}`,
      `/portal/set-password/${token}`,
      `/admin/accept-invitation/${token}`,
    ]) {
      const odd = await send(target);
      expect(odd.line.path, target).not.toContain(token);
      const posted = await post(target, {});
      expect(posted.line.path, target).not.toContain(token);
    }
    // A path with an encoded CR/LF is one JSON line, like every other.
    await send("/blog/%0d%0aInjected:%20yes");

    const { stdout, stderr } = secure.output();
    // Every line a log shipper reads is one JSON object (the start banner for a person at a terminal aside).
    const logged = `${stdout}\n${stderr}`
      .split("\n")
      .filter((text) => text.trim() !== "" && !/^\s*Site ready at /.test(text));
    for (const line of logged) expect(() => JSON.parse(line), line).not.toThrow();
    expect(logLines(secure).filter((entry) => entry.msg === "request").length).toBeGreaterThanOrEqual(7);
    for (const line of `${stdout}\n${stderr}`.split("\n")) expect(line).not.toContain(token);
    expect(`${stdout}${stderr}`).not.toContain(token.slice(0, 16));
  });

  it("a second invitation makes the first link answer 'invalid or has expired'", async () => {
    const { invite } = await invitedClient(secure, "twice.invited@example.com");
    const first = tokenOf(String((await invite()).json.link));
    const lookup = (token: string) => postJson(`${secure.url}/api/portal/invitations/lookup`, { token });
    expect((await lookup(first)).status).toBe(200);
    const second = tokenOf(String((await invite()).json.link));
    expect(await lookup(first)).toEqual({
      status: 404,
      json: { error: "This invitation link is invalid or has expired." },
    });
    expect((await lookup(second)).status).toBe(200);
  });
});

/** One request of each kind the server answers, through the fast path and through Hono. */
function everyKindOfResponse(): Array<[string, string, RequestInit?]> {
  const asset = fs.readdirSync(path.join(buildDir, "client", "assets")).find((name) => name.endsWith(".js"));
  return [
    ["prerendered page (fast path)", "/home"],
    ["prerendered page, 304 (fast path)", "/home", { headers: { "If-None-Match": "(set below)" } }],
    ["hashed asset (fast path)", `/assets/${asset}`],
    ["hashed asset (site handler)", `/assets/${asset}?v=%31`],
    ["public file", "/robots.txt"],
    ["server-rendered page", "/contact"],
    ["prerendered page with a query (server-rendered)", "/home?page=2"],
    ["page not found", "/no/such/page"],
    ["API", "/api/health"],
    ["API error", "/api/no-such-route"],
    ["API refusal", "/api/contact", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }],
    ["metrics, not enabled", "/metrics"],
  ];
}

async function headersOf(server: ServerProcess) {
  const answers: Array<{ name: string; status: number; hsts: string | null }> = [];
  const etag = (await fetch(`${server.url}/home`)).headers.get("etag") ?? "";
  for (const [name, target, init] of everyKindOfResponse()) {
    const headers = init?.headers as Record<string, string> | undefined;
    if (headers?.["If-None-Match"]) headers["If-None-Match"] = etag;
    const response = await fetch(`${server.url}${target}`, init);
    await response.arrayBuffer();
    answers.push({ name, status: response.status, hsts: response.headers.get("strict-transport-security") });
  }
  return answers;
}

describe("Strict-Transport-Security", () => {
  it("is on every response when PUBLIC_SITE_URL is https: pages, files, the API, errors, 304s", async () => {
    const answers = await headersOf(secure);
    expect(answers.map(({ name, status }) => [name, status])).toEqual([
      ["prerendered page (fast path)", 200],
      ["prerendered page, 304 (fast path)", 304],
      ["hashed asset (fast path)", 200],
      ["hashed asset (site handler)", 200],
      ["public file", 200],
      ["server-rendered page", 200],
      ["prerendered page with a query (server-rendered)", 200],
      ["page not found", 404],
      ["API", 200],
      ["API error", 404],
      ["API refusal", 400],
      ["metrics, not enabled", 404],
    ]);
    for (const answer of answers) expect(answer, answer.name).toMatchObject({ hsts: HSTS });
  });

  it("is on none when PUBLIC_SITE_URL is http", async () => {
    const answers = await headersOf(plain);
    expect(answers.length).toBe(12);
    for (const answer of answers) expect(answer, answer.name).toMatchObject({ hsts: null });
  });
});

describe("X-Request-Id from the caller", () => {
  const made = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  const targets: Array<[string, string]> = [
    ["fast path", "/home"],
    ["site handler", "/api/health"],
  ];
  for (const [where, target] of targets) {
    it(`${where}: a short plain token is used as sent, anything else is replaced; the answer names the id logged`, async () => {
      const good = `req-7f3a.b_9:${target.length}`;
      const kept = await fetch(`${plain.url}${target}`, { headers: { "X-Request-Id": good } });
      expect(kept.headers.get("x-request-id")).toBe(good);
      expect((await requestLine(plain, good)).path).toBe(target);

      for (const bad of ["has spaces in it", "<script>alert(1)</script>", "x".repeat(65), "ü"]) {
        const response = await fetch(`${plain.url}${target}`, { headers: { "X-Request-Id": bad } });
        const used = response.headers.get("x-request-id") ?? "";
        expect(used, bad).toMatch(made);
        expect((await requestLine(plain, used)).path).toBe(target);
        expect(plain.output().stdout).not.toContain(bad.slice(0, 20));
      }
      expect(plain.output().stdout).not.toContain("<script>");
    });
  }
});

describe("sign-in guesses sent at once over the network", () => {
  it("of 200 guesses at one client account from one address, 5 are evaluated and the rest answer 429", async () => {
    // A client account, not the admin's: the address's block must not shut the admin out of the other tests.
    const { invite } = await invitedClient(plain, "burst@example.com");
    const link = String((await invite()).json.link);
    const accepted = await postJson(`${plain.url}/api/portal/invitations/accept`, {
      token: tokenOf(link),
      email: "burst@example.com",
      password: "burst-right-password-7",
      firstName: "Lee",
      lastName: "Burst",
    });
    expect(accepted.status).toBe(200);

    // 199 wrong passwords and the right one last, all sent before any answer.
    const guesses = Array.from({ length: 200 }, (_, i) => (i === 199 ? "burst-right-password-7" : `wrong-guess-${i}`));
    const answers = await Promise.all(
      guesses.map((password) =>
        postJson(`${plain.url}/api/portal/login`, { email: "burst@example.com", password }).then(
          ({ status }) => status,
        ),
      ),
    );
    const counts: Record<number, number> = {};
    for (const status of answers) counts[status] = (counts[status] ?? 0) + 1;
    console.log(`sign-in burst over HTTP: ${JSON.stringify(counts)}`);
    // Evaluated = answered 401 or 200; never more than the limit, however the 200 requests interleave.
    expect((counts[401] ?? 0) + (counts[200] ?? 0), JSON.stringify(counts)).toBe(5);
    expect(counts[429]).toBe(195);
  }, 60_000);
});
