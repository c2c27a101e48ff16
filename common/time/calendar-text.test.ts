import { describe, expect, it } from "vitest";
import {
  formatClock,
  formatLongDate,
  formatMediumDate,
  formatMonthDay,
  formatShortWeekday,
  formatUtcOffset,
  formatWeekdayMonthDay,
} from "./calendar-text";

const intlText = (isoDate: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(new Date(`${isoDate}T12:00:00Z`));

/** Every day of 2026 and of a leap year. */
const days: string[] = [];
for (const year of [2026, 2028]) {
  for (let ms = Date.UTC(year, 0, 1); ms < Date.UTC(year + 1, 0, 1); ms += 86_400_000) {
    days.push(new Date(ms).toISOString().slice(0, 10));
  }
}

describe("hand-written en-US date texts", () => {
  it("match Intl's en-US texts for every day of two years", () => {
    for (const day of days) {
      expect(formatLongDate(day)).toBe(intlText(day, { month: "long", day: "numeric", year: "numeric" }));
      expect(formatMediumDate(day)).toBe(intlText(day, { month: "short", day: "numeric", year: "numeric" }));
      expect(formatMonthDay(day)).toBe(intlText(day, { month: "short", day: "numeric" }));
      expect(formatShortWeekday(day)).toBe(intlText(day, { weekday: "short" }));
      expect(formatWeekdayMonthDay(day)).toBe(intlText(day, { weekday: "long", month: "long", day: "numeric" }));
    }
  });

  it("reads the examples the pages show", () => {
    expect(formatLongDate("2025-07-11")).toBe("July 11, 2025");
    expect(formatMediumDate("2026-11-24")).toBe("Nov 24, 2026");
    expect(formatWeekdayMonthDay("2026-11-23")).toBe("Monday, November 23");
  });

  it("refuses a date that does not exist", () => {
    expect(() => formatLongDate("2026-02-30")).toThrow(RangeError);
  });

  it("writes a 12-hour clock like Intl, with midnight and noon as 12", () => {
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of [0, 5, 59]) {
        const intl = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" })
          .format(new Date(Date.UTC(2026, 0, 1, hour, minute)))
          .replace(/\s/u, " ");
        expect(formatClock(hour, minute)).toBe(intl);
      }
    }
  });

  it("names offsets from UTC the way en-US names zones outside the US", () => {
    expect(formatUtcOffset(0)).toBe("GMT");
    expect(formatUtcOffset(120)).toBe("GMT+2");
    expect(formatUtcOffset(330)).toBe("GMT+5:30");
    expect(formatUtcOffset(-210)).toBe("GMT-3:30");
  });
});
