import { describe, expect, it } from "vitest";
import { DARK_BAND_LABEL, darkBand, formatMs, formatShift, lightBand } from "./score-bands";

describe("score bands", () => {
  it("dark: 80+ EXCELLENT, 60–79 GOOD, below 60 NEEDS WORK", () => {
    expect(DARK_BAND_LABEL[darkBand(80)]).toBe("EXCELLENT");
    expect(DARK_BAND_LABEL[darkBand(79)]).toBe("GOOD");
    expect(DARK_BAND_LABEL[darkBand(60)]).toBe("GOOD");
    expect(DARK_BAND_LABEL[darkBand(59)]).toBe("NEEDS WORK");
  });
  it("light: 90+ green, 70–89 yellow, below 70 red", () => {
    expect([lightBand(90), lightBand(89), lightBand(70), lightBand(69)]).toEqual([
      "good",
      "average",
      "average",
      "poor",
    ]);
  });
  it("shows N/A for a missing metric", () => {
    expect(formatMs(null)).toBe("N/A");
    expect(formatShift(undefined)).toBe("N/A");
    expect(formatMs(1840)).toBe("1.8 s");
    expect(formatMs(120)).toBe("120 ms");
  });
});
