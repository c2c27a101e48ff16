// Written by hand rather than with Intl.NumberFormat or toLocaleString: the
// first Intl formatter a page creates loads the ICU data (40–80 ms of main
// thread, four times that on a phone), which made hydration a long task.

/** "12,000", "1,234.5", "-3,000": en-US grouping, at most three decimals (as toLocaleString). */
export function formatNumber(amount: number): string {
  const rounded = Math.round(Math.abs(amount) * 1000) / 1000;
  const [whole = "0", fraction] = String(rounded).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  const sign = amount < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** "$12,000" — whole dollars, en-US grouping. */
export function formatDollars(amount: number): string {
  return `$${formatNumber(amount)}`;
}
