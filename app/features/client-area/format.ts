import { formatDollars } from "#common/catalog";
import { formatMediumDate } from "#common/time/calendar-text";

/**
 * "Nov 24, 2026" for an ISO calendar date or timestamp: the day of its UTC
 * date part, so the server and every visitor's browser print the same day
 * (no hydration mismatch).
 */
export const formatDate = (isoDate: string) => formatMediumDate(isoDate.slice(0, 10));

export const formatMoney = formatDollars;
