import { describe, expect, it } from "vitest";
import { zonedTimeToInstant } from "#common/time/zoned";
import { isClosedDay } from "./holidays";
import { CLOSED_DAY_MESSAGE, dateProblem, offeredDates } from "./schedule";

// Friday December 18, 2026, 10:00 in New York: the next weekdays run through Christmas.
const NOW = zonedTimeToInstant({ year: 2026, month: 12, day: 18 }, 10, 0);

describe("the agency's closed days", () => {
  it("closes a yearly day in every year, and a dated day only then", () => {
    expect(isClosedDay("2026-12-25")).toBe(true);
    expect(isClosedDay("2031-12-25")).toBe(true);
    expect(isClosedDay("2026-11-26")).toBe(true);
    expect(isClosedDay("2028-11-26")).toBe(false);
    expect(isClosedDay("2026-12-23", ["12-24"])).toBe(false);
  });

  it("are not offered by the booking page: Christmas week offers the 21st to the 23rd, then the 28th on", () => {
    expect(offeredDates(NOW, 6)).toEqual([
      "2026-12-21",
      "2026-12-22",
      "2026-12-23",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
    ]);
  });

  it("are refused by the server with a sentence saying why", () => {
    expect(dateProblem("2026-12-25", NOW)).toBe(CLOSED_DAY_MESSAGE);
    expect(dateProblem("2026-12-23", NOW)).toBeUndefined();
  });
});
