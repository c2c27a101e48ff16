import { describe, expect, it } from "vitest";
import { currentStep, progressPercent } from "./progress";

describe("progressPercent (share of completed steps)", () => {
  it("is 0 with no steps and 0 with none completed", () => {
    expect(progressPercent([])).toBe(0);
    expect(progressPercent([{ status: "pending" }, { status: "in-progress" }])).toBe(0);
  });

  it("counts only completed steps, rounded to a whole percent", () => {
    expect(progressPercent([{ status: "completed" }, { status: "in-progress" }, { status: "pending" }])).toBe(33);
    expect(progressPercent([{ status: "completed" }, { status: "completed" }, { status: "pending" }])).toBe(67);
    expect(progressPercent([{ status: "completed" }, { status: "completed" }])).toBe(100);
  });
});

describe("currentStep (the first in-progress step)", () => {
  it("picks the first step in progress, not the first unfinished one", () => {
    const steps = [
      { step: "A", status: "completed" },
      { step: "B", status: "pending" },
      { step: "C", status: "in-progress" },
      { step: "D", status: "in-progress" },
    ];
    expect(currentStep(steps)?.step).toBe("C");
  });

  it("understands the milestone spelling in_progress too", () => {
    expect(currentStep([{ title: "M", status: "in_progress" }])?.title).toBe("M");
  });

  it("has no current step when nothing is in progress", () => {
    expect(currentStep([{ status: "completed" }, { status: "pending" }])).toBeUndefined();
  });
});
