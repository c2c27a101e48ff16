import { describe, expect, it } from "vitest";
import { AGENCY_TIME_ZONE, zonedParts, zonedPartsFromIntl, zonedTimeToInstant } from "./zoned";

const intlParts = (instant: Date) => zonedPartsFromIntl(instant, AGENCY_TIME_ZONE);

describe("the agency's wall clock without Intl", () => {
  it("reads what Intl's time-zone data reads, every 30 minutes from 2024 to 2032", () => {
    const mismatches: string[] = [];
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2032, 0, 1); ms += 30 * 60_000) {
      const instant = new Date(ms);
      if (JSON.stringify(zonedParts(instant)) !== JSON.stringify(intlParts(instant))) {
        mismatches.push(instant.toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("switches at the exact second of each daylight-saving change", () => {
    // 2026: daylight time from March 8 07:00 UTC to November 1 06:00 UTC.
    const edges = [Date.UTC(2026, 2, 8, 7), Date.UTC(2026, 10, 1, 6)];
    for (const edge of edges) {
      for (const ms of [edge - 1000, edge, edge + 1000]) {
        const instant = new Date(ms);
        expect(zonedParts(instant), instant.toISOString()).toEqual(intlParts(instant));
      }
    }
    expect(zonedParts(new Date(Date.UTC(2026, 2, 8, 6, 59, 59)))).toMatchObject({ hour: 1, minute: 59 });
    expect(zonedParts(new Date(Date.UTC(2026, 2, 8, 7)))).toMatchObject({ hour: 3, minute: 0 });
  });

  it("turns an Eastern wall time into the right instant in winter and summer", () => {
    expect(zonedTimeToInstant({ year: 2026, month: 1, day: 15 }, 10, 0).toISOString()).toBe("2026-01-15T15:00:00.000Z");
    expect(zonedTimeToInstant({ year: 2026, month: 7, day: 15 }, 10, 0).toISOString()).toBe("2026-07-15T14:00:00.000Z");
  });
});
