/**
 * POST /api/audit's work (issue 7): check the address, fetch the page safely,
 * pick the result case (DECISIONS § Audit result cases), run the built-in
 * analysis and — where a browser is available — Lighthouse, and store the
 * outcome: a full report in audit_results, a manual-analysis request in
 * contact_submissions.
 */
import type { AuditResult, Recommendations } from "../../../common/audit/audit-schema.ts";
import type { AppDeps } from "../../app.ts";
import { auditResults, contactSubmissions } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { type AddressPolicy, BlockedAddressError, checkUrl } from "./address-policy.ts";
import { analyse, overallScore } from "./analysis/analyse.ts";
import { pageFacts } from "./analysis/page-facts.ts";
import type { LighthouseRunner } from "./lighthouse/types.ts";
import { accessErrorRecommendations, classifyPage, manualRequestRecommendations } from "./result-cases.ts";
import { FetchFailure, type SafeFetchOptions, safeFetch } from "./safe-fetch.ts";

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

export async function runAudit(deps: AppDeps, websiteUrl: string, options: AuditOptions): Promise<AuditResult> {
  const url = parseAddress(websiteUrl);
  const policy: AddressPolicy = { allowPrivate: deps.config.AUDIT_ALLOW_PRIVATE_HOSTS };
  try {
    checkUrl(url, policy);
  } catch (error) {
    if (error instanceof BlockedAddressError) throw new HttpError(400, error.message, { websiteUrl: error.message });
    throw error;
  }
  // Refuse before fetching anything: a full queue means a wait nobody should sit through (issue 7 §3).
  if (options.lighthouse?.isFull()) throw new HttpError(429, QUEUE_FULL_MESSAGE, undefined, { "Retry-After": "60" });

  let page: Awaited<ReturnType<typeof safeFetch>>;
  try {
    page = await safeFetch(url.href, { policy, ...options.fetch });
  } catch (error) {
    if (error instanceof BlockedAddressError) throw new HttpError(400, error.message, { websiteUrl: error.message });
    if (error instanceof FetchFailure) {
      return emptyResult(url.href, accessErrorRecommendations(error.message, error.kind));
    }
    throw error;
  }

  const verdict = classifyPage(page);
  if (verdict.kind === "unreachable")
    return emptyResult(url.href, accessErrorRecommendations(verdict.message, "status"));
  if (verdict.kind === "manual") {
    const recommendations = manualRequestRecommendations(verdict.reason);
    await deps.db.insert(contactSubmissions).values({
      name: "Website audit request",
      email: null,
      isAuditRequest: true,
      priority: "high",
      source: "audit",
      package: "audit",
      websiteUrl: url.href,
      details: `Automatic audit not possible: ${verdict.reason} (final address ${page.finalUrl}).`,
      context: { status: page.status, contentType: page.headers["content-type"] ?? null, finalUrl: page.finalUrl },
    });
    return emptyResult(url.href, recommendations, page.ttfbMs);
  }

  const facts = pageFacts(page);
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
      // Issue 7 §3: Lighthouse's category scores replace the built-in ones;
      // best practices stands in for the security score (spec 001 §2).
      scores.performance = outcome.scores.performance ?? scores.performance;
      scores.accessibility = outcome.scores.accessibility ?? scores.accessibility;
      scores.seo = outcome.scores.seo ?? scores.seo;
      scores.security = outcome.scores.bestPractices ?? scores.security;
      lighthouseData = outcome.data;
      for (const finding of outcome.findings) {
        const group = recommendations[finding.group];
        if (group && !group.some((existing) => existing.title === finding.title)) group.push(finding);
      }
    } else {
      lighthouseNote = outcome.note;
      recommendations.note = outcome.note;
    }
  }

  const overall = overallScore(scores);
  const result: AuditResult = {
    websiteUrl: url.href,
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
