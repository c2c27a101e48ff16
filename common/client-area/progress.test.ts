import { describe, expect, it } from "vitest";
import { currentStep, progressPercent } from "./progress";
import { SAMPLE_PORTAL } from "./sample-portal";

describe("progressPercent (spec 001 §4: share of completed steps)", () => {
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

describe("currentStep (spec 001 §4: the first in-progress step)", () => {
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

describe("the sample portal (spec 001 §3, §9)", () => {
  it("is a $6,000 Growth Engine project billed in three $2,000 invoices", () => {
    expect(SAMPLE_PORTAL.project.packageName).toBe("Growth Engine");
    expect(SAMPLE_PORTAL.project.totalAmount).toBe(6000);
    expect(SAMPLE_PORTAL.invoices.map((invoice) => invoice.amount)).toEqual([2000, 2000, 2000]);
  });

  it("has the six onboarding steps with the overview step current, a third done", () => {
    expect(SAMPLE_PORTAL.onboardingSteps.map((step) => step.step)).toEqual([
      "Welcome",
      "Project Details",
      "Service Overview",
      "Contract Review",
      "Payment Setup",
      "Portal Access",
    ]);
    expect(currentStep(SAMPLE_PORTAL.onboardingSteps)?.step).toBe("Service Overview");
    expect(progressPercent(SAMPLE_PORTAL.onboardingSteps)).toBe(33);
  });

  it("uses only the statuses of spec 001 §4", () => {
    for (const m of SAMPLE_PORTAL.milestones) expect(["completed", "in_progress", "pending"]).toContain(m.status);
    for (const d of SAMPLE_PORTAL.documents) expect(["signed", "approved", "pending"]).toContain(d.status);
    for (const i of SAMPLE_PORTAL.invoices) expect(["paid", "pending"]).toContain(i.status);
  });
});
