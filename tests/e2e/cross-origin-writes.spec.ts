/**
 * A stranger's page cannot write through a visitor's browser. The attacker's
 * pages are served from a second loopback site (http://127.0.0.2:<port>, another
 * site than http://127.0.0.1:<E2E_PORT> for the browser) and try, against the
 * contact, reservation, consultation and chat routes, what needs no CORS
 * preflight: fetch with credentials and a text/plain body or a body of no type
 * (no-cors), an auto-submitted <form enctype="text/plain"> carrying JSON, and an
 * auto-submitted ordinary form; and the contact page's own no-script form posted
 * from there. The server refuses them all and stores nothing (checked through
 * the admin API); the same writes from the site's own pages still go through.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { CONSULTATION_TIME_VALUES, consultationSlotKey, offeredDates } from "../../common/consultation/schedule";
import { bookableSlots } from "../../common/slots/calendar";
import { ADMIN } from "./support/admin";
import { type APIRequestContext, expect, type Page, type Request, test } from "./support/test";

// Two sites, several page loads and admin look-ups per test.
test.describe.configure({ timeout: 60_000 });

const CROSS_SITE = "Cross-site requests are not allowed.";

const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const forgedEmail = `forged-${stamp}@example.com`;
const ownEmail = `own-page-${stamp}@example.com`;
/** The chat of the own-page test names its own address: a chat that names one may also store a lead. */
const ownChatEmail = `own-chat-${stamp}@example.com`;

let attacker: http.Server;
let attackerOrigin = "";
let siteOrigin = "";
let slot = "";
let consultation = { preferredDate: "", preferredTime: "" };
let adminToken = "";

const contactBody = (email: string) => ({ name: "Mallory", email, details: "A forged inquiry from another site." });
const reservationBody = (email: string) => ({
  name: "Mallory",
  email,
  package: "business",
  preferredSlot: slot,
  projectDetails: "A forged reservation from another site, filling a place.",
});

const consultationBody = (email: string) => ({
  name: "Mallory",
  email,
  consultationType: "project-consultation",
  ...consultation,
  projectDetails: "A forged consultation from another site, taking a call time.",
});
/** The chat stores a conversation that has an id; the marker finds it in the admin's chat list. */
const chatBody = (email: string) => ({
  conversationId: `conv-${email.replace(/[^A-Za-z0-9]/g, "-")}`.slice(0, 64),
  messages: [{ role: "user", content: `Chat from ${email}: how much is a website?` }],
});

/** The four public writes a forged page aims at. */
const WRITES = {
  contact: { route: "/api/contact", body: contactBody },
  reservation: { route: "/api/reserve-slot", body: reservationBody },
  consultation: { route: "/api/consultations", body: consultationBody },
  chat: { route: "/api/chat", body: chatBody },
} as const;
type WriteKind = keyof typeof WRITES;
const WRITE_KINDS = Object.keys(WRITES) as WriteKind[];

const escapeAttribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#39;");

/**
 * The attacker's pages. A text/plain form sends `name=value`: with the name
 * ending inside the last JSON string and the value closing it, the body is
 * JSON (the last text value ends in "=").
 */
function attackerPage(path: string): string {
  const target = (route: string) => `${siteOrigin}${route}`;
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><title>Win a prize</title></head><body>${body}</body></html>`;
  if (path === "/no-cors-fetch") {
    const json = (kind: WriteKind) => JSON.stringify(JSON.stringify(WRITES[kind].body(forgedEmail)));
    const posts = [
      ...WRITE_KINDS.map((kind) => [target(WRITES[kind].route), json(kind)]),
      // A Blob without a type: the request has no Content-Type at all.
      [target("/api/contact"), `new Blob([${json("contact")}])`],
    ];
    // With credentials: the visitor's cookies would go along if the site had any.
    const calls = posts
      .map(
        ([url, body]) =>
          `fetch(${JSON.stringify(url)}, { method: "POST", mode: "no-cors", credentials: "include", body: ${body} })`,
      )
      .join(",\n");
    return page(`<script>
      Promise.allSettled([${calls}]).then((results) => {
        document.body.dataset.sent = results.map((result) => result.status).join(",");
      });
    </script>`);
  }
  const form = /^\/(text-plain|urlencoded)-form-(\w+)$/.exec(path);
  if (form && WRITE_KINDS.includes(form[2] as WriteKind)) {
    const write = WRITES[form[2] as WriteKind];
    const body = write.body(forgedEmail);
    if (form[1] === "urlencoded") {
      // An ordinary form: every top-level field as it would be typed.
      const inputs = Object.entries(body)
        .map(([name, value]) => {
          const text = typeof value === "string" ? value : JSON.stringify(value);
          return `<input type="hidden" name="${name}" value="${escapeAttribute(text).replaceAll('"', "&quot;")}">`;
        })
        .join("");
      return page(`<form method="post" action="${target(write.route)}">${inputs}</form>
        <script>document.forms[0].submit();</script>`);
    }
    const json = JSON.stringify(body);
    const cut = json.lastIndexOf('"'); // the closing quote of the last text value
    return page(`<form method="post" enctype="text/plain" action="${target(write.route)}">
      <input type="hidden" name='${escapeAttribute(json.slice(0, cut))}' value='${escapeAttribute(json.slice(cut))}'>
    </form><script>document.forms[0].submit();</script>`);
  }
  if (path === "/contact-form") {
    const fields = contactBody(forgedEmail);
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeAttribute(value)}">`)
      .join("");
    return page(`<form method="post" action="${target("/contact")}">${inputs}</form>
      <script>document.forms[0].submit();</script>`);
  }
  return page("Not found");
}

test.beforeAll(async ({ request }, testInfo) => {
  siteOrigin = new URL(String(testInfo.project.use.baseURL)).origin;
  // A slot with a place left for the own-page reservation below, tried from the middle of the
  // calendar: the first slot and the last two are the ones booking.spec.ts counts places in.
  const taken = (await (await request.get("/api/slot-availability")).json()) as Array<{ preferredSlot: string }>;
  const slots = bookableSlots(new Date());
  const middleFirst = [...slots.slice(2, -2), ...slots.slice(1, 2), ...slots.slice(-2), ...slots.slice(0, 1)];
  const free = middleFirst.find((candidate) => taken.filter((row) => row.preferredSlot === candidate.id).length < 2);
  if (!free) throw new Error("no bookable slot has a place left");
  slot = free.id;
  // A free call time for the own-page booking, from the middle of the offered days: booking.spec.ts
  // books the first day and long-content.spec.ts the last ones.
  const days = offeredDates(new Date());
  const range = `from=${days[0]}&to=${days[days.length - 1]}`;
  const takenCalls = ((await (await request.get(`/api/consultations/taken?${range}`)).json()) as { taken: string[] })
    .taken;
  const middleDays = [...days.slice(days.length / 2), ...days.slice(0, days.length / 2).reverse()];
  const call = middleDays
    .flatMap((preferredDate) => CONSULTATION_TIME_VALUES.map((preferredTime) => ({ preferredDate, preferredTime })))
    .find((candidate) => !takenCalls.includes(consultationSlotKey(candidate.preferredDate, candidate.preferredTime)));
  if (!call) throw new Error("no consultation time is free");
  consultation = call;
  const login = await request.post("/api/admin/login", { data: ADMIN });
  expect(login.status()).toBe(200);
  adminToken = ((await login.json()) as { token: string }).token;
  attacker = http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(attackerPage(new URL(req.url ?? "/", "http://attacker").pathname));
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.2", resolve));
  attackerOrigin = `http://127.0.0.2:${(attacker.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  attacker?.closeAllConnections(); // the browser's keep-alive connections would hold close() open
  await new Promise((resolve) => attacker?.close(resolve));
});

/** What the admin console lists for an email address: leads, reservations, calls and conversations naming it. */
async function storedFor(request: APIRequestContext, email: string) {
  const headers = { "X-Admin-Token": adminToken };
  const list = async (name: string) => {
    const response = await request.get(`/api/admin/${name}?q=${encodeURIComponent(email)}`, { headers });
    expect(response.status()).toBe(200);
    return ((await response.json()) as unknown[]).filter((row) => JSON.stringify(row).includes(email));
  };
  return {
    leads: await list("submissions"),
    reservations: await list("reservations"),
    consultations: await list("consultations"),
    chats: await list("chats"),
  };
}
/** How an address appears in a form's body: as typed in text/plain, percent-encoded in an ordinary form. */
const encodeIfForm = (text: string, form: "text-plain" | "urlencoded") =>
  form === "urlencoded" ? new URLSearchParams({ text }).toString().slice("text=".length) : text;
const NOTHING = { leads: [], reservations: [], consultations: [], chats: [] };

/**
 * The page's POSTs to the site and how each ended. A no-cors fetch never shows
 * the page (or Playwright) the answer: the site's Cross-Origin-Resource-Policy
 * blocks it once it arrives, so the request ends as failed with that reason.
 */
function sitePosts(page: Page) {
  const seen = new Map<Request, { path: string; type: string; ended?: string }>();
  page.on("request", (request) => {
    if (!request.url().startsWith(siteOrigin) || request.method() !== "POST") return;
    seen.set(request, { path: new URL(request.url()).pathname, type: request.headers()["content-type"] ?? "(none)" });
  });
  const end = (request: Request, how: string) => {
    const post = seen.get(request);
    if (post) post.ended = how;
  };
  page.on("requestfailed", (request) => end(request, request.failure()?.errorText ?? "failed"));
  page.on("requestfinished", (request) => end(request, "finished"));
  return () => [...seen.values()];
}

test.describe("writes forged by another site's page", () => {
  test("no-cors fetches with credentials, text/plain or no type, are refused, and nothing is stored", async ({
    page,
    request,
  }) => {
    const posts = sitePosts(page);
    await page.goto(`${attackerOrigin}/no-cors-fetch`, { waitUntil: "domcontentloaded" });
    // All five reached the server and were answered (the answer is then withheld from the page).
    await expect(page.locator("body")).toHaveAttribute("data-sent", Array(5).fill("rejected").join(","));
    await expect.poll(() => posts().filter((post) => post.ended !== undefined).length).toBe(5);
    expect(
      posts()
        .map(({ path, type, ended }) => `${path} ${type} ${ended}`)
        .sort(),
    ).toEqual([
      "/api/chat text/plain;charset=UTF-8 net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin",
      "/api/consultations text/plain;charset=UTF-8 net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin",
      "/api/contact (none) net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin",
      "/api/contact text/plain;charset=UTF-8 net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin",
      "/api/reserve-slot text/plain;charset=UTF-8 net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin",
    ]);
    expect(await storedFor(request, forgedEmail)).toEqual(NOTHING);
  });

  for (const kind of WRITE_KINDS) {
    const { route } = WRITES[kind];
    for (const [form, type] of [
      ["text-plain", "text/plain"],
      ["urlencoded", "application/x-www-form-urlencoded"],
    ] as const) {
      test(`an auto-submitted ${type} form to the ${kind} route is refused`, async ({ page, request }) => {
        const answer = page.waitForResponse((response) => response.url() === `${siteOrigin}${route}`);
        await page.goto(`${attackerOrigin}/${form}-form-${kind}`, { waitUntil: "commit" });
        const response = await answer;
        expect(response.status()).toBe(403);
        expect(response.request().headers()["content-type"]).toBe(type);
        if (form === "text-plain") expect(JSON.parse(response.request().postData() ?? "")).toBeTruthy();
        expect(response.request().postData()).toContain(encodeIfForm(forgedEmail, form));
        expect(await response.json()).toEqual({ error: CROSS_SITE });
        expect(await storedFor(request, forgedEmail)).toEqual(NOTHING);
      });
    }
  }

  test("the contact page's no-script form posted from there is refused", async ({ page, request }) => {
    const answer = page.waitForResponse((response) => response.url().startsWith(`${siteOrigin}/contact`));
    await page.goto(`${attackerOrigin}/contact-form`, { waitUntil: "commit" });
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(response.request().headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(await response.json()).toEqual({ error: CROSS_SITE });
    expect(await storedFor(request, forgedEmail)).toEqual(NOTHING);
  });
});

test.describe("the same writes from the site's own pages", () => {
  test("JSON posts from the site's page are stored; a text/plain one is told to send JSON", async ({
    page,
    request,
  }) => {
    // The page's address is what counts; its scripts need not have started.
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const results = await page.evaluate(
      async ({ contact, reservation, call, chat }) => {
        const post = async (url: string, body: unknown, type: string) => {
          const response = await fetch(url, {
            method: "POST",
            headers: { "Content-Type": type },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: await response.json() };
        };
        return [
          await post("/api/contact", contact, "application/json"),
          await post("/api/reserve-slot", reservation, "application/json"),
          await post("/api/consultations", call, "application/json"),
          await post("/api/chat", chat, "application/json"),
          await post("/api/contact", contact, "text/plain"),
        ];
      },
      {
        contact: contactBody(ownEmail),
        reservation: reservationBody(ownEmail),
        call: consultationBody(ownEmail),
        chat: chatBody(ownChatEmail),
      },
    );
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 200, 415]);
    expect(results[4]?.body).toEqual({
      error: "Please send the request body as JSON (Content-Type: application/json)",
    });
    const stored = await storedFor(request, ownEmail);
    expect(stored.leads).toHaveLength(1);
    expect(stored.reservations).toHaveLength(1);
    expect(stored.consultations).toHaveLength(1);
    expect((await storedFor(request, ownChatEmail)).chats).toHaveLength(1);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the contact page's own form still sends", async ({ page, request }) => {
      const email = `own-form-${stamp}@example.com`;
      // No script, so no hydration to wait for; the plain style's labels.
      await page.goto("/contact?style=conservative", { waitUntil: "domcontentloaded" });
      await page.getByLabel("Full Name").fill("Grace Hopper");
      await page.getByLabel("Email Address").fill(email);
      await page.getByLabel("Project Details").fill("Sent from the site's own page.");
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: "Send Project Details" }).click();
      const response = await answer;
      expect(response.request().headers().origin).toBe(siteOrigin);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("Transmission Successful!");
      expect((await storedFor(request, email)).leads).toHaveLength(1);
    });
  });
});
