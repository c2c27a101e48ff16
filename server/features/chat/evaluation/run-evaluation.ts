/**
 * Runs an assistant over evaluation conversations: each visitor message is
 * answered in turn, the last answer is judged against what it must and must
 * not contain (ignoring case). Shared by the test and scripts/chat-eval.ts.
 */
import type { Face } from "#common/face";
import type { EvaluationCase } from "./case";

type Message = { role: "user" | "assistant"; content: string };
export type Respond = (messages: Message[], face?: Face) => { text: string };

export interface Outcome {
  testCase: EvaluationCase;
  /** Every answer of the thread, in order (the figure test walks them all). */
  answers: string[];
  answer: string;
  missing: string[];
  forbidden: string[];
  passed: boolean;
}

export function evaluate(respond: Respond, cases: readonly EvaluationCase[]): Outcome[] {
  return cases.map((testCase) => {
    const messages: Message[] = [];
    const answers: string[] = [];
    for (const question of testCase.thread) {
      messages.push({ role: "user", content: question });
      const text = respond(messages, testCase.face ?? "default").text;
      answers.push(text);
      messages.push({ role: "assistant", content: text });
    }
    const answer = answers[answers.length - 1] ?? "";
    const lower = answer.toLowerCase();
    const missing = testCase.mustContain.filter((fact) => !lower.includes(fact.toLowerCase()));
    const forbidden = (testCase.mustNotContain ?? []).filter((fact) => lower.includes(fact.toLowerCase()));
    return { testCase, answers, answer, missing, forbidden, passed: missing.length === 0 && forbidden.length === 0 };
  });
}

/** The share that passed, by kind and overall, and every miss: the lines the script and the test print. */
export function report(outcomes: readonly Outcome[]): { share: number; lines: string[] } {
  const passed = outcomes.filter((outcome) => outcome.passed).length;
  const share = outcomes.length === 0 ? 0 : passed / outcomes.length;
  const lines = [`chat evaluation: ${passed}/${outcomes.length} passed (${(share * 100).toFixed(1)}%)`];
  const kinds = new Map<string, { passed: number; total: number }>();
  for (const outcome of outcomes) {
    const entry = kinds.get(outcome.testCase.kind) ?? { passed: 0, total: 0 };
    entry.total += 1;
    if (outcome.passed) entry.passed += 1;
    kinds.set(outcome.testCase.kind, entry);
  }
  lines.push(`  by kind: ${[...kinds].map(([kind, { passed: ok, total }]) => `${kind} ${ok}/${total}`).join(", ")}`);
  for (const outcome of outcomes.filter((item) => !item.passed)) {
    lines.push(
      `  ✗ [${outcome.testCase.kind}${outcome.testCase.face === "conservative" ? ", light face" : ""}] ${outcome.testCase.thread.join(" → ")}`,
      `    missing: ${outcome.missing.join(", ") || "-"}; forbidden: ${outcome.forbidden.join(", ") || "-"}`,
      `    answer: ${outcome.answer.replaceAll("\n", " ")}`,
    );
  }
  return { share, lines };
}
