/**
 * The built-in assistant over the evaluation set: at least 200 conversations
 * written as visitors write, of which at least 95% must pass; the score by
 * kind of question and every miss are printed.
 */
import { describe, expect, it } from "vitest";
import { pageLabel, SITE_PATH_PATTERN } from "#common/chat/site-paths";
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

  it("gives no reply longer than 25 lines of a phone's chat bubble", () => {
    // The bubble at 390 px is 282 px wide: about 36 characters a line (measured in Chromium); a page a reply
    // names shows as a button with the page's label, and each paragraph break is a line.
    const phoneLines = (text: string) =>
      text
        .replace(SITE_PATH_PATTERN, (path) => pageLabel(path))
        .split("\n")
        .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 36)), 0);
    const walls = evaluate(createAssistant(), EVALUATION_CASES)
      .map((outcome) => ({ question: outcome.testCase.thread.join(" → "), lines: phoneLines(outcome.answer) }))
      .filter((reply) => reply.lines > 25);
    expect(walls).toEqual([]);
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

/** What only the other face's price list says: its offers' names and the figures no offer of this face has. */
const OTHER_FACE: Record<"default" | "conservative", { names: string[]; figures: string[] }> = {
  default: {
    names: ["Essential Presence", "Business Engine", "Custom Enterprise"],
    figures: ["$8,500", "$1,500/month", "$1,500 per month"],
  },
  conservative: {
    names: ["Landing Page Package", "Foundation", "Growth Engine", "Market Leader"],
    figures: ["$1,000", "$3,500", "$6,000"],
  },
};

describe("one price list per face (docs/product/pricing.md § Price lists)", () => {
  it("never names the other face's offers nor states their figures, unless the visitor did", () => {
    const leaks: string[] = [];
    for (const outcome of evaluate(createAssistant(), EVALUATION_CASES)) {
      const other = OTHER_FACE[outcome.testCase.face ?? "default"];
      outcome.answers.forEach((answer, index) => {
        const asked = outcome.testCase.thread
          .slice(0, index + 1)
          .join(" ")
          .toLowerCase();
        // "Business Engine is another name for our mid-size website": the note that answers a visitor's name.
        // An amount the reply works out (what a budget leaves, how much more one costs, the gap between two) is
        // no price from the other list, whatever list it happens to equal.
        const said = answer
          .replace(/[^.]*\bis another name for\b[^.]*\./g, "")
          .replace(/\b(leaves about|leaves) \$[\d,]+/g, "")
          .replace(/\$[\d,]+ (more than|between the two)/g, "");
        for (const term of [...other.names, ...other.figures]) {
          const amount = term.startsWith("$") ? Number(term.slice(1).replace(/[,/].*$|,/g, "")) : Number.NaN;
          const spoken = Number.isNaN(amount) ? [term.toLowerCase()] : [String(amount), `${amount / 1000}k`];
          const visitorSaid =
            asked.includes(term.toLowerCase()) || spoken.some((form) => asked.replace(/,/g, "").includes(form));
          if (said.includes(term) && !visitorSaid) leaks.push(`${outcome.testCase.thread.join(" → ")}: ${term}`);
        }
      });
    }
    expect(leaks).toEqual([]);
  });
});
