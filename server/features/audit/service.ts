/**
 * POST /api/audit's work: check the address, fetch the page safely (falling
 * back to http:// for an address typed without protocol, fetch-site.ts), pick
 * the result case (result-cases.ts), run the built-in analysis and — where a
 * browser is available — Lighthouse, and store a full report in
 * audit_results. The "request submitted" case stores nothing: the lead is
 * stored once the visitor gives an email (manual-request.ts).
 */
import type { AuditResult } from "#common/audit/audit-result.ts";
import type { Recommendations } from "#common/audit/audit-schema.ts";
import { auditResults } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { HttpError } from "#server/http/errors.ts";
import { type AddressPolicy, BlockedAddressError, checkUrl } from "./address-policy.ts";
import { analyse, overallScore } from "./analysis/analyse.ts";
import { mergeLighthouseFindings } from "./analysis/merge-findings.ts";
import { pageFacts } from "./analysis/page-facts.ts";
import { type FetchedSite, fetchSite } from "./fetch-site.ts";
import type { LighthouseRunner } from "./lighthouse/types.ts";
import { accessErrorRecommendations, classifyPage, manualRequestRecommendations } from "./result-cases.ts";
import { FetchFailure, type SafeFetchOptions } from "./safe-fetch.ts";

export const QUEUE_FULL_MESSAGE = "The audit service is busy, please try again in a minute";

export interface AuditOptions {
  lighthouse: LighthouseRunner | null;
  /** Overrides for tests (e.g. `policyForHop`, a shorter time-out). */
  fetch?: Partial<SafeFetchOptions>;
}

function emptyResult(websiteUrl: string, recommendations: Recommendations, loadTime = 0): AuditResult {
  return {
    websiteUrl,
    loadTime,
    overallScore: 0,
    performanceScore: 0,
    accessibilityScore: 0,
    securityScore: 0,
    seoScore: 0,
    mobileScore: 0,
    technicalScore: 0,
    contentScore: 0,
    lighthouseData: null,
    recommendations,
  };
}

function parseAddress(websiteUrl: string): URL {
  try {
    return new URL(websiteUrl);
  } catch {
    throw new HttpError(400, "Please enter a valid website address, for example yourbusiness.com", {
      websiteUrl: "Please enter a valid website address",
    });
  }
}

export async function runAudit(
  deps: AppDeps,
  request: { websiteUrl: string; protocolTyped: boolean },
  options: AuditOptions,
): Promise<AuditResult> {
  const url = parseAddress(request.websiteUrl);
  const policy: AddressPolicy = { allowPrivate: deps.config.AUDIT_ALLOW_PRIVATE_HOSTS };
  try {
    checkUrl(url, policy);
  } catch (error) {
    if (error instanceof BlockedAddressError) throw new HttpError(400, error.message, { websiteUrl: error.message });
    throw error;
  }
  // Refuse before fetching anything: a full queue means a wait nobody should sit through.
  if (options.lighthouse?.isFull()) throw new HttpError(429, QUEUE_FULL_MESSAGE, undefined, { "Retry-After": "60" });

  let site: FetchedSite;
  try {
    site = await fetchSite(url, request.protocolTyped, { policy, ...options.fetch });
  } catch (error) {
    if (error instanceof BlockedAddressError) throw new HttpError(400, error.message, { websiteUrl: error.message });
    if (error instanceof FetchFailure) {
      return emptyResult(url.href, accessErrorRecommendations(error.message, error.kind));
    }
    throw error;
  }
  const { page } = site;
  // The report names the address it covers: the http:// one when https:// did not answer.
  const websiteUrl = site.address.href;

  const verdict = classifyPage(page);
  if (verdict.kind === "unreachable")
    return emptyResult(websiteUrl, accessErrorRecommendations(verdict.message, "status"));
  if (verdict.kind === "manual")
    return emptyResult(websiteUrl, manualRequestRecommendations(verdict.reason), page.ttfbMs);

  const facts = pageFacts(page, { httpsFailure: site.httpsFailure?.message });
  const builtIn = analyse(facts);
  const scores = { ...builtIn.scores };
  const recommendations: Recommendations = builtIn.recommendations;
  let lighthouseData: AuditResult["lighthouseData"] = null;
  let lighthouseNote: string | undefined;
  let lighthouseMs: number | undefined;

  if (options.lighthouse) {
    const outcome = await options.lighthouse.run(page.finalUrl);
    lighthouseMs = outcome.durationMs;
    if (outcome.ok) {
      // Lighthouse's category scores replace the built-in ones; best
      // practices stands in for the security score.
      scores.performance = outcome.scores.performance ?? scores.performance;
      scores.accessibility = outcome.scores.accessibility ?? scores.accessibility;
      scores.seo = outcome.scores.seo ?? scores.seo;
      scores.security = outcome.scores.bestPractices ?? scores.security;
      lighthouseData = outcome.data;
      mergeLighthouseFindings(recommendations, outcome.findings);
    } else {
      lighthouseNote = outcome.note;
      recommendations.note = outcome.note;
    }
  }

  const overall = overallScore(scores);
  const result: AuditResult = {
    websiteUrl,
    loadTime: page.ttfbMs,
    overallScore: overall,
    performanceScore: scores.performance,
    accessibilityScore: scores.accessibility,
    securityScore: scores.security,
    seoScore: scores.seo,
    mobileScore: scores.mobile,
    technicalScore: scores.technical,
    contentScore: scores.content,
    lighthouseData,
    recommendations,
  };
  const [row] = await deps.db
    .insert(auditResults)
    .values({
      ...result,
      metrics: {
        ttfbMs: page.ttfbMs,
        totalMs: page.totalMs,
        transferBytes: page.transferBytes,
        htmlBytes: facts.htmlBytes,
        compressed: facts.compressed,
        redirects: page.redirects,
        status: page.status,
      },
      metadata: {
        finalUrl: page.finalUrl,
        httpsFailure: site.httpsFailure?.message,
        builtInScores: builtIn.scores,
        builtInOverall: builtIn.overall,
        failedChecks: builtIn.failed,
        lighthouse: options.lighthouse ? (lighthouseData ? "completed" : "skipped") : "unavailable",
        lighthouseNote,
        lighthouseMs,
        title: facts.html.title,
      },
    })
    .returning({ id: auditResults.id });
  return { id: row?.id, ...result };
}
