/**
 * What a signed-in client does in the portal (docs/product/client-area.md § Signed-in actions): send messages,
 * complete onboarding steps (progress = share of completed steps), and
 * answer the onboarding questionnaire (docs/product/client-area.md § Onboarding questionnaire).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUESTIONNAIRE_MESSAGES } from "#common/client-area/questionnaire.ts";
import { ONBOARDING_STEP_NAMES } from "#common/client-area/sample-portal.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { bearer, clientToken, NEW_CLIENT_STEP_STATUSES, seedClient } from "./portal-test-support.ts";

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const seeded = await seedClient(testApp, "Actor");
  token = await clientToken(testApp, seeded.email);
});
afterAll(() => testApp.close());

async function call(method: string, path: string, body?: unknown) {
  const response = await testApp.app.request(
    path,
    bearer(token, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Steps = { steps: Array<{ key: string; step: string; status: string }>; progress: number };

describe("onboarding steps", () => {
  it("starts on Welcome with 0% and moves on as steps are completed", async () => {
    const start = (await call("GET", "/api/portal/onboarding")).body as unknown as Steps;
    expect(start.steps.map((step) => step.step)).toEqual([...ONBOARDING_STEP_NAMES]);
    // The keys are the addresses of POST /api/portal/onboarding-steps/:key/complete.
    expect(start.steps.map((step) => step.key)).toEqual([
      "welcome",
      "project-details",
      "service-overview",
      "contract-review",
      "payment-setup",
      "portal-access",
    ]);
    expect(start.steps.map((step) => step.status)).toEqual(NEW_CLIENT_STEP_STATUSES);
    expect(start.progress).toBe(0);

    const after = (await call("POST", "/api/portal/onboarding-steps/welcome/complete")).body as unknown as Steps;
    expect(after.steps.slice(0, 3).map((step) => step.status)).toEqual(["completed", "in-progress", "pending"]);
    expect(after.progress).toBe(17);

    // Completing again changes nothing; skipping ahead keeps the current step.
    expect(
      ((await call("POST", "/api/portal/onboarding-steps/welcome/complete")).body as unknown as Steps).progress,
    ).toBe(17);
    const ahead = (await call("POST", "/api/portal/onboarding-steps/payment-setup/complete")).body as unknown as Steps;
    expect(ahead.steps.map((step) => step.status)).toEqual([
      "completed",
      "in-progress",
      "pending",
      "pending",
      "completed",
      "pending",
    ]);
    expect(ahead.progress).toBe(33);
  });

  it("answers 404 for a step that does not exist", async () => {
    const response = await call("POST", "/api/portal/onboarding-steps/launch-party/complete");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: "Onboarding step not found" });
  });
});

describe("messages", () => {
  it("stores a message from the client and shows it in the overview", async () => {
    const sent = await call("POST", "/api/portal/messages", { subject: "  Photos ", message: " New photos are up " });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      subject: "Photos",
      message: "New photos are up",
      fromClient: true,
      projectId: null,
    });
    const overview = await call("GET", "/api/portal/overview");
    const messages = overview.body.messages as Array<{ message: string }>;
    expect(messages.map((message) => message.message)).toContain("New photos are up");
  });

  it("refuses an empty or too long message with a clear message", async () => {
    const empty = await call("POST", "/api/portal/messages", { message: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ message: "Message is required" });
    const long = await call("POST", "/api/portal/messages", { message: "x".repeat(5001), subject: "y".repeat(256) });
    expect(long.body.fields).toEqual({
      message: "Message must be at most 5,000 characters",
      subject: "Subject must be at most 255 characters",
    });
  });
});

const validAnswers = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  company: "Analytical Engines",
  position: "Founder",
  projectType: "New Website",
  budget: "$5,000 - $10,000",
  timeline: "1-2 months",
  primaryGoal: "More bookings",
  targetAudience: "Engineers",
  requiredFeatures: ["Contact Forms", "Online Booking"],
  designStyle: "Minimalist",
  communicationPreference: "Email",
  agreesToTerms: true,
  currentWebsite: "engines.example.com",
};

// An empty questionnaire is refused with the message of every required field: all of the schema's messages but
// those of the optional fields and of the lists, whose words common/client-area/schemas.test.ts pins one by one.
const {
  currentWebsite: _currentWebsite,
  choice: _choice,
  integrations: _integrations,
  availabilityWindows: _availabilityWindows,
  ...REQUIRED_FIELD_MESSAGES
} = QUESTIONNAIRE_MESSAGES;

describe("onboarding questionnaire", () => {
  it("refuses an empty questionnaire with every required field's message", async () => {
    const response = await call("PUT", "/api/portal/questionnaire", {});
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(REQUIRED_FIELD_MESSAGES);
  });

  it("stores the answers, returns them, and completes the Project Details step", async () => {
    const saved = await call("PUT", "/api/portal/questionnaire", validAnswers);
    expect(saved.status).toBe(200);
    const read = await call("GET", "/api/portal/questionnaire");
    expect(read.body.answers).toMatchObject({
      ...validAnswers,
      currentWebsite: "https://engines.example.com",
      integrations: [],
      availabilityWindows: [],
    });
    const onboarding = (await call("GET", "/api/portal/onboarding")).body as unknown as Steps & {
      questionnaireSubmitted: boolean;
    };
    expect(onboarding.questionnaireSubmitted).toBe(true);
    expect(onboarding.steps.find((step) => step.key === "project-details")?.status).toBe("completed");

    // New answers replace the old ones.
    await call("PUT", "/api/portal/questionnaire", { ...validAnswers, position: "CEO" });
    expect(((await call("GET", "/api/portal/questionnaire")).body.answers as { position: string }).position).toBe(
      "CEO",
    );
  });
});
