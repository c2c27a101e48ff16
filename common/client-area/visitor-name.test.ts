import { describe, expect, it } from "vitest";
import { normalizeVisitorName } from "./visitor-name";

describe("normalizeVisitorName (spec 001 §5 'Greeting name')", () => {
  it("trims spaces around the name", () => {
    expect(normalizeVisitorName("  Alex  ")).toBe("Alex");
  });

  it("keeps a name of exactly 20 characters", () => {
    expect(normalizeVisitorName("Alexandra Montgomery")).toBe("Alexandra Montgomery");
  });

  it("cuts a longer name to 20 characters", () => {
    expect(normalizeVisitorName("Bartholomew Fitzgerald")).toBe("Bartholomew Fitzgera");
  });

  it("counts characters after trimming, so surrounding spaces do not use up the limit", () => {
    expect(normalizeVisitorName("     Alexandra Montgomery     ")).toBe("Alexandra Montgomery");
  });

  it("does not leave a trailing space where the cut falls after a word", () => {
    expect(normalizeVisitorName("Ana Lucia de Souza  Silva")).toBe("Ana Lucia de Souza");
  });

  it("never splits an emoji in half", () => {
    expect(normalizeVisitorName(`${"a".repeat(19)}😀😀`)).toBe(`${"a".repeat(19)}😀`);
  });

  it("ignores an empty or blank name", () => {
    expect(normalizeVisitorName("")).toBeNull();
    expect(normalizeVisitorName("    ")).toBeNull();
    expect(normalizeVisitorName(null)).toBeNull();
  });
});
