import { describe, expect, it } from "vitest";
import {
  consultationTypeChoice,
  contactPackageChoice,
  intakeServiceChoice,
  launchUrgencyChoice,
  reservationBudgetChoice,
  reservationPackageChoice,
  slotChoice,
} from "./labels";

describe("admin labels: the visitor's choices in the words the visitor saw", () => {
  it("names half-month slots, past and future alike, keeping the id", () => {
    expect(slotChoice("december-late-2026")).toEqual({ id: "december-late-2026", label: "December 16–31, 2026" });
    expect(slotChoice("february-late-2028")?.label).toBe("February 16–29, 2028");
    expect(slotChoice("march-early-2020")?.label).toBe("March 1–15, 2020");
    expect(slotChoice("smarch-early-2026")).toEqual({ id: "smarch-early-2026", label: "smarch-early-2026" });
    expect(slotChoice("")).toBeNull();
    expect(slotChoice(null)).toBeNull();
  });

  it("names the reservation wizard's package, budget and launch urgency", () => {
    expect(reservationPackageChoice("business")?.label).toBe("Growth Engine");
    expect(reservationPackageChoice("essential")?.label).toBe("Foundation");
    expect(reservationPackageChoice("enterprise")?.label).toBe("Market Leader");
    expect(reservationBudgetChoice("$5,000 - $10,000")?.label).toBe("$5,000 - $10,000");
    // A reservation stored before the one budget scale, named on it (common/forms/budget-scale.ts).
    expect(reservationBudgetChoice("10000-20000")?.label).toBe("$10,000 - $20,000");
    expect(reservationBudgetChoice("3500-6000")?.label).toBe("$3,500 - $6,000");
    expect(launchUrgencyChoice("critical")?.label).toBe("Critical");
    expect(reservationBudgetChoice(null)).toBeNull();
    expect(reservationPackageChoice("legacy")).toEqual({ id: "legacy", label: "legacy" });
  });

  it("names consultation types with their length", () => {
    expect(consultationTypeChoice("strategy-session")?.label).toBe("Strategy Session · 60 min");
    expect(consultationTypeChoice("project-consultation")?.label).toBe("Project Consultation · 30 min");
    expect(consultationTypeChoice("technical-review")?.label).toBe("Technical Review · 45 min");
  });

  it("names intake service types and contact project types (customizer aliases too)", () => {
    expect(intakeServiceChoice("market-leader")?.label).toBe("Market Leader");
    expect(intakeServiceChoice("growth-engine")?.label).toBe("Growth Engine");
    expect(contactPackageChoice("business")?.label).toBe("Growth Engine from $6,000");
    expect(contactPackageChoice("professional")).toEqual({ id: "professional", label: "Growth Engine from $6,000" });
    expect(contactPackageChoice("audit")?.label).toBe("Website Audit Only");
    expect(contactPackageChoice("custom")?.label).toBe("Custom Quote");
  });
});
