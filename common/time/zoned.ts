/**
 * Calendar arithmetic in the agency's time zone, so the browser and the server
 * agree on "today", on slot halves and on consultation times whatever zone
 * the visitor's device is in. No time-zone library: the agency's zone by the US
 * rule, any other zone through Intl.
 */
export const AGENCY_TIME_ZONE = "America/New_York";

/** A calendar date (month 1–12) with no time zone attached. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Day of the month of the nth Sunday (n ≥ 1) of a month (1–12). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/**
 * The agency's offset from UTC in minutes by the US rule in force since 2007:
 * daylight time from the second Sunday of March at 2:00 (07:00 UTC) to the
 * first Sunday of November at 2:00 (06:00 UTC). Computed rather than asked of
 * Intl because the first Intl formatter of a page costs a long task on a phone
 * (see calendar-text.ts); zoned.test.ts checks it against Intl hour by hour,
 * so a change in the law shows up as a failing test.
 */
function agencyOffsetMinutes(epochMs: number): number | undefined {
  const year = new Date(epochMs).getUTCFullYear();
  if (year < 2007) return undefined;
  const daylightStarts = Date.UTC(year, 2, nthSunday(year, 3, 2), 7);
  const daylightEnds = Date.UTC(year, 10, nthSunday(year, 11, 1), 6);
  return epochMs >= daylightStarts && epochMs < daylightEnds ? -240 : -300;
}

/** Wall-clock fields of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone = AGENCY_TIME_ZONE) {
  const agencyOffset = timeZone === AGENCY_TIME_ZONE ? agencyOffsetMinutes(instant.getTime()) : undefined;
  if (agencyOffset !== undefined) {
    const wall = new Date(Math.floor(instant.getTime() / 1000) * 1000 + agencyOffset * 60_000);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  }
  return zonedPartsFromIntl(instant, timeZone);
}

/** Wall-clock fields of an instant in any zone, read from Intl's time-zone data (what the agency rule is tested against). */
export function zonedPartsFromIntl(instant: Date, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 0,
    day: fields.day ?? 0,
    hour: (fields.hour ?? 0) % 24,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** The date it is in the time zone at `instant`. */
export function zonedDate(instant: Date, timeZone = AGENCY_TIME_ZONE): CalendarDate {
  const { year, month, day } = zonedParts(instant, timeZone);
  return { year, month, day };
}

/** Offset of the zone from UTC at `instant`, in minutes (New York: -300 in winter, -240 in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone = AGENCY_TIME_ZONE): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant at which the zone's wall clock shows the given date and time. */
export function zonedTimeToInstant(
  date: CalendarDate,
  hour: number,
  minute: number,
  timeZone = AGENCY_TIME_ZONE,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // Two passes settle the offset on both sides of a daylight-saving change.
  let guess = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  guess = wall - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Adds days to a calendar date (month and year roll over). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "YYYY-MM-DD". */
export function formatIsoDate(date: CalendarDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** Parses a strict "YYYY-MM-DD" that names a real date; undefined otherwise. */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month)) {
    return undefined;
  }
  return date;
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
