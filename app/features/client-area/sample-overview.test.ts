import { describe, expect, it } from "vitest";
import { portalOverviewSchema } from "#common/client-area/api";
import { SAMPLE_OVERVIEW } from "./sample-overview";

describe("the sample portal", () => {
  it("is a portal overview like a signed-in client's", () => {
    expect(portalOverviewSchema.parse(SAMPLE_OVERVIEW)).toEqual(SAMPLE_OVERVIEW);
  });

  it("bills the Growth Engine's $6,000 in three invoices of $2,000, one still to pay", () => {
    const project = SAMPLE_OVERVIEW.projects[0];
    expect(project?.totalAmount).toBe(6000);
    expect(project?.invoices.map((invoice) => [invoice.amount, invoice.status])).toEqual([
      [2000, "paid"],
      [2000, "paid"],
      [2000, "pending"],
    ]);
  });

  it("stands on the Service Overview, the third of six onboarding steps", () => {
    const { steps, progress } = SAMPLE_OVERVIEW.onboarding;
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
