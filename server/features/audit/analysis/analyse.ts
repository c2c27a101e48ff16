/**
 * The built-in analysis (docs/product/website-audit.md § Built-in analysis): weighted checks over the page's facts →
 * seven scores, an overall score and grouped recommendations. Deterministic:
 * the same facts always give the same report (checks and their order are fixed).
 */
import type { Recommendation, Recommendations } from "#common/audit/audit-schema.ts";
import { CHECKS, type ScoreName } from "./checks.ts";
import type { PageFacts } from "./page-facts.ts";

export type Scores = Record<ScoreName, number>;

/** How much each score counts in the overall score (what visitors feel first counts most). */
export const OVERALL_WEIGHTS: Scores = {
  performance: 25,
  seo: 20,
  security: 15,
  mobile: 15,
  accessibility: 15,
  technical: 5,
  content: 5,
};

const SEVERITY_RANK = { high: 0, medium: 1, low: 2 } as const;
/** How many findings the MOST IMPORTANT ISSUES list shows (docs/product/website-audit.md § Report). */
export const PRIORITY_COUNT = 5;

export interface BuiltInAnalysis {
  scores: Scores;
  overall: number;
  recommendations: Recommendations;
  /** Failed checks with their weight, for tests and the admin. */
  failed: Array<{ id: string; score: ScoreName; result: number }>;
}

export function overallScore(scores: Scores): number {
  let total = 0;
  let weights = 0;
  for (const [name, weight] of Object.entries(OVERALL_WEIGHTS) as Array<[ScoreName, number]>) {
    total += scores[name] * weight;
    weights += weight;
  }
  return Math.round(total / weights);
}

export function analyse(facts: PageFacts): BuiltInAnalysis {
  const earned: Record<ScoreName, number> = {
    performance: 0,
    seo: 0,
    security: 0,
    mobile: 0,
    accessibility: 0,
    technical: 0,
    content: 0,
  };
  const possible: Record<ScoreName, number> = { ...earned };
  const findings: Array<Recommendation & { weight: number; order: number }> = [];
  const failed: BuiltInAnalysis["failed"] = [];

  CHECKS.forEach((check, order) => {
    const result = Math.min(1, Math.max(0, check.result(facts)));
    earned[check.score] += check.weight * result;
    possible[check.score] += check.weight;
    if (result >= 1) return;
    failed.push({ id: check.id, score: check.score, result });
    if (check.silent) return;
    findings.push({
      id: check.id,
      group: check.group,
      severity: check.severity,
      title: check.title,
      problem: check.problem(facts),
      impact: check.impact,
      fix: check.fix,
      weight: check.weight * (1 - result),
      order,
    });
  });

  const scores = Object.fromEntries(
    (Object.keys(earned) as ScoreName[]).map((name) => [name, Math.round((100 * earned[name]) / possible[name])]),
  ) as Scores;

  const strip = ({ weight: _weight, order: _order, ...recommendation }: (typeof findings)[number]) => recommendation;
  const recommendations: Recommendations = {
    priority: [...findings]
      .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.weight - a.weight || a.order - b.order)
      .slice(0, PRIORITY_COUNT)
      .map(strip),
    performance: [],
    seo: [],
    security: [],
    mobile: [],
    accessibility: [],
    technical: [],
  };
  for (const finding of findings) recommendations[finding.group]?.push(strip(finding));

  return { scores, overall: overallScore(scores), recommendations, failed };
}
