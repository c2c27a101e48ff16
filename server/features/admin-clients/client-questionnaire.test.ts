/**
 * The onboarding questionnaire reaches the agency: a client submits it through
 * the portal API, the admin's client record (GET /api/admin/clients/:id)
 * carries the latest answers, and the team's notification is queued in the
 * same transaction as the answers. Only an admin reads it.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brand } from "#common/brand.ts";
import type { AdminClientDetail } from "#common/client-area/admin-records.ts";
import { emailOutbox, onboardingQuestionnaires, onboardingSteps } from "#server/db/schema.ts";
import { bearer, clientToken, type SeededClient, seedClient } from "../client-area/portal-test-support.ts";
import { type AdminClient, adminClientTestApp } from "./test-support.ts";

let t: AdminClient;
let river: SeededClient;
let riverToken: string;
let other: SeededClient;
const clock = new Date("2026-03-02T10:00:00Z");

beforeAll(async () => {
  t = await adminClientTestApp(() => clock);
  river = await seedClient(t.testApp, "River");
  riverToken = await clientToken(t.testApp, river.email);
  other = await seedClient(t.testApp, "Other");
});
afterAll(() => t.testApp.close());

const answers = {
  firstName: "River",
  lastName: "Client",
  email: "river@example.com",
  phone: "+1 503 555 0100",
  company: "River Ltd",
  position: "Owner",
  projectType: "E-commerce Store",
  budget: "$5,000 - $10,000",
  timeline: "1-2 months",
  primaryGoal: "Sell our glazes online",
  targetAudience: "Potters in the Pacific Northwest",
  requiredFeatures: ["Online Store", "Newsletter Sign-up"],
  designStyle: "Organic",
  communicationPreference: "Email",
  agreesToTerms: true,
  currentWebsite: "river.example.com",
  integrations: ["Payment Gateway"],
};

function submit(body: unknown, token = riverToken) {
  return t.testApp.app.request(
    "/api/portal/questionnaire",
    bearer(token, { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );
}

const notices = () =>
  t.testApp.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "questionnaire.notify"));

describe("the questionnaire in the admin's client record", () => {
  it("is absent until the client submits it", async () => {
    const detail = await t.json<AdminClientDetail>("GET", `/clients/${river.clientId}`);
    expect(detail.questionnaire).toEqual({ answers: null, submittedAt: null });
  });

  it("carries the answers the client submitted through the portal, and when", async () => {
    const response = await submit(answers);
    expect(response.status).toBe(200);

    const detail = await t.json<AdminClientDetail>("GET", `/clients/${river.clientId}`);
    expect(detail.questionnaire.submittedAt).toBe(clock.toISOString());
    // As stored: normalised by the shared schema, lists defaulted.
    expect(detail.questionnaire.answers).toEqual({
      ...answers,
      currentWebsite: "https://river.example.com",
      availabilityWindows: [],
    });
    // The same record still shows the Project Details step the questionnaire completes.
    expect(detail.onboardingSteps.find((step) => step.step === "Project Details")?.status).toBe("completed");

    // Another client's record shows none of it.
    const otherDetail = await t.json<AdminClientDetail>("GET", `/clients/${other.clientId}`);
    expect(otherDetail.questionnaire).toEqual({ answers: null, submittedAt: null });
  });

  it("queues one notice to the team with the answers under the form's labels", async () => {
    const [notice, ...more] = await notices();
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({
      toAddress: t.testApp.config.NOTIFY_EMAIL ?? brand.email,
      replyTo: river.email,
      subject: "River Client (River Ltd) submitted the onboarding questionnaire",
      status: "pending",
    });
    expect(notice?.textBody).toContain("Primary goal: Sell our glazes online");
    expect(notice?.textBody).toContain("Required features: Online Store, Newsletter Sign-up");
    expect(notice?.textBody).toContain("Brand colors: -");
    expect(notice?.textBody).toContain(`/admin/clients/${river.clientId}`);
    expect(notice?.textBody).not.toContain("replace");
  });

  it("shows the latest answers after a resubmission, and says so in the new notice", async () => {
    expect((await submit({ ...answers, position: "Founder" })).status).toBe(200);
    const detail = await t.json<AdminClientDetail>("GET", `/clients/${river.clientId}`);
    expect(detail.questionnaire.answers?.position).toBe("Founder");
    const all = await notices();
    expect(all).toHaveLength(2);
    expect(all[1]?.textBody).toContain("These answers replace the ones they submitted before.");
    expect(all[1]?.textBody).toContain("Position: Founder");
  });

  it("queues nothing for answers the schema refuses", async () => {
    const before = (await notices()).length;
    const response = await submit({ ...answers, agreesToTerms: false });
    expect(response.status).toBe(400);
    expect(await notices()).toHaveLength(before);
  });

  it("saves nothing when the notice cannot be queued (one transaction)", async () => {
    const { db } = t.testApp.database;
    const otherToken = await clientToken(t.testApp, other.email);
    await db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$`);
    await db.execute(sql`create trigger refuse_mail before insert on email_outbox
      for each row execute function refuse_mail()`);
    try {
      const response = await submit({ ...answers, firstName: "Other" }, otherToken);
      expect(response.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_mail on email_outbox`);
      await db.execute(sql`drop function refuse_mail()`);
    }
    expect(
      await db.select().from(onboardingQuestionnaires).where(eq(onboardingQuestionnaires.clientId, other.clientId)),
    ).toEqual([]);
    const steps = await db.select().from(onboardingSteps).where(eq(onboardingSteps.clientId, other.clientId));
    expect(steps.filter((step) => step.status === "completed")).toEqual([]);
    const otherDetail = await t.json<AdminClientDetail>("GET", `/clients/${other.clientId}`);
    expect(otherDetail.questionnaire.answers).toBeNull();
  });
});

describe("who may read it", () => {
  it("refuses the client record without an admin token, with a wrong one, or with a client's portal token", async () => {
    const path = `/clients/${river.clientId}`;
    for (const token of [null, "not-a-real-token", riverToken]) {
      const response = await t.call("GET", path, undefined, token);
      expect(response.status, `with ${token}`).toBe(401);
      expect(await response.json()).toMatchObject({ error: "Unauthorized" });
    }
    // The client's own portal sign-in opens nothing under /api/admin.
    const asClient = await t.testApp.app.request(`/api/admin${path}`, bearer(riverToken));
    expect(asClient.status).toBe(401);
    expect(JSON.stringify(await asClient.json())).not.toContain("Sell our glazes online");
  });
});
