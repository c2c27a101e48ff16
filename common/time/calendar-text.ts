/**
 * English date and clock texts written by hand rather than with Intl: the
 * first Intl formatter a page creates loads the ICU data, 40–80 ms of main
 * thread on a desktop and four times that on a phone, which turned hydration
 * into a long task. These texts are fixed-format en-US, so plain code gives
 * the same words (checked against Intl in calendar-text.test.ts).
 */
import { type CalendarDate, formatIsoDate, MONTH_NAMES, parseIsoDate, weekday, zonedDate } from "./zoned";

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const shortName = (name: string) => name.slice(0, 3);

function calendarDate(isoDate: string): CalendarDate {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return date;
}

/** "July 11, 2025". */
export function formatLongDate(isoDate: string): string {
  const date = calendarDate(isoDate);
  return `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;
}

/** The day an instant falls on in the agency's time zone, in words: "December 3, 2026". */
export function formatAgencyDay(instant: Date): string {
  return formatLongDate(formatIsoDate(zonedDate(instant)));
}

/** "Nov 24, 2026". */
export function formatMediumDate(isoDate: string): string {
  const date = calendarDate(isoDate);
  return `${shortName(MONTH_NAMES[date.month - 1] ?? "")} ${date.day}, ${date.year}`;
}

/** "Nov 24". */
export function formatMonthDay(isoDate: string): string {
  const date = calendarDate(isoDate);
  return `${shortName(MONTH_NAMES[date.month - 1] ?? "")} ${date.day}`;
}

/** "Mon". */
export function formatShortWeekday(isoDate: string): string {
  return shortName(WEEKDAY_NAMES[weekday(calendarDate(isoDate))] ?? "");
}

/** "Monday, November 24". */
export function formatWeekdayMonthDay(isoDate: string): string {
  const date = calendarDate(isoDate);
  return `${WEEKDAY_NAMES[weekday(date)]}, ${MONTH_NAMES[date.month - 1]} ${date.day}`;
}

/** "3:05 PM" for an hour 0–23 and a minute. */
export function formatClock(hour: number, minute: number): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** "GMT+2", "GMT-3:30", "GMT" for an offset from UTC in minutes (east positive). */
export function formatUtcOffset(offsetMinutes: number): string {
  if (offsetMinutes === 0) return "GMT";
  const sign = offsetMinutes > 0 ? "+" : "-";
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
}
