import { describe, expect, it } from "vitest";
import { greetingAt, greetingFor } from "./greeting";

describe("greetingFor: the greeting bands at each boundary", () => {
  const cases: Array<[hour: number, minute: number, text: string, variant: string]> = [
    [4, 59, "Working Late", "late"],
    [5, 0, "Good Early Morning", "early-morning"],
    [6, 59, "Good Early Morning", "early-morning"],
    [7, 0, "Good Morning", "morning"],
    [11, 59, "Good Morning", "morning"],
    [12, 0, "Good Afternoon", "afternoon"],
    [16, 59, "Good Afternoon", "afternoon"],
    [17, 0, "Good Evening", "evening"],
    [19, 59, "Good Evening", "evening"],
    [20, 0, "Good Evening", "night"],
    [23, 59, "Good Evening", "night"],
    [0, 0, "Working Late", "late"],
  ];
  it.each(cases)("%i:%i → %s (%s)", (hour, minute, text, variant) => {
    expect(greetingFor(hour, minute)).toEqual({ text, variant });
  });

  it("tells the evening and the night apart although both say Good Evening", () => {
    expect(greetingFor(19).variant).not.toBe(greetingFor(20).variant);
  });

  it("rejects readings that are not a clock time", () => {
    expect(() => greetingFor(24)).toThrow(RangeError);
    expect(() => greetingFor(-1)).toThrow(RangeError);
    expect(() => greetingFor(7.5)).toThrow(RangeError);
    expect(() => greetingFor(7, 60)).toThrow(RangeError);
  });
});

describe("greetingAt", () => {
  it("reads the local hour of a date", () => {
    expect(greetingAt(new Date(2026, 0, 15, 6, 30)).text).toBe("Good Early Morning");
    expect(greetingAt(new Date(2026, 0, 15, 13, 5)).text).toBe("Good Afternoon");
  });
});
