import { describe, expect, it } from "vitest";
import { BOOKING_DAYS_SHOWN, CONSULTATION_TIME_VALUES } from "#common/consultation/schedule";
import { dateGroups } from "./plain-consultation-form";

describe("the plain consultation form's date and time list", () => {
  it("lists only the times still free, and leaves out a day with none", () => {
    const groups = dateGroups([
      { date: "2026-12-01", freeTimes: [] },
      { date: "2026-12-02", freeTimes: ["9:00 AM", "2:00 PM"] },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.options.map((option) => option.value)).toEqual(["2026-12-02|9:00 AM", "2026-12-02|2:00 PM"]);
  });

  it("offers every time of every offered day when the calendar could not be read (the server checks)", () => {
    const groups = dateGroups(undefined);
    expect(groups).toHaveLength(BOOKING_DAYS_SHOWN);
    for (const group of groups) expect(group.options).toHaveLength(CONSULTATION_TIME_VALUES.length);
  });
});
