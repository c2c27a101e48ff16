import { formatDollars } from "../../../common/catalog";
import { formatMediumDate } from "../../../common/time/calendar-text";

/**
 * "Nov 24, 2026" for an ISO calendar date. Read in UTC, so the server and
 * every visitor's browser print the same day (no hydration mismatch).
 */
export const formatDate = formatMediumDate;

export const formatMoney = formatDollars;
