/** Rows per table in words, for the erasure's answer and the log of privacy actions. */
import { PRIVACY_TABLE_LABELS, PRIVACY_TABLES, type PrivacyTable } from "#common/privacy/schemas";

/** "Client intakes: 1 · Mood boards: 2 · Invoices kept: 1", in the console's order of the tables. */
export function describeCounts(counts: Record<string, number>): string {
  const order = (key: string) => PRIVACY_TABLES.indexOf(key.replace(/^kept:/, "") as PrivacyTable);
  const parts = Object.entries(counts)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([key, count]) => {
      const kept = key.startsWith("kept:");
      const table = key.replace(/^kept:/, "") as PrivacyTable;
      return `${PRIVACY_TABLE_LABELS[table] ?? table}${kept ? " kept" : ""}: ${count}`;
    });
  return parts.length > 0 ? parts.join(" · ") : "nothing held";
}
