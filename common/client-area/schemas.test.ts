/**
 * The product specification's "Client login", "Registration" and "Onboarding
 * questionnaire" messages, message for message; a new password follows the
 * stricter rule of common/new-password.ts.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { clientLoginSchema, clientRegistrationSchema, setPasswordFormSchema } from "./account";
import { sendMessageSchema } from "./message";
import { onboardingQuestionnaireSchema } from "./questionnaire";

function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

describe("client login", () => {
  it("asks for a valid email and a password of at least 8 characters", () => {
    expect(messages(clientLoginSchema, { email: "ada@", password: "1234567" })).toEqual({
      email: "Please enter a valid email",
      password: "Password must be at least 8 characters",
    });
    // An empty password is asked for rather than called too short.
    expect(messages(clientLoginSchema, {})).toEqual({
      email: "Please enter a valid email",
      password: "Please enter your password",
    });
    expect(messages(clientLoginSchema, { email: "ada@example.com", password: "" })).toEqual({
      password: "Please enter your password",
    });
    expect(messages(clientLoginSchema, { email: " ada@example.com ", password: "12345678" })).toEqual({});
  });
});

describe("registration", () => {
  it("adds first and last name and a new password of at least 10 characters; company and phone are optional", () => {
    expect(messages(clientRegistrationSchema, { email: "x", password: "", firstName: "  ", lastName: "" })).toEqual({
      email: "Please enter a valid email",
      password: "Please choose a password",
      firstName: "First name is required",
      lastName: "Last name is required",
    });
    const ok = clientRegistrationSchema.parse({
      email: "ada@example.com",
      password: "analytical-engine",
      firstName: " Ada ",
      lastName: "Lovelace",
      company: "",
      phone: null,
    });
    expect(ok).toEqual({
      email: "ada@example.com",
      password: "analytical-engine",
      firstName: "Ada",
      lastName: "Lovelace",
    });
    // Sign-in still takes an older password of 8 characters; a new one needs 10.
    expect(messages(clientRegistrationSchema, { ...ok, password: "123456789" })).toEqual({
      password: "Password must be at least 10 characters",
    });
  });

  it("checks that the two passwords match in the set-password form", () => {
    const base = {
      token: "t",
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "L",
      password: "analytical-engine",
    };
    expect(messages(setPasswordFormSchema, { ...base, confirmPassword: "analytical-engines" })).toEqual({
      confirmPassword: "Passwords do not match",
    });
    expect(messages(setPasswordFormSchema, { ...base, confirmPassword: "analytical-engine" })).toEqual({});
  });
});

describe("onboarding questionnaire", () => {
  const valid = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "0123",
    company: "Engines",
    position: "Founder",
    projectType: "Website Redesign",
    budget: "Let's discuss",
    timeline: "Flexible",
    primaryGoal: "Bookings",
    targetAudience: "Engineers",
    requiredFeatures: ["Site Search"],
    designStyle: "Modern",
    communicationPreference: "Video calls",
    agreesToTerms: true,
  };

  it("accepts the required fields alone, with empty lists for integrations and availability", () => {
    const parsed = onboardingQuestionnaireSchema.parse(valid);
    expect(parsed.integrations).toEqual([]);
    expect(parsed.availabilityWindows).toEqual([]);
    expect(parsed.currentWebsite).toBeUndefined();
  });

  it.each([
    ["firstName", "", "First name is required"],
    ["lastName", "  ", "Last name is required"],
    ["email", "ada.example.com", "Please enter a valid email"],
    ["phone", "", "Phone number is required"],
    ["company", "", "Company name is required"],
    ["position", "", "Position is required"],
    ["projectType", "", "Please select a project type"],
    ["budget", "a lot", "Please select a budget range"],
    ["timeline", undefined, "Please select a timeline"],
    ["primaryGoal", "", "Primary goal is required"],
    ["targetAudience", "", "Target audience is required"],
    ["requiredFeatures", [], "Please select at least one required feature"],
    ["requiredFeatures", ["Teleporter"], "Please select at least one required feature"],
    ["designStyle", "", "Please select a design style"],
    ["communicationPreference", "Pigeon", "Please select a communication preference"],
    ["agreesToTerms", false, "You must agree to the terms and conditions"],
    ["currentWebsite", "javascript:alert(1)", "Please enter a valid website URL"],
    ["hostingPreference", "On a floppy", "Please choose one of the options"],
    ["integrations", ["Teleporter"], "Please choose integrations from the list"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(messages(onboardingQuestionnaireSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });
});

describe("client message", () => {
  it("needs a message; subject and project are optional", () => {
    expect(messages(sendMessageSchema, { message: "" })).toEqual({ message: "Message is required" });
    expect(messages(sendMessageSchema, { message: "Hi", projectId: -2 })).toEqual({
      projectId: "Please choose one of your projects",
    });
    expect(sendMessageSchema.parse({ message: " Hi ", subject: " ", projectId: null })).toEqual({ message: "Hi" });
  });
});
