import type { LighthouseData, Recommendation } from "#common/audit/audit-schema.ts";

export type LighthouseOutcome =
  | {
      ok: true;
      /** Category scores 0–100 (null where Lighthouse could not score one). */
      scores: {
        performance: number | null;
        accessibility: number | null;
        bestPractices: number | null;
        seo: number | null;
      };
      data: LighthouseData;
      /** Failing audits, as recommendations. */
      findings: Recommendation[];
      durationMs: number;
    }
  | { ok: false; note: string; durationMs: number };

/** What the audit service needs from the Lighthouse queue. */
export interface LighthouseRunner {
  /** True when a new run would be refused (the queue is full). */
  isFull(): boolean;
  run(url: string): Promise<LighthouseOutcome>;
}
