/**
 * The days the agency is closed, when no consultation is offered
 * (docs/product/lead-capture.md § Dates and times).
 * The agency edits this one list: a "MM-DD" closes that day every year, a "YYYY-MM-DD" one day only.
 * Both the booking page and the server read it, so a closed day is neither offered nor accepted.
 */
export const AGENCY_CLOSED_DAYS: readonly string[] = [
  "01-01", // New Year's Day
  "07-04", // Independence Day
  "12-24", // Christmas Eve
  "12-25", // Christmas Day
  "12-26", // Boxing Day
  "12-31", // New Year's Eve
  "2026-11-26", // Thanksgiving 2026
  "2026-11-27",
  "2027-11-25", // Thanksgiving 2027
  "2027-11-26",
];

/** Is the agency closed on this "YYYY-MM-DD"? */
export function isClosedDay(isoDate: string, closedDays: readonly string[] = AGENCY_CLOSED_DAYS): boolean {
  return closedDays.includes(isoDate) || closedDays.includes(isoDate.slice(5));
}
