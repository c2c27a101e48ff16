/**
 * Emails the outbox worker handed to the mail server, and emails it gave up on, by kind
 * (docs/product/operations.md § Metrics), in the Prometheus text format. Counted per process by the
 * worker as it sends, like the request metrics; the outbox's depth is read from the database at
 * scrape time (server/features/metrics/database-gauges.ts). Kinds are the code's own names
 * ("contact.notify"), never a visitor's text; a cap still keeps a bug from growing the series.
 */
import { labelValue } from "#server/features/metrics/http-metrics.ts";

const MAX_KINDS = 100;
const OVERFLOW_KIND = "(other)";

export class EmailMetrics {
  readonly #sent = new Map<string, number>();
  readonly #failed = new Map<string, number>();
  readonly #retried = new Map<string, number>();

  /** A message accepted by the mail server. */
  sent(kind: string): void {
    this.#add(this.#sent, kind);
  }

  /** A message given up on after its last attempt (status failed). */
  failed(kind: string): void {
    this.#add(this.#failed, kind);
  }

  /** A failed attempt that will be tried again. */
  retried(kind: string): void {
    this.#add(this.#retried, kind);
  }

  count(family: "sent" | "failed" | "retried", kind: string): number {
    const counts = family === "sent" ? this.#sent : family === "failed" ? this.#failed : this.#retried;
    return counts.get(kind) ?? 0;
  }

  #add(counts: Map<string, number>, kind: string) {
    const label = counts.has(kind) || counts.size < MAX_KINDS ? kind : OVERFLOW_KIND;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }

  render(): string {
    const family = (name: string, help: string, counts: Map<string, number>) => [
      `# HELP ${name} ${help}`,
      `# TYPE ${name} counter`,
      ...[...counts.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, value]) => `${name}{kind="${labelValue(kind)}"} ${value}`),
    ];
    return [
      ...family("emails_sent_total", "Emails accepted by the mail server, by kind.", this.#sent),
      ...family(
        "emails_failed_total",
        "Emails given up on after their last attempt (status failed, shown in the console), by kind.",
        this.#failed,
      ),
      ...family("emails_retried_total", "Failed send attempts that will be tried again, by kind.", this.#retried),
      "",
    ].join("\n");
  }
}
