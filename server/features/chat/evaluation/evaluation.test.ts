/**
 * The built-in assistant over the evaluation set: at least 200 conversations
 * written as visitors write, of which at least 95% must pass; the score by
 * kind of question and every miss are printed.
 */
import { describe, expect, it } from "vitest";
import { createAssistant } from "../assistant/assistant";
import { createFigureGuard } from "../figure-guard";
import { CASE_KINDS } from "./case";
import { EVALUATION_CASES } from "./questions";
import { evaluate, report } from "./run-evaluation";

describe("the built-in assistant's evaluation", () => {
  it("answers at least 95% of 200 or more conversations, and of each kind, with the right facts and nothing it must not say", () => {
    const outcomes = evaluate(createAssistant(), EVALUATION_CASES);
    const { share, lines } = report(outcomes);
    console.log(lines.join("\n"));
    expect(outcomes.length).toBeGreaterThanOrEqual(200);
    expect(share).toBeGreaterThanOrEqual(0.95);
    // A kind with few cases or a low score would hide behind the overall share.
    for (const kind of CASE_KINDS) {
      const ofKind = outcomes.filter((outcome) => outcome.testCase.kind === kind);
      expect(ofKind.length, kind).toBeGreaterThanOrEqual(5);
      expect(ofKind.filter((outcome) => outcome.passed).length / ofKind.length, kind).toBeGreaterThanOrEqual(0.9);
    }
  });

  it("states no figure and no path in any reply that the catalog, the company facts or the routes do not hold", () => {
    const check = createFigureGuard();
    const invented: string[] = [];
    for (const outcome of evaluate(createAssistant(), EVALUATION_CASES)) {
      outcome.answers.forEach((answer, index) => {
        const visitor = outcome.testCase.thread.slice(0, index + 1);
        const verdict = check(answer, { visitor });
        if (!verdict.ok) invented.push(`${visitor.join(" → ")}: ${verdict.unknown.join(", ")}`);
      });
    }
    expect(invented).toEqual([]);
  });
});
