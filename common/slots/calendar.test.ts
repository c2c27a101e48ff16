import { describe, expect, it } from "vitest";
import { parseIsoDate, zonedTimeToInstant } from "../time/zoned";
import { bookableSlots, findBookableSlot, SLOT_CAPACITY, slotOptions } from "./calendar";

/** A fixed clock: the instant New York's wall clock shows this date and time. */
const ny = (iso: string, time = "12:00") => {
  const [hour, minute] = time.split(":").map(Number);
  return zonedTimeToInstant(parseIsoDate(iso)!, hour ?? 0, minute ?? 0);
};

describe("bookableSlots", () => {
  it("offers both halves of the current month and the next two early in a month", () => {
    const slots = bookableSlots(ny("2026-12-03"));
    expect(slots.map((slot) => slot.id)).toEqual([
      "december-early-2026",
      "december-late-2026",
      "january-early-2027",
      "january-late-2027",
      "february-early-2027",
      "february-late-2027",
    ]);
    expect(slots[1]).toEqual({
      id: "december-late-2026",
      label: "December 16–31, 2026",
      half: "late",
      startDate: "2026-12-16",
      endDate: "2026-12-31",
    });
    expect(slots[0]?.label).toBe("December 1–15, 2026");
  });

  it("ends February on the 28th, and on the 29th in a leap year", () => {
    expect(bookableSlots(ny("2027-01-10")).find((slot) => slot.id === "february-late-2027")?.label).toBe(
      "February 16–28, 2027",
    );
    const leap = bookableSlots(ny("2028-01-10")).find((slot) => slot.id === "february-late-2028");
    expect(leap?.label).toBe("February 16–29, 2028");
    expect(leap?.endDate).toBe("2028-02-29");
  });

  it("ends each late half on the month's last day (30 or 31)", () => {
    const labels = bookableSlots(ny("2026-04-02")).map((slot) => slot.label);
    expect(labels).toContain("April 16–30, 2026");
    expect(labels).toContain("May 16–31, 2026");
    expect(labels).toContain("June 16–30, 2026");
  });

  it("keeps the early half through the 15th and omits it from the 16th", () => {
    expect(bookableSlots(ny("2026-06-15", "23:30"))[0]?.id).toBe("june-early-2026");
    const slots = bookableSlots(ny("2026-06-16", "00:30"));
    expect(slots.map((slot) => slot.id)).toEqual([
      "june-late-2026",
      "july-early-2026",
      "july-late-2026",
      "august-early-2026",
      "august-late-2026",
    ]);
  });

  it("keeps the late half through the month's last day", () => {
    expect(bookableSlots(ny("2026-01-31", "23:00"))[0]?.id).toBe("january-late-2026");
    expect(bookableSlots(ny("2026-02-01", "00:10"))[0]?.id).toBe("february-early-2026");
  });

  it("decides the date in New York, not in UTC", () => {
    // 03:00 UTC on June 16 is still June 15 in New York (EDT, UTC−4).
    const slots = bookableSlots(new Date("2026-06-16T03:00:00Z"));
    expect(slots[0]?.id).toBe("june-early-2026");
  });

  it("rolls over the year in November and December", () => {
    const ids = bookableSlots(ny("2026-11-20")).map((slot) => slot.id);
    expect(ids).toEqual([
      "november-late-2026",
      "december-early-2026",
      "december-late-2026",
      "january-early-2027",
      "january-late-2027",
    ]);
  });
});

describe("findBookableSlot", () => {
  it("finds a bookable id and refuses unknown, past and too-distant ones", () => {
    const now = ny("2026-06-20");
    expect(findBookableSlot("july-late-2026", now)?.label).toBe("July 16–31, 2026");
    expect(findBookableSlot("june-early-2026", now)).toBeUndefined();
    expect(findBookableSlot("september-early-2026", now)).toBeUndefined();
    expect(findBookableSlot("smarch-early-2026", now)).toBeUndefined();
  });
});

describe("slotOptions", () => {
  it("counts reservations per slot and marks a slot with two as unavailable", () => {
    const options = slotOptions(ny("2026-06-20"), [
      { preferredSlot: "july-early-2026" },
      { preferredSlot: "july-early-2026" },
      { preferredSlot: "july-late-2026" },
      { preferredSlot: "june-early-2026" },
    ]);
    const byId = new Map(options.map((option) => [option.id, option]));
    expect(SLOT_CAPACITY).toBe(2);
    expect(byId.get("july-early-2026")).toMatchObject({ reservationCount: 2, available: false });
    expect(byId.get("july-late-2026")).toMatchObject({ reservationCount: 1, available: true });
    expect(byId.get("june-late-2026")).toMatchObject({ reservationCount: 0, available: true });
    expect(byId.has("june-early-2026")).toBe(false);
  });
});
