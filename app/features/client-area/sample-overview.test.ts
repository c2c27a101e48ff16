import { describe, expect, it } from "vitest";
import { portalOverviewSchema } from "#common/client-area/api";
import { sampleOverview } from "./sample-overview";

const dayOf = (timestamp: string | null | undefined) => timestamp?.slice(0, 10);

describe("the sample portal", () => {
  it("is a portal overview like a signed-in client's", () => {
    const sample = sampleOverview("2026-12-02", "tiers");
    expect(portalOverviewSchema.parse(sample)).toEqual(sample);
  });

  it("is on time whatever the day it is read: two phases done, development due after today, launch to come", () => {
    for (const today of ["2026-12-02", "2027-03-15", "2030-01-01"]) {
      const project = sampleOverview(today, "tiers").projects[0];
      const milestones = project?.milestones ?? [];
      expect(milestones.map((milestone) => milestone.status)).toEqual([
        "completed",
        "completed",
        "in_progress",
        "pending",
        "pending",
        "pending",
      ]);
      for (const milestone of milestones.filter((item) => item.status !== "completed")) {
        expect(dayOf(milestone.dueDate)! > today, `${milestone.title} on ${today}`).toBe(true);
      }
      expect(dayOf(project?.startDate)! < today).toBe(true);
      expect(dayOf(project?.expectedCompletion)! > today).toBe(true);
      expect(project?.progress).toBe(33);
    }
  });

  it("launches on the last day of its timeline: Growth Engine's 3-4 weeks, Business Engine's 2-3", () => {
    const days = (list: "tiers" | "packages") => {
      const project = sampleOverview("2026-12-02", list).projects[0];
      return (Date.parse(project?.expectedCompletion ?? "") - Date.parse(project?.startDate ?? "")) / 86_400_000;
    };
    expect(days("tiers")).toBe(28);
    expect(days("packages")).toBe(21);
  });

  it("bills the face's price at the payment terms' shares, 33 %, 33 % and 34 %, one still to pay", () => {
    const invoices = (list: "tiers" | "packages") =>
      sampleOverview("2026-12-02", list).projects[0]?.invoices.map((invoice) => [invoice.amount, invoice.status]);
    expect(sampleOverview("2026-12-02", "tiers").projects[0]?.totalAmount).toBe(6000);
    expect(invoices("tiers")).toEqual([
      [1980, "paid"],
      [1980, "paid"],
      [2040, "pending"],
    ]);
    expect(sampleOverview("2026-12-02", "packages").projects[0]?.totalAmount).toBe(8500);
    expect(invoices("packages")).toEqual([
      [2805, "paid"],
      [2805, "paid"],
      [2890, "pending"],
    ]);
  });

  it("stands on the Service Overview, the third of six onboarding steps", () => {
    const { steps, progress } = sampleOverview("2026-12-02", "tiers").onboarding;
    expect(steps.map((step) => step.status)).toEqual([
      "completed",
      "completed",
      "in-progress",
      "pending",
      "pending",
      "pending",
    ]);
    expect(steps[2]?.step).toBe("Service Overview");
    expect(progress).toBe(33);
  });
});
