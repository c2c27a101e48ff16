/**
 * A stranger's page cannot write through a visitor's browser. The attacker's
 * pages are served from a second loopback site (http://127.0.0.2:<port>, another
 * site than http://127.0.0.1:<E2E_PORT> for the browser) and try what needs no
 * CORS preflight: fetch with text/plain and with a body of no type (no-cors), an
 * auto-submitted <form enctype="text/plain"> carrying JSON to the API, and the
 * contact page's own no-script form posted from there. The server refuses them
 * all and stores nothing (checked through the admin API); the same writes from
 * the site's own pages still go through.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { bookableSlots } from "../../common/slots/calendar";
import { ADMIN } from "./support/admin";
import { type APIRequestContext, expect, type Page, type Request, test } from "./support/test";

// Two sites, several page loads and admin look-ups per test.
test.describe.configure({ timeout: 60_000 });

const CROSS_SITE = "Cross-site requests are not allowed.";

const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const forgedEmail = `forged-${stamp}@example.com`;
const ownEmail = `own-page-${stamp}@example.com`;

let attacker: http.Server;
let attackerOrigin = "";
let siteOrigin = "";
let slot = "";
let adminToken = "";

const contactBody = (email: string) => ({ name: "Mallory", email, details: "A forged inquiry from another site." });
const reservationBody = (email: string) => ({
  name: "Mallory",
  email,
  package: "business",
  preferredSlot: slot,
  projectDetails: "A forged reservation from another site, filling a place.",
});

const escapeAttribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#39;");

/**
 * The attacker's pages. A text/plain form sends `name=value`: with the name
 * ending inside the last JSON string and the value closing it, the body is
 * JSON (projectDetails ends in "=").
 */
function attackerPage(path: string): string {
  const target = (route: string) => `${siteOrigin}${route}`;
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><title>Win a prize</title></head><body>${body}</body></html>`;
  if (path === "/no-cors-fetch") {
    const posts = [
      [target("/api/contact"), JSON.stringify(JSON.stringify(contactBody(forgedEmail)))],
      [target("/api/reserve-slot"), JSON.stringify(JSON.stringify(reservationBody(forgedEmail)))],
      // A Blob without a type: the request has no Content-Type at all.
      [target("/api/contact"), `new Blob([${JSON.stringify(JSON.stringify(contactBody(forgedEmail)))}])`],
    ];
    const calls = posts
      .map(([url, body]) => `fetch(${JSON.stringify(url)}, { method: "POST", mode: "no-cors", body: ${body} })`)
      .join(",\n");
    return page(`<script>
      Promise.allSettled([${calls}]).then((results) => {
        document.body.dataset.sent = results.map((result) => result.status).join(",");
      });
    </script>`);
  }
  if (path === "/text-plain-form-reservation" || path === "/text-plain-form-contact") {
    const reservation = path.endsWith("reservation");
    const json = JSON.stringify(reservation ? reservationBody(forgedEmail) : contactBody(forgedEmail));
    const name = json.slice(0, -2); // up to the closing quote of the last value
    const action = target(reservation ? "/api/reserve-slot" : "/api/contact");
    return page(`<form method="post" enctype="text/plain" action="${action}">
      <input type="hidden" name='${escapeAttribute(name)}' value='"}'>
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

/** What the admin console lists for an email address: leads and reservations. */
async function storedFor(request: APIRequestContext, email: string) {
  const headers = { "X-Admin-Token": adminToken };
  const list = async (name: string) => {
    const response = await request.get(`/api/admin/${name}?q=${encodeURIComponent(email)}`, { headers });
    expect(response.status()).toBe(200);
    return ((await response.json()) as Array<{ email: string }>).filter((row) => row.email === email);
  };
  return { leads: await list("submissions"), reservations: await list("reservations") };
}

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
  test("no-cors fetches with text/plain and with no type are refused, and nothing is stored", async ({
    page,
    request,
  }) => {
    const posts = sitePosts(page);
    await page.goto(`${attackerOrigin}/no-cors-fetch`, { waitUntil: "domcontentloaded" });
    // All three reached the server and were answered (the answer is then withheld from the page).
    await expect(page.locator("body")).toHaveAttribute("data-sent", "rejected,rejected,rejected");
    await expect.poll(() => posts().filter((post) => post.ended !== undefined).length).toBe(3);
    expect(
      posts()
        .map(({ path, type, ended }) => `${path} ${type} ${ended}`)
        .sort(),
    ).toEqual([
      "/api/contact (none) net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin",
      "/api/contact text/plain;charset=UTF-8 net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin",
      "/api/reserve-slot text/plain;charset=UTF-8 net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin",
    ]);
    expect(await storedFor(request, forgedEmail)).toEqual({ leads: [], reservations: [] });
  });

  for (const [what, path, apiPath] of [
    ["a reservation", "/text-plain-form-reservation", "/api/reserve-slot"],
    ["an inquiry", "/text-plain-form-contact", "/api/contact"],
  ] as const) {
    test(`an auto-submitted text/plain form carrying ${what} as JSON is refused`, async ({ page, request }) => {
      const answer = page.waitForResponse((response) => response.url() === `${siteOrigin}${apiPath}`);
      await page.goto(`${attackerOrigin}${path}`, { waitUntil: "commit" });
      const response = await answer;
      expect(response.status()).toBe(403);
      expect(response.request().headers()["content-type"]).toBe("text/plain");
      expect(response.request().postData()).toContain(`"email":"${forgedEmail}"`);
      expect(await response.json()).toEqual({ error: CROSS_SITE });
      expect(await storedFor(request, forgedEmail)).toEqual({ leads: [], reservations: [] });
    });
  }

  test("the contact page's no-script form posted from there is refused", async ({ page, request }) => {
    const answer = page.waitForResponse((response) => response.url().startsWith(`${siteOrigin}/contact`));
    await page.goto(`${attackerOrigin}/contact-form`, { waitUntil: "commit" });
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(response.request().headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(await response.json()).toEqual({ error: CROSS_SITE });
    expect(await storedFor(request, forgedEmail)).toEqual({ leads: [], reservations: [] });
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
      async ({ contact, reservation }) => {
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
          await post("/api/contact", contact, "text/plain"),
        ];
      },
      { contact: contactBody(ownEmail), reservation: reservationBody(ownEmail) },
    );
    expect(results.map((result) => result.status)).toEqual([201, 201, 415]);
    expect(results[2]?.body).toEqual({
      error: "Please send the request body as JSON (Content-Type: application/json)",
    });
    const stored = await storedFor(request, ownEmail);
    expect(stored.leads).toHaveLength(1);
    expect(stored.reservations).toHaveLength(1);
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
