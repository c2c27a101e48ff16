import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-tags";

describe("canonicalPath", () => {
  it("drops the style variant: a variant is the same page", () => {
    expect(canonicalPath("/services", "conservative")).toBe("/services");
    expect(canonicalPath("/portfolio", "default")).toBe("/portfolio");
  });

  it("names /conservative for /home?style=conservative, which shows the same agency home", () => {
    expect(canonicalPath("/home", "conservative")).toBe("/conservative");
    expect(canonicalPath("/home/", "conservative")).toBe("/conservative");
    expect(canonicalPath("/home", "default")).toBe("/home");
  });

  it("keeps the customizer's package, in the catalog's spelling, and drops the rest", () => {
    expect(canonicalPath("/customize-package", "default", "?package=professional&addons=logo")).toBe(
      "/customize-package?package=business",
    );
    expect(canonicalPath("/customize-package", "default", "?package=essential")).toBe(
      "/customize-package?package=essential",
    );
    expect(canonicalPath("/customize-package", "default", "?package=nope")).toBe("/customize-package");
    expect(canonicalPath("/custom-quote", "default", "?package=business&addons=logo-design")).toBe("/custom-quote");
  });
});
