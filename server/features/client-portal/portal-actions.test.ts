/**
 * What a signed-in client does in the portal (issue 10 §3): send messages,
 * complete onboarding steps (progress = share of completed steps), and
 * answer the onboarding questionnaire of spec 001 §5.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { bearer, clientToken, seedClient } from "./portal-test-support.ts";

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
    expect(start.steps.map((step) => step.step)).toEqual([
      "Welcome",
      "Project Details",
      "Service Overview",
      "Contract Review",
      "Payment Setup",
      "Portal Access",
    ]);
    expect(start.steps.map((step) => step.status)).toEqual([
      "in-progress",
      "pending",
      "pending",
      "pending",
      "pending",
      "pending",
    ]);
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

describe("onboarding questionnaire", () => {
  it("refuses an empty questionnaire with every required field's message", async () => {
    const response = await call("PUT", "/api/portal/questionnaire", {});
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email",
      phone: "Phone number is required",
      company: "Company name is required",
      position: "Position is required",
      projectType: "Please select a project type",
      budget: "Please select a budget range",
      timeline: "Please select a timeline",
      primaryGoal: "Primary goal is required",
      targetAudience: "Target audience is required",
      requiredFeatures: "Please select at least one required feature",
      designStyle: "Please select a design style",
      communicationPreference: "Please select a communication preference",
      agreesToTerms: "You must agree to the terms and conditions",
    });
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
