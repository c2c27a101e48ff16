import { describe, expect, it } from "vitest";
import { counterState, insertionIsCut } from "./character-limit";

describe("counterState", () => {
  it("stays out of sight below 80 % of the limit", () => {
    expect(counterState(3999, 5000, false).visible).toBe(false);
    expect(counterState(4000, 5000, false)).toMatchObject({ visible: true, text: "4,000 / 5,000 characters" });
  });

  it("announces nothing until the limit is reached", () => {
    expect(counterState(4980, 5000, false)).toMatchObject({ atLimit: false, announcement: "" });
    expect(counterState(5000, 5000, false)).toMatchObject({
      atLimit: true,
      announcement: "Limit reached: 5,000 characters",
    });
  });

  it("says when a paste was cut", () => {
    expect(counterState(2000, 2000, true).announcement).toBe("Your text was cut to 2,000 characters");
  });
});

describe("insertionIsCut", () => {
  it("is cut when the text would not fit", () => {
    expect(insertionIsCut("", 0, 0, "x".repeat(6000), 5000)).toBe(true);
    expect(insertionIsCut("abc", 3, 3, "x".repeat(4998), 5000)).toBe(true);
  });

  it("is not cut when it fits, the selection it replaces included", () => {
    expect(insertionIsCut("abc", 3, 3, "x".repeat(4997), 5000)).toBe(false);
    expect(insertionIsCut("x".repeat(5000), 0, 5000, "y".repeat(5000), 5000)).toBe(false);
  });

  it("counts a Windows line break as one character, as the text area does", () => {
    expect(insertionIsCut("", 0, 0, "a\r\nb", 3)).toBe(false);
  });
});
