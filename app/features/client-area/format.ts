import { formatDollars } from "../../../common/catalog";

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "Nov 24, 2026" for an ISO calendar date. Read in UTC, so the server and
 * every visitor's browser print the same day (no hydration mismatch).
 */
export function formatDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}

export const formatMoney = formatDollars;
