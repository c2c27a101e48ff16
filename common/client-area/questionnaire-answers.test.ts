import { describe, expect, it } from "vitest";
import { onboardingQuestionnaireSchema, QUESTIONNAIRE_LABELS, QUESTIONNAIRE_SECTIONS } from "./questionnaire";
import { answerText, questionnaireAnswerSections } from "./questionnaire-answers";

describe("the questionnaire's sections and labels", () => {
  it("place every question of the schema exactly once, the consent line after the sections", () => {
    const placed = QUESTIONNAIRE_SECTIONS.flatMap((section) => [...section.fields]);
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed, "agreesToTerms"].sort()).toEqual(Object.keys(onboardingQuestionnaireSchema.shape).sort());
    expect(Object.keys(QUESTIONNAIRE_LABELS).sort()).toEqual(Object.keys(onboardingQuestionnaireSchema.shape).sort());
  });
});

describe("questionnaireAnswerSections", () => {
  it("reads answers back under the form's sections and labels, blanks as null", () => {
    const sections = questionnaireAnswerSections({
      firstName: "Ada",
      requiredFeatures: ["Contact Forms", "Online Booking"],
      integrations: [],
      brandColors: "  ",
      agreesToTerms: true,
    });
    expect(sections.map((section) => section.title)).toEqual(QUESTIONNAIRE_SECTIONS.map((section) => section.title));
    const rows = sections.flatMap((section) => section.rows);
    const byField = Object.fromEntries(rows.map((row) => [row.field, row]));
    expect(byField.firstName).toEqual({ field: "firstName", label: "First name", answer: "Ada" });
    expect(byField.requiredFeatures?.answer).toEqual(["Contact Forms", "Online Booking"]);
    expect(byField.integrations?.answer).toBeNull();
    expect(byField.brandColors?.answer).toBeNull();
    expect(byField.position?.answer).toBeNull();
    expect(rows.at(-1)).toEqual({
      field: "agreesToTerms",
      label: "I agree to the terms and conditions",
      answer: "Yes",
    });
  });

  it("treats values of an unexpected type as no answer", () => {
    const rows = questionnaireAnswerSections({ firstName: { nested: true }, requiredFeatures: [1, null, "Live Chat"] })
      .flatMap((section) => section.rows)
      .filter((row) => row.field === "firstName" || row.field === "requiredFeatures");
    expect(rows.map((row) => row.answer)).toEqual([null, ["Live Chat"]]);
  });

  it("writes an answer on one line", () => {
    expect(answerText(["A", "B"])).toBe("A, B");
    expect(answerText("Email")).toBe("Email");
    expect(answerText(null)).toBe("—");
    expect(answerText(null, "-")).toBe("-");
  });
});
