import { describe, expect, it } from "vitest";
import { fieldLabel } from "./validation-messages";

describe("a field's name in an API message", () => {
  it("reads the last named part of the path as words", () => {
    expect(fieldLabel(["preferredSlot"])).toBe("Preferred slot");
    expect(fieldLabel(["websiteUrl"])).toBe("Website URL");
    expect(fieldLabel(["addons"])).toBe("Add-ons");
    expect(fieldLabel(["answers", "goals", 0])).toBe("Goals");
    expect(fieldLabel([])).toBe("This value");
  });
});
