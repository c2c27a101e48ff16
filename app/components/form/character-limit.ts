/**
 * A text area's character limit made visible (QA: text over `maxLength` was
 * cut without a word). The browser still enforces `maxLength`, also for the
 * form sent without its script; these rules only say what the visitor sees.
 * Lengths are UTF-16 code units, as `maxLength` and the server's zod `max()`
 * count them, so the counter, the browser and the API agree.
 */
// formatNumber, not Intl.NumberFormat: the first Intl formatter a page creates loads the ICU data, and this
// module loads with every form page (measured: ~200 ms of main thread per page load at 4× CPU slowdown).
import { formatNumber } from "#common/catalog/money";

/** The counter shows from 80 % of the limit: earlier it is noise, later it is a surprise. */
export const COUNTER_FROM = 0.8;

export interface CounterState {
  visible: boolean;
  /** "4,980 / 5,000 characters" */
  text: string;
  atLimit: boolean;
  /** Said once by the polite live region: only at the limit, never on every keystroke. */
  announcement: string;
}

export const cutMessage = (max: number) => `Your text was cut to ${formatNumber(max)} characters`;

export function counterState(length: number, max: number, cut: boolean): CounterState {
  const atLimit = length >= max;
  return {
    visible: length >= Math.ceil(max * COUNTER_FROM),
    text: `${formatNumber(length)} / ${formatNumber(max)} characters`,
    atLimit,
    announcement: !atLimit ? "" : cut ? cutMessage(max) : `Limit reached: ${formatNumber(max)} characters`,
  };
}

/**
 * Whether inserting `incoming` over the selection [start, end) of `value`
 * goes past `max`, so `maxLength` keeps only its beginning. Line breaks count
 * as one character in a text area's value, whatever the clipboard holds.
 */
export function insertionIsCut(value: string, start: number, end: number, incoming: string, max: number): boolean {
  const inserted = incoming.replace(/\r\n?/g, "\n").length;
  return value.length - (end - start) + inserted > max;
}
