import { describe, expect, it } from "vitest";
import { isLightFace, isNavEntryActive, logoOpacity } from "./shell-rules";

describe("isNavEntryActive", () => {
  it("marks Home only on an exact match", () => {
    expect(isNavEntryActive("/home", "/home")).toBe(true);
    expect(isNavEntryActive("/home", "/home/")).toBe(true);
    expect(isNavEntryActive("/home", "/home/anything")).toBe(false);
    expect(isNavEntryActive("/home", "/")).toBe(false);
  });

  it("treats the agency home variant as Home", () => {
    expect(isNavEntryActive("/home", "/conservative")).toBe(true);
  });

  it("marks the other entries by path prefix, on segment boundaries", () => {
    expect(isNavEntryActive("/portfolio", "/portfolio")).toBe(true);
    expect(isNavEntryActive("/portfolio", "/portfolio/construction")).toBe(true);
    expect(isNavEntryActive("/portfolio", "/portfolios")).toBe(false);
    expect(isNavEntryActive("/services", "/home")).toBe(false);
  });
});

describe("logoOpacity", () => {
  it("is fully visible up to 100 px and gone from 300 px", () => {
    expect(logoOpacity(0)).toBe(1);
    expect(logoOpacity(100)).toBe(1);
    expect(logoOpacity(200)).toBe(0.5);
    expect(logoOpacity(300)).toBe(0);
    expect(logoOpacity(2000)).toBe(0);
  });
});

describe("isLightFace", () => {
  it("is light for the agency variant and the swapped pages under style=conservative", () => {
    expect(isLightFace("/conservative", "conservative")).toBe(true);
    expect(isLightFace("/home", "conservative")).toBe(true);
    expect(isLightFace("/contact", "conservative")).toBe(true);
    expect(isLightFace("/home", "default")).toBe(false);
    expect(isLightFace("/process", "conservative")).toBe(false);
  });
});
