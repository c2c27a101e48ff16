import { describe, expect, it } from "vitest";
import { intakeServiceFromAddress } from "./client-intake-options";

describe("the offer a link names on the project start", () => {
  it("reads the intake's ids, the Packages page's and the customizer's spellings", () => {
    expect(intakeServiceFromAddress("growth-engine", "tiers")).toBe("growth-engine");
    expect(intakeServiceFromAddress("business", "tiers")).toBe("growth-engine");
    expect(intakeServiceFromAddress("Premium", "packages")).toBe("market-leader");
    expect(intakeServiceFromAddress("basic", "packages")).toBe("foundation");
  });

  it("offers the Landing Page only where the face sells it", () => {
    expect(intakeServiceFromAddress("landing", "tiers")).toBe("landing-page");
    expect(intakeServiceFromAddress("landing-page", "tiers")).toBe("landing-page");
    expect(intakeServiceFromAddress("landing", "packages")).toBe("");
  });

  it("leaves the choice to the visitor when the link names nothing it sells", () => {
    for (const raw of [null, "", "audit", "custom", "__proto__", "constructor"]) {
      expect(intakeServiceFromAddress(raw, "tiers")).toBe("");
    }
  });
});
