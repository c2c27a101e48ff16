import { describe, expect, it } from "vitest";
import { limitVisitorNameDraft, normalizeVisitorName } from "./visitor-name";

describe("normalizeVisitorName: trimmed, then at most 20 characters, empty ignored", () => {
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

describe("limitVisitorNameDraft: the name field trims before it limits", () => {
  it("keeps a pasted 20-character name wrapped in spaces whole, so saving stores all of it", () => {
    const pasted = "     Alexandra Montgomery     ";
    expect(pasted).toHaveLength(30);
    expect(limitVisitorNameDraft(pasted)).toBe(pasted);
    expect(normalizeVisitorName(limitVisitorNameDraft(pasted))).toBe("Alexandra Montgomery");
  });

  it("keeps the space a visitor just typed between two words", () => {
    expect(limitVisitorNameDraft("Ana ")).toBe("Ana ");
    expect(limitVisitorNameDraft("  Alexandra Montgomer ")).toBe("  Alexandra Montgomer ");
  });

  it("cuts a longer name to 20 characters counted after trimming", () => {
    expect(limitVisitorNameDraft("   Bartholomew Fitzgerald   ")).toBe("Bartholomew Fitzgera");
    expect(normalizeVisitorName(limitVisitorNameDraft("   Bartholomew Fitzgerald   "))).toBe("Bartholomew Fitzgera");
  });

  it("never splits an emoji in half", () => {
    expect(limitVisitorNameDraft(` ${"a".repeat(19)}😀😀 `)).toBe(`${"a".repeat(19)}😀`);
  });
});
