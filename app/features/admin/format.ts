import { AGENCY_TIME_ZONE } from "#common/time/zoned";

/**
 * Times in the console (docs/product/admin-console.md § Times): en-US short month, day, year, hour
 * and minute, on the agency's clock (America/New_York, as the emails and the CSV exports), the zone
 * named after the time ("Mar 10, 2026, 11:00 AM EDT"), so an admin travelling, or working from
 * another zone, never reads a visitor's 9 a.m. booking as 3 p.m.
 */
const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: AGENCY_TIME_ZONE,
  timeZoneName: "short",
});

/** A calendar date with no time of day ("2026-03-10"), which has no zone to name. */
const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : dateFormat.format(date);
}

/** "2026-03-10" → "Mar 10, 2026". */
export function formatDay(isoDate: string | null | undefined): string {
  if (!isoDate) return "—";
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? "—" : dayFormat.format(date);
}

/** A visitor's URL is a link only when it is http or https (docs/product/admin-console.md § Showing visitor data). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
