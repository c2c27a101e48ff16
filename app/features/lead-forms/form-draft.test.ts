import { describe, expect, it } from "vitest";
import { clearDraft, draftKey, draftOf, fillEmpty, loadDraft, parseDraft, saveDraft } from "./form-draft";

/** The part of Storage the drafts use, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

const FIELDS = ["name", "details", "package", "companyFax"];

describe("form drafts", () => {
  it("keeps what was typed and brings it back, without the spam trap", () => {
    const storage = memoryStorage();
    saveDraft(storage, "contact", { name: "Ada", details: "A site", package: "", companyFax: "bot" });
    expect(JSON.parse(storage.getItem(draftKey("contact")) ?? "")).toEqual({ name: "Ada", details: "A site" });
    expect(loadDraft(storage, "contact", FIELDS)).toEqual({ name: "Ada", details: "A site" });
  });

  it("never restores a spam-trap value, even one written by someone else", () => {
    expect(parseDraft(JSON.stringify({ name: "Ada", companyFax: "555" }), FIELDS)).toEqual({ name: "Ada" });
  });

  it("removes the draft when the form is empty again, or cleared", () => {
    const storage = memoryStorage();
    saveDraft(storage, "contact", { name: "Ada" });
    saveDraft(storage, "contact", { name: "" });
    expect(storage.getItem(draftKey("contact"))).toBeNull();
    saveDraft(storage, "contact", { name: "Ada" });
    clearDraft(storage, "contact");
    expect(loadDraft(storage, "contact", FIELDS)).toBeNull();
  });

  it("keeps one draft per form", () => {
    const storage = memoryStorage();
    saveDraft(storage, "contact", { name: "Ada" });
    saveDraft(storage, "client-intake", { name: "Grace" });
    expect(loadDraft(storage, "contact", FIELDS)).toEqual({ name: "Ada" });
  });

  it("ignores damaged drafts and fields the form does not have", () => {
    expect(parseDraft("{not json", FIELDS)).toBeNull();
    expect(parseDraft("[1,2]", FIELDS)).toBeNull();
    expect(parseDraft(JSON.stringify({ name: 7, other: "x" }), FIELDS)).toBeNull();
  });

  it("survives a storage that refuses", () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as Storage;
    expect(() => saveDraft(refusing, "contact", { name: "Ada" })).not.toThrow();
    expect(loadDraft(refusing, "contact", FIELDS)).toBeNull();
  });

  it("fills only empty fields, so a package the address chose stays", () => {
    const current = { name: "", details: "", package: "business", companyFax: "" };
    expect(fillEmpty(current, { name: "Ada", package: "essential" })).toEqual({ ...current, name: "Ada" });
    expect(fillEmpty(current, { package: "essential" })).toBe(current);
  });

  it("keeps nothing of an empty form", () => {
    expect(draftOf({ name: "", companyFax: "x" })).toBeNull();
  });
});
