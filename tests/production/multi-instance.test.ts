/**
 * Several instances (docs/product/operations.md § Deployment): two server processes on one PostgreSQL, as behind a load
 * balancer (TRUST_PROXY, the client address in X-Forwarded-For). They start
 * at the same moment on an empty database, then take requests alternately:
 * every rule that must hold for the site as a whole holds across both.
 * The PostgreSQL server is TEST_DATABASE_URL's when set, else the embedded
 * one of Vitest's global setup (each process here is a client of it).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmtpSink } from "../support/smtp-sink";
import { consultationBody, consultationDate, contactBody, reservationBody, slotIds } from "./support/payloads";
import {
  ADMIN_PASSWORD,
  buildDir,
  createEmptyDatabase,
  killAllServers,
  postJson,
  query,
  type ServerProcess,
  sharedPostgresServerUrl,
  startServer,
} from "./support/server-process";

const sink = new SmtpSink();
let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
let servers: ServerProcess[] = [];
/** The instance the load balancer picks for request n: A, B, A, B … */
const instance = (n: number) => servers[n % 2] as ServerProcess;
let address = 0;
/** Each test is its own visitor (the last X-Forwarded-For entry is the one the balancer appended). */
const visitor = () => ({ "X-Forwarded-For": `198.51.100.7, 203.0.113.${++address}` });

beforeAll(async () => {
  await sink.start();
  database = await createEmptyDatabase(sharedPostgresServerUrl());
  const env = { DATABASE_URL: database.url, SMTP_URL: sink.url, TRUST_PROXY: "true" };
  // Both at the same moment, on a database with no tables yet.
  servers = await Promise.all([startServer(env), startServer(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await killAllServers();
  await database?.drop();
  await sink.stop();
});

describe("two server processes on one PostgreSQL", () => {
  it("apply the migrations once when they start at the same moment on an empty database", async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(buildDir, "app-server", "migrations", "meta", "_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    const applied = await query<{ hash: string }>(database.url, "select hash from drizzle.__drizzle_migrations");
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((row) => row.hash)).size).toBe(applied.length);
    const admins = await query(database.url, "select id from admin_accounts");
    expect(admins).toHaveLength(1);
    for (const server of servers) expect(server.output().stdout).not.toMatch(/"level":"error"/);
  });

  /** The link mailed to `email`, as the visitor's inbox shows it, once the outbox has sent it. */
  async function mailedLink(email: string): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const mail = sink.received.find((received) => received.envelopeTo.includes(email));
      const link = mail && /https?:\/\/[^/\s]+(\/api\/[a-z-]+\/confirm\?token=[A-Za-z0-9_-]{32})/.exec(mail.body);
      if (link?.[1]) return link[1];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no link mailed to ${email}`);
  }

  /** Opens each visitor's link at once, alternating instances; the outcome each page is sent with. */
  async function openLinksAtOnce(emails: string[]): Promise<Array<string | null>> {
    const links = await Promise.all(emails.map(mailedLink));
    const opened = await Promise.all(
      links.map((link, n) => fetch(`${instance(n).url}${link}`, { redirect: "manual" })),
    );
    return opened.map((response) =>
      new URL(response.headers.get("location") ?? "/", "http://x").searchParams.get("confirmation"),
    );
  }

  it("hold the slot capacity (2 per half-month slot) across both, the first two to confirm taking it", async () => {
    const slot = slotIds()[0] as string;
    const emails = Array.from({ length: 6 }, (_, n) => `slot${n}.mi@example.com`);
    const answers = await Promise.all(
      emails.map((email, n) =>
        postJson(`${instance(n).url}/api/reserve-slot`, reservationBody(email, slot), visitor()),
      ),
    );
    // Each request is stored and mailed its link; none holds a place before it is opened.
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    const outcomes = await openLinksAtOnce(emails);
    expect(outcomes.filter((outcome) => outcome === "held")).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === "full")).toHaveLength(4);
    const held = await query(
      database.url,
      "select id from slot_reservations where preferred_slot = $1 and holds_place",
      [slot],
    );
    expect(held).toHaveLength(2);
    // Both instances report the slot as taken twice.
    for (const server of servers) {
      const availability = (await (await fetch(`${server.url}/api/slot-availability`)).json()) as Array<{
        preferredSlot: string;
      }>;
      expect(availability.filter((row) => row.preferredSlot === slot)).toHaveLength(2);
    }
  });

  it("book each consultation slot once across both, the first to confirm taking it", async () => {
    const date = consultationDate();
    const emails = Array.from({ length: 4 }, (_, n) => `call${n}.mi@example.com`);
    const answers = await Promise.all(
      emails.map((email, n) =>
        postJson(`${instance(n).url}/api/consultations`, consultationBody(email, date, "10:00 AM"), visitor()),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const outcomes = await openLinksAtOnce(emails);
    expect(outcomes.slice().sort()).toEqual(["booked", "taken", "taken", "taken"]);
    const taken = (await (
      await fetch(`${instance(1).url}/api/consultations/taken?from=${date}&to=${date}`)
    ).json()) as {
      taken: string[];
    };
    expect(taken.taken).toEqual([`${date} 10:00`]);
  });

  it("accept an admin token from one on the other, and a logout on one revokes it on both", async () => {
    const headers = visitor();
    const login = await postJson(
      `${instance(0).url}/api/admin/login`,
      { username: "admin", password: ADMIN_PASSWORD },
      headers,
    );
    expect(login.status).toBe(200);
    const token = String(login.json.token);
    const status = (server: ServerProcess) =>
      fetch(`${server.url}/api/admin/status`, { headers: { "X-Admin-Token": token } }).then((r) => r.status);
    expect(await status(instance(1))).toBe(200);
    const stats = await fetch(`${instance(1).url}/api/admin/stats`, { headers: { "X-Admin-Token": token } });
    expect(stats.status).toBe(200);

    const logout = await fetch(`${instance(1).url}/api/admin/logout`, {
      method: "POST",
      headers: { "X-Admin-Token": token },
    });
    expect(logout.status).toBe(200);
    expect(await status(instance(0))).toBe(401);
    expect(await status(instance(1))).toBe(401);
  });

  it("count a visitor's requests against one rate limit across both", async () => {
    // Fixed one-minute windows on the real clock: a burst that straddles a window boundary is sent again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const minute = Math.floor(Date.now() / 60_000);
      const headers = visitor();
      const statuses: number[] = [];
      for (let n = 0; n < 12; n++) {
        const email = `limit${attempt}-${n}.mi@example.com`;
        statuses.push((await postJson(`${instance(n).url}/api/contact`, contactBody(email), headers)).status);
      }
      if (Math.floor(Date.now() / 60_000) !== minute) continue;
      // 10 a minute per address (PUBLIC_WRITE_LIMITS): one process alone would have let all 12 through.
      expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
      return;
    }
    throw new Error("every burst straddled a minute boundary");
  });

  it("send each queued email exactly once, though both outbox workers poll the same table", async () => {
    const emails = Array.from({ length: 24 }, (_, n) => `mail${n}.mi@example.com`);
    await Promise.all(
      emails.map(async (email, n) => {
        const answer = await postJson(`${instance(n).url}/api/contact`, contactBody(email), visitor());
        expect(answer.status).toBe(201);
      }),
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [row] = await query<{ unsent: number }>(
        database.url,
        "select count(*)::int as unsent from email_outbox where status <> 'sent'",
      );
      if (row?.unsent === 0) break;
      if (Date.now() > deadline) throw new Error(`${row?.unsent} emails still unsent`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const [total] = await query<{ n: number }>(database.url, "select count(*)::int as n from email_outbox");
    expect(sink.received).toHaveLength(total?.n ?? -1);
    for (const email of emails) {
      // The visitor's confirmation, and the agency's notification that replies to the visitor.
      expect(sink.received.filter((d) => d.envelopeTo.includes(email))).toHaveLength(1);
      expect(sink.received.filter((d) => d.headers["reply-to"]?.includes(email))).toHaveLength(1);
    }
  }, 60_000);
});
