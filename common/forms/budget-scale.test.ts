import { describe, expect, it } from "vitest";
import { BUDGET_SCALE, budgetOnScale } from "./budget-scale";

describe("the one budget scale", () => {
  it("shows a band of the scale as it is", () => {
    for (const budget of BUDGET_SCALE) expect(budgetOnScale(budget)).toBe(budget);
  });

  it("names an earlier lead's budget on the scale where it lies inside one band", () => {
    expect(budgetOnScale("$50,000+")).toBe("$20,000+");
    expect(budgetOnScale("$25,000 - $50,000")).toBe("$20,000+");
    expect(budgetOnScale("5000-10000")).toBe("$5,000 - $10,000");
    expect(budgetOnScale("20000+")).toBe("$20,000+");
  });

  it("keeps what the visitor said where it straddles two bands", () => {
    expect(budgetOnScale("Under $5,000")).toBe("Under $5,000");
    expect(budgetOnScale("$10,000 - $25,000")).toBe("$10,000 - $25,000");
    expect(budgetOnScale("3500-6000")).toBe("$3,500 - $6,000");
    expect(budgetOnScale("constructor")).toBe("constructor");
    expect(budgetOnScale(null)).toBeNull();
  });
});
