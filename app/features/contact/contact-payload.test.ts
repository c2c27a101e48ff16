import { describe, expect, it } from "vitest";
import { addressPackage } from "./contact-payload";

const packageOf = (query: string) => addressPackage(new URLSearchParams(query));

describe("addressPackage", () => {
  it("chooses Website Audit Only for a manual-analysis request (spec 001 §4: audit package, audit mode)", () => {
    expect(packageOf("service=analysis")).toBe("audit");
  });

  it("keeps a package the address names", () => {
    expect(packageOf("service=analysis&package=business")).toBe("business");
    expect(packageOf("package=landing")).toBe("custom");
  });

  it("chooses nothing otherwise", () => {
    expect(packageOf("")).toBe("");
    expect(packageOf("service=other")).toBe("");
    expect(packageOf("package=nope")).toBe("");
  });
});
