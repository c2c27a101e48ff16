/**
 * The half-month development slots of the reservation wizard (docs/product/lead-capture.md § Slots):
 * the current month and the next two, each split into an early half
 * (1st–15th) and a late half (16th–month end); a half whose end date has
 * passed is omitted. Computed in the agency's time zone so the browser and
 * the server offer exactly the same slots.
 */
import {
  AGENCY_TIME_ZONE,
  type CalendarDate,
  compareDates,
  daysInMonth,
  formatIsoDate,
  MONTH_NAMES,
  zonedDate,
} from "../time/zoned";

/** Reservations per slot (docs/product/lead-capture.md § Capacity; docs/decisions/016-slot-capacity.md). */
export const SLOT_CAPACITY = 2;
export const SLOT_MONTHS_SHOWN = 3;

export type SlotHalf = "early" | "late";

export interface Slot {
  /** `{monthname lowercase}-{early|late}-{year}`, e.g. "december-late-2026". */
  id: string;
  /** e.g. "December 16–31, 2026". */
  label: string;
  half: SlotHalf;
  /** ISO dates, inclusive. */
  startDate: string;
  endDate: string;
}

/** Slot option as the wizard shows it (docs/product/lead-capture.md § Slots). */
export interface SlotOption extends Slot {
  available: boolean;
  reservationCount: number;
}

function slotFor(year: number, month: number, half: SlotHalf): { slot: Slot; end: CalendarDate } {
  const monthName = MONTH_NAMES[month - 1] ?? "";
  const firstDay = half === "early" ? 1 : 16;
  const lastDay = half === "early" ? 15 : daysInMonth(year, month);
  const end = { year, month, day: lastDay };
  return {
    slot: {
      id: `${monthName.toLowerCase()}-${half}-${year}`,
      label: `${monthName} ${firstDay}–${lastDay}, ${year}`,
      half,
      startDate: formatIsoDate({ year, month, day: firstDay }),
      endDate: formatIsoDate(end),
    },
    end,
  };
}

/** The bookable slots at `now`, in date order. */
export function bookableSlots(now: Date, timeZone = AGENCY_TIME_ZONE): Slot[] {
  const today = zonedDate(now, timeZone);
  const slots: Slot[] = [];
  for (let offset = 0; offset < SLOT_MONTHS_SHOWN; offset++) {
    const monthIndex = today.month - 1 + offset;
    const year = today.year + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    for (const half of ["early", "late"] as const) {
      const { slot, end } = slotFor(year, month, half);
      // A half stays bookable through its last day.
      if (compareDates(end, today) >= 0) slots.push(slot);
    }
  }
  return slots;
}

/** The slot an id names, bookable or not ("july-early-2026" → July 1–15, 2026); undefined when it names none. */
export function slotById(id: string): Slot | undefined {
  const match = /^([a-z]+)-(early|late)-(\d{4})$/.exec(id);
  const month = MONTH_NAMES.findIndex((name) => name.toLowerCase() === match?.[1]) + 1;
  if (!match || month === 0) return undefined;
  return slotFor(Number(match[3]), month, match[2] as SlotHalf).slot;
}

/** The slot with this id if it is bookable at `now`; undefined for unknown or past ids. */
export function findBookableSlot(id: string, now: Date): Slot | undefined {
  return bookableSlots(now).find((slot) => slot.id === id);
}

/**
 * Slot options from the availability list (one entry per reservation): a slot
 * is available while it has fewer than SLOT_CAPACITY reservations.
 */
export function slotOptions(now: Date, reservations: ReadonlyArray<{ preferredSlot: string }>): SlotOption[] {
  const counts = new Map<string, number>();
  for (const { preferredSlot } of reservations) counts.set(preferredSlot, (counts.get(preferredSlot) ?? 0) + 1);
  return bookableSlots(now).map((slot) => {
    const reservationCount = counts.get(slot.id) ?? 0;
    return { ...slot, reservationCount, available: reservationCount < SLOT_CAPACITY };
  });
}
