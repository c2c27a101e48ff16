/**
 * The greeting card's greeting by local hour (docs/product/client-area.md § Greeting card):
 * 5-7 Good Early Morning, 7-12 Good Morning, 12-17 Good Afternoon,
 * 17-20 Good Evening, 20-24 Good Evening (night variant), 0-5 Working Late.
 * Each band includes its start hour and excludes its end hour.
 */
export type GreetingVariant = "early-morning" | "morning" | "afternoon" | "evening" | "night" | "late";

export interface Greeting {
  text: string;
  variant: GreetingVariant;
}

/** The card refreshes its greeting every 60,000 ms (docs/product/client-area.md § Greeting card). */
export const GREETING_REFRESH_MS = 60_000;

const BANDS: ReadonlyArray<{ from: number; to: number } & Greeting> = [
  { from: 0, to: 5, text: "Working Late", variant: "late" },
  { from: 5, to: 7, text: "Good Early Morning", variant: "early-morning" },
  { from: 7, to: 12, text: "Good Morning", variant: "morning" },
  { from: 12, to: 17, text: "Good Afternoon", variant: "afternoon" },
  { from: 17, to: 20, text: "Good Evening", variant: "evening" },
  { from: 20, to: 24, text: "Good Evening", variant: "night" },
];

/**
 * The greeting for a local time. The bands start on the hour, so the minute
 * never changes the band; it is accepted so callers can pass a whole clock
 * reading, and checked so a bad reading fails loudly instead of greeting wrongly.
 */
export function greetingFor(hour: number, minute = 0): Greeting {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour out of range: ${hour}`);
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) throw new RangeError(`minute out of range: ${minute}`);
  const band = BANDS.find((candidate) => hour >= candidate.from && hour < candidate.to);
  // The bands cover 0-24 without gaps, so a valid hour always has one.
  if (!band) throw new RangeError(`no greeting band for hour ${hour}`);
  return { text: band.text, variant: band.variant };
}

/** The greeting for a clock reading in the visitor's own time zone. */
export function greetingAt(date: Date): Greeting {
  return greetingFor(date.getHours(), date.getMinutes());
}
