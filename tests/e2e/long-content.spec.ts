import http from "node:http";
import type { AddressInfo } from "node:net";
import { ADMIN_TABS } from "../../app/features/admin/lists";
import type { AdminList } from "../../common/admin/statuses";
import { CONSULTATION_TIME_VALUES, offeredDates } from "../../common/consultation/schedule";
import { bookableSlots } from "../../common/slots/calendar";
import { ADMIN, showDetails } from "./support/admin";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./support/test";

/**
 * User content never widens a page: leads of every kind, a client and their
 * portal, each with words as long as the forms allow and no space in them,
 * shown on every page that shows them, at a laptop and a phone width. Long
 * texts are clamped and open with "Show more".
 */

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

test.describe.configure({ timeout: 300_000 });

/** One word of `length` characters, no space: a tag to find it by, then "W", the widest letter. */
function word(tag: string, length: number): string {
  return `${tag}${"W".repeat(Math.max(0, length - tag.length))}`;
}

/** A syntactically valid address of 253 characters: 64 before the @, labels of up to 63 after it. */
function longEmail(tag: string): string {
  const local = word(tag.toLowerCase(), 64).toLowerCase();
  return `${local}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(56)}.com`;
}

/** A web address of about 2,000 characters without a space. */
const longUrl = (tag: string) => `https://${tag.toLowerCase()}.example.com/${"w".repeat(1_990 - tag.length)}`;

interface Seeded {
  /** In every lead's name, to find its card. */
  stamp: string;
  adminToken: string;
  moodBoardShareUrl: string;
  clientId: number;
  clientName: string;
  portalToken: string;
}

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Every lead form through the public API, with each free-text field as long as it may be. */
async function seedLeads(request: APIRequestContext, stamp: string) {
  await ok(
    await request.post("/api/contact", {
      data: {
        name: word(`Contact${stamp}`, 100),
        email: longEmail(`c${stamp}`),
        business: word("Business", 200),
        phone: word("Phone", 50),
        details: word("Details", 5_000),
        websiteUrl: longUrl("contact"),
        package: "business",
      },
    }),
  );

  // A slot holds two projects and other tests book slots too: try the slots from the last one back.
  const slots = bookableSlots(new Date()).reverse();
  let reserved = false;
  for (const slot of slots) {
    const response = await request.post("/api/reserve-slot", {
      data: {
        name: word(`Reservation${stamp}`, 100),
        email: longEmail(`r${stamp}`),
        business: word("Business", 150),
        phone: "1".repeat(30),
        package: "business",
        preferredSlot: slot.id,
        projectDetails: word("ProjectDetails", 5_000),
      },
    });
    if (response.status() === 409) continue;
    await ok(response);
    reserved = true;
    break;
  }
  expect(reserved, "a bookable slot with room").toBe(true);

  // One call per date and time: try until one is free.
  let booked = false;
  const dates = offeredDates(new Date()).reverse();
  search: for (const preferredDate of dates) {
    for (const preferredTime of CONSULTATION_TIME_VALUES) {
      const response = await request.post("/api/consultations", {
        data: {
          name: word(`Consultation${stamp}`, 100),
          email: longEmail(`k${stamp}`),
          phone: "2".repeat(30),
          company: word("Company", 150),
          consultationType: "project-consultation",
          preferredDate,
          preferredTime,
          projectDetails: word("ConsultDetails", 5_000),
          currentWebsite: longUrl("consult"),
          goals: word("Goals", 5_000),
        },
      });
      if (response.status() === 409) continue;
      await ok(response);
      booked = true;
      break search;
    }
  }
  expect(booked, "a free consultation time").toBe(true);

  await ok(
    await request.post("/api/client-intake", {
      data: {
        contactName: word(`Intake${stamp}`, 200),
        companyName: word("IntakeCompany", 200),
        email: longEmail(`i${stamp}`),
        phone: word("Phone", 50),
        website: longUrl("intake"),
        industry: "Technology",
        serviceType: "growth-engine",
        budget: "$5,000 - $10,000",
        timeline: "1-2 months",
        goals: word("IntakeGoals", 5_000),
        currentChallenges: word("Challenges", 5_000),
        targetAudience: word("Audience", 5_000),
        communicationPreference: "Email",
        projectDescription: word("Description", 10_000),
      },
    }),
  );

  const board = (await ok(
    await request.post("/api/mood-board", {
      data: {
        projectName: word(`Board${stamp}`, 120),
        projectType: "Creative Agency",
        targetAudience: word("BoardAudience", 500),
        businessGoals: word("BoardGoals", 1_000),
        brandPersonality: ["Bold"],
        stylePreferences: ["Minimalist"],
        inspirationDescription: word("Inspiration", 2_000),
        clientEmail: longEmail(`m${stamp}`),
      },
    }),
  )) as { moodBoard: { shareUrl: string; shareId: string } };
  // A board's link opens only once it is shared (Share with Team).
  const shared = await request.post(`/api/mood-board/shared/${board.moodBoard.shareId}/share`);
  expect(shared.status(), await shared.text()).toBe(204);

  // The chat: a message as long as allowed with an address in it, then "yes" hands the lead over.
  const chatOpening = word(`Chat${stamp}`, 1_900);
  const first = { role: "user", content: `${chatOpening} reach me at chat-${stamp}@example.com` };
  const conversationId = `long-${stamp}`.replace(/[^\w-]/g, "");
  const offer = (await ok(await request.post("/api/chat", { data: { messages: [first], conversationId } }))) as {
    response: string;
  };
  expect(offer.response).toContain("Would you like me to pass your details");
  const thread = [first, { role: "assistant", content: offer.response }, { role: "user", content: "yes" }];
  await ok(await request.post("/api/chat", { data: { messages: thread, conversationId } }));

  return { moodBoardShareUrl: board.moodBoard.shareUrl };
}

/** A client with long details, a project with long everything, messages both ways and the questionnaire. */
async function seedClient(request: APIRequestContext, stamp: string) {
  const login = (await ok(await request.post("/api/admin/login", { data: ADMIN }))) as { token: string };
  const headers = { "X-Admin-Token": login.token };
  const email = longEmail(`p${stamp}`);
  const firstName = word(`First${stamp}`, 100);
  const lastName = word("Last", 100);
  const company = word("ClientCompany", 200);
  const client = (await ok(
    await request.post("/api/admin/clients", {
      headers,
      data: { email, firstName, lastName, company, phone: "3".repeat(30) },
    }),
  )) as { id: number };
  const project = (await ok(
    await request.post(`/api/admin/clients/${client.id}/projects`, {
      headers,
      data: {
        name: word("Project", 200),
        description: word("ProjectDescription", 5_000),
        packageType: "business",
        totalAmount: "6000",
        startDate: "2026-01-05",
      },
    }),
  )) as { id: number };
  // A second project: the portal then offers a project picker, whose options are the long names.
  await ok(
    await request.post(`/api/admin/clients/${client.id}/projects`, {
      headers,
      data: { name: word("SecondProject", 200), packageType: "essential", totalAmount: "2500" },
    }),
  );
  const base = `/api/admin/projects/${project.id}`;
  await ok(
    await request.post(`${base}/milestones`, {
      headers,
      data: { title: word("Milestone", 255), description: word("MilestoneText", 5_000), status: "in_progress" },
    }),
  );
  await ok(
    await request.post(`${base}/deliverables`, {
      headers,
      data: {
        title: word("Deliverable", 255),
        description: word("DeliverableText", 5_000),
        fileUrl: longUrl("file"),
        fileName: word("FileName", 255),
        fileType: word("FileType", 100),
        isPublic: true,
      },
    }),
  );
  await ok(
    await request.post(`${base}/invoices`, {
      headers,
      data: {
        invoiceNumber: word(`INV${stamp}`, 50),
        amount: "1980",
        description: word("InvoiceText", 2_000),
        dueDate: "2026-12-05",
      },
    }),
  );
  await ok(
    await request.post(`${base}/updates`, {
      headers,
      data: { title: word("Update", 255), message: word("UpdateText", 10_000), progressPercentage: 20 },
    }),
  );
  await ok(
    await request.post(`${base}/notes`, {
      headers,
      data: { content: word("NoteText", 10_000), isInternal: false },
    }),
  );
  await ok(
    await request.patch(`${base}/status`, {
      headers,
      data: { status: "design", notes: word("StatusNotes", 2_000) },
    }),
  );
  await ok(
    await request.post(`/api/admin/clients/${client.id}/documents`, {
      headers,
      data: {
        title: word("Document", 255),
        type: word("Type", 50),
        fileUrl: longUrl("doc"),
        projectId: project.id,
      },
    }),
  );
  await ok(
    await request.post(`/api/admin/clients/${client.id}/messages`, {
      headers,
      data: { subject: word("AgencySubject", 255), message: word("AgencyMessage", 10_000), projectId: project.id },
    }),
  );

  const invited = (await ok(await request.post(`/api/admin/clients/${client.id}/invite`, { headers, data: {} }))) as {
    link: string;
  };
  const accepted = (await ok(
    await request.post("/api/portal/invitations/accept", {
      data: {
        token: new URLSearchParams(new URL(invited.link).hash.slice(1)).get("token"),
        email,
        password: "long-content-password-1",
        firstName,
        lastName,
        company,
      },
    }),
  )) as { token: string };
  const portal = { Authorization: `Bearer ${accepted.token}` };
  await ok(
    await request.post("/api/portal/messages", {
      headers: portal,
      data: { subject: word("ClientSubject", 255), message: word("ClientMessage", 5_000), projectId: project.id },
    }),
  );
  const saved = await request.put("/api/portal/questionnaire", {
    headers: portal,
    data: {
      firstName,
      lastName,
      email: "questionnaire@example.com",
      phone: word("Phone", 50),
      company,
      position: word("Position", 100),
      projectType: "New Website",
      budget: "$5,000 - $10,000",
      timeline: "1-2 months",
      primaryGoal: word("PrimaryGoal", 2_000),
      targetAudience: word("QAudience", 2_000),
      requiredFeatures: ["Online Store"],
      designStyle: "Minimalist",
      communicationPreference: "Email",
      agreesToTerms: true,
      currentWebsite: longUrl("qsite"),
      ecommerceNeeds: word("Ecommerce", 2_000),
      brandColors: word("Colors", 500),
      inspiration: word("QInspiration", 2_000),
      additionalRequirements: word("Additional", 5_000),
      previousExperience: word("Experience", 2_000),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return {
    adminToken: login.token,
    clientId: client.id,
    clientName: `${firstName} ${lastName}`,
    portalToken: accepted.token,
  };
}

/**
 * A site to audit on loopback (the e2e server allows it: scripts/e2e-server.mjs):
 * any address is a small page, /forbidden/… turns bots away (the case where the
 * visitor asks for an analysis by hand, with their email).
 */
function startFixtureSite() {
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith("/forbidden/")) {
      response.writeHead(403, { "content-type": "text/html" }).end("<html><body><h1>Forbidden</h1></body></html>");
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Fixture</title></head>
<body><h1>Fixture</h1><p>A page to audit.</p></body></html>`);
  });
  return new Promise<http.Server>((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** Two addresses of about 2,000 characters: one full report, one request for an analysis by hand. */
async function seedAudits(request: APIRequestContext, stamp: string, origin: string) {
  const path = `${stamp}${"w".repeat(1_990)}`;
  // The full audit runs Lighthouse: allow it the time the audit page allows.
  await ok(await request.post("/api/audit", { data: { websiteUrl: `${origin}/${path}` }, timeout: 150_000 }));
  await ok(
    await request.post("/api/audit/manual-request", {
      data: { websiteUrl: `${origin}/forbidden/${path}`, email: longEmail(`a${stamp}`) },
    }),
  );
}

let seeded: Seeded;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(300_000);
  const site = await startFixtureSite();
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  try {
    const audits = seedAudits(request, stamp, `http://127.0.0.1:${(site.address() as AddressInfo).port}`);
    seeded = { stamp, ...(await seedLeads(request, stamp)), ...(await seedClient(request, stamp)) };
    await audits;
  } finally {
    await request.dispose();
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  }
});

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const { width } = page.viewportSize() ?? { width: 0 };
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(`[long-content] ${label} @${width}px: scrollWidth ${scrollWidth}`);
  expect.soft(scrollWidth, `${label} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(width + 1);
}

/** Each element lies between the left and the right edge of the window. */
async function expectInsideViewport(page: Page, locators: Locator[], label: string) {
  const { width } = page.viewportSize() ?? { width: 0 };
  for (const locator of locators) {
    const box = await locator.boundingBox();
    expect.soft(box, `${label}: ${locator} is rendered`).not.toBeNull();
    if (!box) continue;
    expect.soft(box.x, `${label}: ${locator} starts inside the window`).toBeGreaterThanOrEqual(-1);
    expect.soft(box.x + box.width, `${label}: ${locator} ends inside the window`).toBeLessThanOrEqual(width + 1);
  }
}

/** "Show more" in `scope` opens the clamped text whole and "Show less" clamps it again. */
async function expectShowMoreExpands(scope: Locator) {
  const more = scope.getByRole("button", { name: "Show more" }).first();
  // Soft, so one page without the toggle does not hide what the other pages measure.
  await expect.soft(more).toBeVisible();
  if (!(await more.isVisible())) return;
  await expect(more).toHaveAttribute("aria-expanded", "false");
  const textId = await more.getAttribute("aria-controls");
  expect(textId).toBeTruthy();
  const text = scope.page().locator(`[id="${textId}"]`);
  const clamped = await text.evaluate((element) => ({ client: element.clientHeight, scroll: element.scrollHeight }));
  expect(clamped.scroll, "the text is clamped before Show more").toBeGreaterThan(clamped.client + 1);
  await more.click();
  const less = scope.getByRole("button", { name: "Show less" }).first();
  await expect(less).toHaveAttribute("aria-expanded", "true");
  const open = await text.evaluate((element) => ({ client: element.clientHeight, scroll: element.scrollHeight }));
  expect(open.scroll, "the whole text shows after Show more").toBeLessThanOrEqual(open.client + 1);
  expect(open.client).toBeGreaterThan(clamped.client);
  await less.click();
  await expect(scope.getByRole("button", { name: "Show more" }).first()).toHaveAttribute("aria-expanded", "false");
}

/**
 * Opens a page and waits for React with room for a busy machine: these pages
 * carry tens of thousands of characters, and the shared test machine may be
 * slow to run their scripts.
 */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, {
    timeout: 90_000,
  });
}

/** Signed in as the admin: the token of an API sign-in, where the console keeps it. */
async function signIn(page: Page) {
  await page.addInitScript((token) => localStorage.setItem("adminToken", token), seeded.adminToken);
}

const LOADED = { timeout: 60_000 };

/**
 * LONG_CONTENT_SCREENSHOTS=/some/folder keeps screenshots to look at: the
 * window as the test sees it and, from the laptop run, at 1,440 px too.
 */
async function snapshot(page: Page, name: string, focus?: Locator) {
  const folder = process.env.LONG_CONTENT_SCREENSHOTS;
  if (!folder) return;
  const viewport = page.viewportSize();
  if (!viewport) return;
  const widths = viewport.width >= 1280 ? [viewport.width, 1440] : [viewport.width];
  for (const width of widths) {
    await page.setViewportSize({ ...viewport, width });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
    if (focus) await focus.screenshot({ path: `${folder}/${name}-${width}-focus.png` });
  }
  await page.setViewportSize(viewport);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the admin console: every tab, the header buttons and the stat cards stay in the window", async ({ page }) => {
      await signIn(page);
      await open(page, "/admin");
      await expect(page.getByRole("heading", { level: 1, name: "ADMIN CONTROL" })).toBeVisible(LOADED);
      const header = page.getByRole("navigation", { name: "Admin" });
      const statCards = page.getByRole("region", { name: "Statistics" }).locator(":scope > *");
      await expect(statCards).toHaveCount(4);
      // Found by the start of their accessible name: the whole name is thousands of characters.
      const article = (start: string) => page.getByRole("article", { name: new RegExp(`^${start}`) });
      const { stamp } = seeded;
      const cards: Record<AdminList, Locator> = {
        submissions: article(`Submission from Contact${stamp}`),
        reservations: article(`Reservation from Reservation${stamp}`),
        audits: article(`Audit of http://127\\.0\\.0\\.1:\\d+/${stamp}`),
        "mood-boards": article(`Mood board Board${stamp}`),
        consultations: article(`Consultation with Consultation${stamp}`),
        intakes: article(`Intake from Intake${stamp}`),
        chats: page.getByRole("article").filter({ hasText: `Chat${stamp}` }),
      };
      for (const { list, tab } of ADMIN_TABS) {
        const card = cards[list];
        await page.getByRole("tab", { name: tab }).click();
        await expect(card).toBeVisible(LOADED);
        await expectNoSidewaysScroll(page, `/admin ${tab}`);
        await expectInsideViewport(
          page,
          [
            header.getByRole("link", { name: /^Clients/ }),
            header.getByRole("button", { name: "System Analytics" }),
            header.getByRole("button", { name: "Secure Logout" }),
            ...(await statCards.all()),
            card,
          ],
          `/admin ${tab}`,
        );
        if (list === "chats") {
          await card.getByText("Show the conversation").click();
          await expectNoSidewaysScroll(page, `/admin ${tab}, conversation open`);
          await expectShowMoreExpands(card);
        }
        if (list === "intakes") {
          // A lead's row keeps its long texts under Details and actions.
          await showDetails(card);
          await expectNoSidewaysScroll(page, `/admin ${tab}, details open`);
          await expectShowMoreExpands(card);
        }
      }

      // The contact lead's details: clamped, opened by Show more, clamped again by Show less.
      await page.getByRole("tab", { name: "DATA STREAMS" }).click();
      const submission = cards.submissions;
      await expect(submission).toBeVisible(LOADED);
      await snapshot(page, "admin", submission);
      await showDetails(submission);
      await expectShowMoreExpands(submission);
      await expectNoSidewaysScroll(page, "/admin DATA STREAMS, details open");
      // The chat lead is a submission too: its details are the visitor's messages.
      await expect(article(`Submission from chat-${stamp}`)).toBeVisible();

      await header.getByRole("link", { name: "Neural Management Hub" }).click();
      // The dashboard shows the five newest of each list, and the other width's run seeds leads too:
      // any of this run's long leads will do.
      await expect(page.getByText(new RegExp(stamp)).first()).toBeVisible(LOADED);
      await expectNoSidewaysScroll(page, "/admin/dashboard");
      await expectInsideViewport(page, [page.getByRole("link", { name: "Back to console" })], "/admin/dashboard");
    });

    test("the admin's client pages stay in the window", async ({ page }) => {
      await signIn(page);
      await open(page, `/admin/clients/${seeded.clientId}`);
      await expect(page.getByRole("heading", { level: 2, name: seeded.clientName })).toBeVisible(LOADED);
      await expectNoSidewaysScroll(page, "/admin/clients/:id");
      const header = page.getByRole("navigation", { name: "Admin" });
      await expectInsideViewport(
        page,
        [
          header.getByRole("link", { name: "Lead Console" }),
          header.getByRole("button", { name: "Secure Logout" }),
          page.getByRole("button", { name: "Resend Invitation" }),
          page.getByRole("button", { name: "Delete Client" }),
        ],
        "/admin/clients/:id",
      );
      await snapshot(page, "admin-client");
      await expectShowMoreExpands(page.getByRole("list", { name: "Message thread" }));
      await expectShowMoreExpands(page.getByRole("region", { name: "Onboarding questionnaire" }));

      const project = page.getByRole("article", { name: /^ProjectW/ });
      await expectShowMoreExpands(project.getByRole("tabpanel"));
      for (const tab of ["Deliverables", "Invoices", "Updates", "Notes", "History"]) {
        await project.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
        await expectNoSidewaysScroll(page, `/admin/clients/:id, project ${tab}`);
        await expectShowMoreExpands(project.getByRole("tabpanel"));
      }

      await page.getByRole("link", { name: "All clients" }).click();
      await expect(page.getByRole("list", { name: "Client list" })).toBeVisible(LOADED);
      await expectNoSidewaysScroll(page, "/admin/clients");
    });

    test("the signed-in client portal and onboarding stay in the window", async ({ page }) => {
      await page.addInitScript((token) => localStorage.setItem("portalToken", token), seeded.portalToken);
      await open(page, "/client-portal");
      const tabs = page.getByRole("tablist", { name: "Client portal sections" });
      const signOut = page.getByRole("button", { name: "Sign Out" });
      await expect(signOut).toBeVisible(LOADED);
      const picker = page.getByLabel("Project", { exact: true });
      await picker.selectOption({ label: word("Project", 200) });
      await expectNoSidewaysScroll(page, "/client-portal Dashboard");
      await expectInsideViewport(
        page,
        [signOut, picker, tabs.getByRole("tab", { name: /^Messages/ })],
        "/client-portal",
      );
      await expectShowMoreExpands(page.getByRole("tabpanel"));
      await snapshot(page, "portal");
      for (const tab of ["Milestones", "Documents", "Messages", "Invoices", "Schedule"]) {
        await tabs.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
        await expect(page.getByRole("heading", { level: 2, name: tab })).toBeVisible();
        await expectNoSidewaysScroll(page, `/client-portal ${tab}`);
        if (tab === "Messages") {
          await expectShowMoreExpands(page.getByRole("tabpanel"));
          await snapshot(page, "portal-messages", page.getByRole("tabpanel"));
        }
      }

      await open(page, "/onboarding");
      await expect(page.getByRole("heading", { name: "Onboarding questionnaire" })).toBeVisible(LOADED);
      await expectNoSidewaysScroll(page, "/onboarding");
      await expectInsideViewport(page, [page.getByRole("button", { name: "Sign Out" })], "/onboarding");
    });

    test("the shared mood board stays in the window", async ({ page }) => {
      await open(page, seeded.moodBoardShareUrl);
      await expect(page.getByRole("heading", { level: 1, name: "Your Vision Board" })).toBeVisible();
      await expectNoSidewaysScroll(page, "shared mood board, Overview");
      await expectInsideViewport(
        page,
        [page.getByRole("button", { name: "Save Vision Board" })],
        "shared mood board, Overview",
      );
      await snapshot(page, "mood-board", page.getByRole("tabpanel"));
      await expectShowMoreExpands(page.getByRole("tabpanel"));
      const tabs = page.getByRole("tablist", { name: "Vision board sections" });
      for (const tab of ["Colors", "Typography", "Layout"]) {
        await tabs.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("tabpanel")).toBeVisible();
        await expectNoSidewaysScroll(page, `shared mood board, ${tab}`);
      }
      // The inspiration notes quote the brief: clamped like any long text.
      await expectShowMoreExpands(page.getByRole("tabpanel"));
    });
  });
}
