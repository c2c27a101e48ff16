/**
 * "Which slot covers May 5th?", "we'd like to start around March 20 — which slot?": the half-month development
 * slot a date falls in (docs/product/lead-capture.md § Slots: the 1st–15th and the 16th–month end), from the
 * reservation wizard's own rule. No year is assumed: the answer names the half, and the wizard shows which of
 * the open months' slots are free.
 */
import { SLOT_CAPACITY } from "#common/slots/calendar.ts";
import { MONTH_NAMES } from "#common/time/zoned.ts";

const ASKS_SLOT = /\b(slots?|reserve|reservation|half month|which half)\b/;

const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());
const MONTH = String.raw`(${MONTHS.join("|")}|sept|${MONTHS.map((name) => name.slice(0, 3)).join("|")})\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const MONTH_DAY = new RegExp(String.raw`\b${MONTH}\s+${DAY}\b`);
const DAY_MONTH = new RegExp(String.raw`\b${DAY}\s+(?:of\s+)?${MONTH}\b`);

/** The month (1–12) and day a text names, like "March 20", "May 5th" or "the 5th of May". */
export function monthDayIn(text: string): { month: number; day: number } | undefined {
  const monthFirst = MONTH_DAY.exec(text);
  const dayFirst = monthFirst ? undefined : DAY_MONTH.exec(text);
  const monthWord = monthFirst?.[1] ?? dayFirst?.[2];
  const dayText = monthFirst?.[2] ?? dayFirst?.[1];
  if (!monthWord || !dayText) return undefined;
  const month = MONTHS.findIndex((name) => name.startsWith(monthWord.slice(0, 3))) + 1;
  const day = Number(dayText);
  return month > 0 && day >= 1 && day <= 31 ? { month, day } : undefined;
}

/** The last day of a month in any year: February's depends on the year, so it is said both ways. */
function lastDayText(month: number): string {
  if (month === 2) return "28th (29th in a leap year)";
  return [4, 6, 9, 11].includes(month) ? "30th" : "31st";
}

const ordinal = (day: number) =>
  `${day}${day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th"}`;

export function slotOfDateAnswer(text: string): string | undefined {
  if (!ASKS_SLOT.test(text)) return undefined;
  const date = monthDayIn(text);
  if (!date) return undefined;
  const name = MONTH_NAMES[date.month - 1] ?? "";
  const early = date.day <= 15;
  const slot = early ? `${name} 1st–15th` : `${name} 16th–${lastDayText(date.month)}`;
  return [
    `${name} ${ordinal(date.day)} falls in the ${early ? "first" : "second"} half of the month: the ${slot} slot.`,
    `Each half-month slot holds ${SLOT_CAPACITY} projects; the current month and the next two are open to reserve at /reserve-slot, which shows the ones still free.`,
  ].join("\n\n");
}
