/** "$12,000" — whole dollars, en-US grouping. */
export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}
