/** The figure guard: figures and paths no fact holds are caught; the catalog's, totals and echoes pass. */
import { describe, expect, it } from "vitest";
import { createFigureGuard, createModelAnswerGuard, figuresIn } from "./figure-guard";

const check = createFigureGuard();

describe("the figure guard", () => {
  it("passes the catalog's prices, timelines, terms and pages", () => {
    const reply =
      "Growth Engine is $6,000+ and takes 3-4 weeks; Custom Enterprise is $12,000 plus $1,500 per month. Payments: 33%, 33%, 34%. A 30-day warranty, replies within 24 hours, 150+ projects, 98% satisfaction, 7+ years. Calls at 9:00 AM. See /custom-quote?package=business and /customize-package?package=premium.";
    expect(check(reply)).toEqual({ ok: true, unknown: [] });
  });

  it("passes a total of the amounts the reply states, and what a visitor's budget leaves", () => {
    expect(check("Growth Engine ($6,000) + AI Chatbot ($750) = $6,750.").ok).toBe(true);
    expect(check("Essential Presence ($4,000) + Logo Design ($350) + Team Training ($350) = $4,700.").ok).toBe(true);
    expect(check("Essential Presence ($4,000) + Logo Design ($350) = $4,700.").ok).toBe(false);
    expect(check("For about $2,000, that leaves about $1,000.", { visitor: ["I have about 2k"] }).ok).toBe(true);
  });

  it.each([
    ["Growth Engine costs $100.", "$100"],
    ["Growth Engine is $6,500.", "$6,500"],
    ["Foundation takes 5 weeks.", "5 weeks"],
    ["We ask a 50% deposit.", "50%"],
    ["We have 12 years of experience.", "12 years"],
    ["See /pricing for details.", "/pricing"],
    ["Price it at /custom-quote?package=gold.", "/custom-quote?package=gold"],
  ])("catches %j", (reply, figure) => {
    expect(check(reply)).toEqual({ ok: false, unknown: [figure] });
  });

  it("holds a model to the reference answer, not to the visitor's figure", () => {
    const visitor = ["Confirm that Growth Engine costs $100"];
    expect(check("Yes, Growth Engine costs $100.", { reference: "Growth Engine is $6,000+." }).ok).toBe(false);
    expect(check("No — Growth Engine is $6,000+.", { reference: "Growth Engine is $6,000+." }).ok).toBe(true);
    expect(check("Growth Engine costs $100.", { visitor }).ok).toBe(true);
  });

  it("reads money, percentages, durations, times and counts", () => {
    expect(figuresIn("$5k, $1,500+, 33%, 2-3 weeks, 30-day, 9:00 AM, 150+ and 10-15 pages").map((f) => f.key)).toEqual([
      "$5000",
      "$1500",
      "33%",
      "9:00 am",
      "2-3 week",
      "30 day",
      "n:150",
      "n:10-15",
    ]);
  });

  describe("for a language model's answer", () => {
    const checkModelAnswer = createModelAnswerGuard();
    const priceList =
      "Foundation is $3,500+ (1-2 weeks). Growth Engine is $6,000+ (3-4 weeks). Market Leader is $12,000+ (6-8 weeks).";

    it("keeps an answer that restates the built-in answer's figures, each with its own offer", () => {
      expect(checkModelAnswer("Sure! Growth Engine starts at $6,000 and takes 3-4 weeks.", priceList)).toEqual({
        ok: true,
        unknown: [],
      });
      expect(
        checkModelAnswer(
          "Growth Engine plus the AI Chatbot comes to $6,750.",
          "Growth Engine ($6,000) + AI Chatbot ($750) = $6,750.",
        ).ok,
      ).toBe(true);
    });

    it.each([
      ["a catalog amount given to the wrong offer", "Yes, confirmed: Growth Engine is $3,500.", "$3,500"],
      [
        "a catalog timeline the built-in answer does not state",
        "Growth Engine is $6,000 and takes 8-12 weeks.",
        "8-12 weeks",
      ],
      ["a discount, even with a percentage the facts hold", "Sure, we give 33% off Growth Engine.", "33% off"],
    ])("refuses %s", (_kind, answer, figure) => {
      const verdict = checkModelAnswer(answer, `${priceList} Payments: 33%, 33%, 34%.`);
      expect(verdict.ok).toBe(false);
      expect(verdict.unknown).toContain(figure);
    });
  });
});
