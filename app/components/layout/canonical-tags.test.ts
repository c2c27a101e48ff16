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
});
