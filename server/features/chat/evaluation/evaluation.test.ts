/**
 * Runs the built-in assistant over the evaluation questions and requires at
 * least 95% of them to pass; prints the score and every failure.
 */
import { describe, expect, it } from "vitest";
import { createAssistant } from "../assistant/assistant";
import { EVALUATION_CASES } from "./questions";

interface Outcome {
  question: string;
  answer: string;
  missing: string[];
  forbidden: string[];
}

function evaluate(): Outcome[] {
  const respond = createAssistant();
  return EVALUATION_CASES.map((testCase) => {
    const messages: Array<{ role: "user" | "assistant"; content: string }> = [];
    let answer = "";
    for (const question of testCase.thread) {
      messages.push({ role: "user", content: question });
      answer = respond(messages).text;
      messages.push({ role: "assistant", content: answer });
    }
    return {
      question: testCase.thread.join(" → "),
      answer,
      missing: testCase.mustContain.filter((fact) => !answer.includes(fact)),
      forbidden: (testCase.mustNotContain ?? []).filter((fact) => answer.includes(fact)),
    };
  });
}

describe("the built-in assistant's evaluation", () => {
  it("holds at least 80 realistic questions", () => {
    expect(EVALUATION_CASES.length).toBeGreaterThanOrEqual(80);
  });

  it("answers at least 95% of them with the right facts and nothing invented", () => {
    const outcomes = evaluate();
    const failures = outcomes.filter((outcome) => outcome.missing.length > 0 || outcome.forbidden.length > 0);
    const score = (outcomes.length - failures.length) / outcomes.length;
    console.log(
      `chat evaluation: ${outcomes.length - failures.length}/${outcomes.length} passed (${(score * 100).toFixed(1)}%)`,
    );
    for (const failure of failures) {
      console.log(
        `  ✗ ${failure.question}\n    missing: ${failure.missing.join(", ") || "-"}; forbidden: ${failure.forbidden.join(", ") || "-"}\n    answer: ${failure.answer.replaceAll("\n", " ")}`,
      );
    }
    expect(score).toBeGreaterThanOrEqual(0.95);
  });
});
