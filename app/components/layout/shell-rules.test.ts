import { describe, expect, it } from "vitest";
import { isLightFace, isLightToned, isNavEntryActive, logoOpacity } from "./shell-rules";

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
  it("is light on the agency home and on every page under style=conservative", () => {
    expect(isLightFace("/conservative", "default")).toBe(true);
    expect(isLightFace("/home", "conservative")).toBe(true);
    expect(isLightFace("/contact", "conservative")).toBe(true);
    expect(isLightFace("/process", "conservative")).toBe(true);
    expect(isLightFace("/custom-quote/", "conservative")).toBe(true);
    expect(isLightFace("/home", "default")).toBe(false);
    expect(isLightFace("/process", "default")).toBe(false);
  });
});

describe("isLightToned", () => {
  it("tones light the pages that have no light page of their own, on the light variant only", () => {
    for (const path of [
      "/process",
      "/testimonials",
      "/customize-package",
      "/custom-quote",
      "/client-intake",
      "/blog",
    ]) {
      expect(isLightToned(path, "conservative")).toBe(true);
      expect(isLightToned(path, "default")).toBe(false);
    }
    for (const path of ["/home", "/conservative", "/about", "/services", "/portfolio", "/tools", "/contact"]) {
      expect(isLightToned(path, "conservative")).toBe(false);
    }
  });
});
