/**
 * Consultation types, times and dates (docs/product/lead-capture.md § Dates and times). Calls happen on
 * weekdays only (Monday–Friday, the agency's working days), from tomorrow up
 * to BOOKING_HORIZON_DAYS ahead, at seven fixed times on Eastern Time.
 * One consultation per date and time: the slot key names it.
 */

import { BUDGET_SCALE } from "../forms/budget-scale";
import {
  AGENCY_TIME_ZONE,
  addDays,
  type CalendarDate,
  compareDates,
  formatIsoDate,
  parseIsoDate,
  weekday,
  zonedDate,
  zonedTimeToInstant,
} from "../time/zoned";
import { isClosedDay } from "./holidays";

export const CONSULTATION_TYPES = [
  {
    value: "project-consultation",
    label: "Project Consultation",
    minutes: 30,
    description: "Scope a new website: goals, pages, features and the package that fits.",
  },
  {
    value: "technical-review",
    label: "Technical Review",
    minutes: 45,
    description: "A walk through your current site's speed, SEO, security and code.",
  },
  {
    value: "strategy-session",
    label: "Strategy Session",
    minutes: 60,
    description: "A deep dive into your digital strategy, conversion and growth plan.",
  },
] as const;

export type ConsultationTypeId = (typeof CONSULTATION_TYPES)[number]["value"];
export const CONSULTATION_TYPE_IDS = CONSULTATION_TYPES.map((type) => type.value) as [
  ConsultationTypeId,
  ...ConsultationTypeId[],
];

export function consultationType(value: string) {
  return CONSULTATION_TYPES.find((type) => type.value === value);
}

/** Start times on Eastern Time: 9, 10, 11 AM, 1, 2, 3, 4 PM (docs/product/lead-capture.md § Dates and times). */
export const CONSULTATION_TIMES = [
  { value: "9:00 AM", hour: 9 },
  { value: "10:00 AM", hour: 10 },
  { value: "11:00 AM", hour: 11 },
  { value: "1:00 PM", hour: 13 },
  { value: "2:00 PM", hour: 14 },
  { value: "3:00 PM", hour: 15 },
  { value: "4:00 PM", hour: 16 },
] as const;

export type ConsultationTime = (typeof CONSULTATION_TIMES)[number]["value"];
export const CONSULTATION_TIME_VALUES = CONSULTATION_TIMES.map((time) => time.value) as [
  ConsultationTime,
  ...ConsultationTime[],
];

/** The one budget scale of every form (common/forms/budget-scale.ts). */
export const CONSULTATION_BUDGETS = BUDGET_SCALE;

export const CONSULTATION_TIMELINES = [
  "ASAP",
  "Within 1 month",
  "Within 3 months",
  "Within 6 months",
  "I'm flexible",
] as const;

/** How far ahead a call can be booked; the page offers the next BOOKING_DAYS_SHOWN weekdays. */
export const BOOKING_HORIZON_DAYS = 60;
export const BOOKING_DAYS_SHOWN = 20;

export function isWeekday(date: CalendarDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6;
}

/** Why a date cannot be booked at `now`, or undefined when it can. */
export function dateProblem(isoDate: string, now: Date): string | undefined {
  const date = parseIsoDate(isoDate);
  if (!date) return "Please select a preferred date";
  const today = zonedDate(now, AGENCY_TIME_ZONE);
  if (compareDates(date, today) <= 0) return "Please choose a date from tomorrow on";
  if (compareDates(date, addDays(today, BOOKING_HORIZON_DAYS)) > 0) {
    return `Please choose a date within the next ${BOOKING_HORIZON_DAYS} days`;
  }
  if (!isWeekday(date)) return "Consultations take place Monday to Friday; please choose a weekday";
  if (isClosedDay(isoDate)) return CLOSED_DAY_MESSAGE;
  return undefined;
}

export const CLOSED_DAY_MESSAGE = "Our studio is closed that day; please choose another date";

/** The bookable dates the page offers: the next BOOKING_DAYS_SHOWN weekdays after today the agency is open. */
export function offeredDates(now: Date, count = BOOKING_DAYS_SHOWN): string[] {
  const dates: string[] = [];
  let date = zonedDate(now, AGENCY_TIME_ZONE);
  while (dates.length < count) {
    date = addDays(date, 1);
    const iso = formatIsoDate(date);
    if (isWeekday(date) && !isClosedDay(iso)) dates.push(iso);
  }
  return dates;
}

function timeOf(value: string) {
  return CONSULTATION_TIMES.find((time) => time.value === value);
}

/** "2026-07-01 09:00": the call's start on the agency's clock; unique per booking. */
export function consultationSlotKey(isoDate: string, time: string): string {
  const hour = timeOf(time)?.hour ?? 0;
  return `${isoDate} ${String(hour).padStart(2, "0")}:00`;
}

/** The call's start instant (Eastern Time wall clock → UTC instant, EST or EDT as on that date). */
export function consultationStart(isoDate: string, time: string): Date {
  const date = parseIsoDate(isoDate);
  const slot = timeOf(time);
  if (!date || !slot) throw new Error(`Not a consultation slot: ${isoDate} ${time}`);
  return zonedTimeToInstant(date, slot.hour, 0, AGENCY_TIME_ZONE);
}
