import { describe, expect, it } from "vitest";
import { formatDollars, formatNumber } from "./money";

describe("en-US number texts without Intl", () => {
  it("group like toLocaleString for the amounts the site shows", () => {
    const amounts = [0, 5, 99, 100, 999, 1000, 1234.5, 12_000, 99_999.99, 100_000, 1_234_567, -3000, 0.125, 1234.5678];
    for (const amount of amounts) expect(formatNumber(amount)).toBe(amount.toLocaleString("en-US"));
  });

  it("prefix dollars", () => {
    expect(formatDollars(12_000)).toBe("$12,000");
    expect(formatDollars(2499.5)).toBe("$2,499.5");
  });
});
