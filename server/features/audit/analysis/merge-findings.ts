/**
 * Lighthouse's failing audits added to the built-in findings, each problem
 * listed once. Lighthouse files some audits under two categories (image-alt
 * and document-title count towards both accessibility and SEO), and many of
 * its audits test what a built-in check already tests. A visitor reading the
 * same fix three times thinks there are three problems, so:
 *  - an audit whose built-in check failed is dropped: the built-in finding says
 *    it in plain words (problem, impact, fix);
 *  - otherwise it is listed once, in the group of its built-in check (where the
 *    report puts that topic), or in the first category Lighthouse gave it;
 *  - nothing is listed twice under the same title.
 * Scores are not touched: each category keeps its own score, whatever is listed.
 */
import { RECOMMENDATION_GROUPS, type Recommendation, type Recommendations } from "#common/audit/audit-schema.ts";
import { CHECKS } from "./checks.ts";

/** Lighthouse audit id → the built-in check that tests the same thing. */
export const BUILT_IN_EQUIVALENT: Readonly<Record<string, string>> = {
  "image-alt": "image-alt",
  "document-title": "title",
  "meta-description": "meta-description",
  "html-has-lang": "lang",
  label: "form-labels",
  "link-name": "link-names",
  "button-name": "button-names",
  "heading-order": "heading-order",
  "link-text": "link-text",
  "is-crawlable": "indexable",
  "http-status-code": "http-status",
  canonical: "canonical",
  "is-on-https": "https",
  doctype: "doctype",
  charset: "charset",
  // Lighthouse 13 replaced its `viewport` audit (best practices) with this performance insight.
  "viewport-insight": "viewport",
  "meta-viewport": "zoom",
};

const LIGHTHOUSE_PREFIX = "lighthouse-";

/** The Lighthouse audit id of a finding the runner produced ("lighthouse-image-alt" → "image-alt"). */
function auditIdOf(finding: Recommendation): string | null {
  return finding.id.startsWith(LIGHTHOUSE_PREFIX) ? finding.id.slice(LIGHTHOUSE_PREFIX.length) : null;
}

/** Adds `findings` (Lighthouse's, in its order) to `recommendations` (the built-in analysis's, changed in place). */
export function mergeLighthouseFindings(recommendations: Recommendations, findings: readonly Recommendation[]): void {
  // The built-in findings carry their check's id.
  const listedChecks = new Set(
    RECOMMENDATION_GROUPS.flatMap((name) => (recommendations[name] ?? []).map((item) => item.id)),
  );
  const placed = new Set<string>();
  for (const finding of findings) {
    if (placed.has(finding.id)) continue;
    const auditId = auditIdOf(finding);
    const equivalent = auditId ? CHECKS.find((check) => check.id === BUILT_IN_EQUIVALENT[auditId]) : undefined;
    if (equivalent && listedChecks.has(equivalent.id)) continue;
    const groupName = equivalent?.group ?? finding.group;
    const group = recommendations[groupName] ?? [];
    recommendations[groupName] = group;
    placed.add(finding.id);
    if (group.some((existing) => existing.title === finding.title)) continue;
    group.push({ ...finding, group: groupName });
  }
}
