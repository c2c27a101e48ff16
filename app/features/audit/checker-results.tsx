import { useEffect, useRef } from "react";
import { SiteLink } from "#app/lib/style-variant";
import {
  type AuditResult,
  manualAnalysisContactPath,
  RECOMMENDATION_GROUPS,
  type Recommendation,
  type RecommendationGroup,
} from "#common/audit/audit-result";
import { type Band, DARK_BAND_LABEL, darkBand, formatMs, formatShift } from "./score-bands";
import { useManualRequest } from "./use-manual-request";

const BAND_TEXT: Record<Band, string> = { good: "text-neon-lime", average: "text-yellow-300", poor: "text-red-400" };
const BAND_BAR: Record<Band, string> = { good: "bg-neon-lime", average: "bg-yellow-300", poor: "bg-red-400" };

/** Security findings are shown as best practices (docs/product/website-audit.md § Report). */
export const DARK_GROUP_TITLE: Record<RecommendationGroup, string> = {
  performance: "PERFORMANCE",
  seo: "SEO",
  security: "BEST PRACTICES",
  mobile: "MOBILE",
  accessibility: "ACCESSIBILITY",
  technical: "TECHNICAL",
};

const buttonClass =
  "inline-flex min-h-12 items-center justify-center rounded-full px-6 py-3 text-center font-display text-sm font-bold tracking-wider transition-colors";

/** Moves focus to the result's heading so keyboard and screen-reader users land on it. */
function useFocusOnMount<T extends HTMLElement>(focus = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}

function Panel({ children, tone = "cyan" }: { children: React.ReactNode; tone?: "cyan" | "red" | "lime" }) {
  const border = { cyan: "border-neon-cyan/30", red: "border-red-400/40", lime: "border-neon-lime/40" }[tone];
  return <div className={`rounded-[var(--radius-card)] border ${border} bg-ink-900/80 p-6 sm:p-10`}>{children}</div>;
}

export function AccessErrorView({ result }: { result: AuditResult }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Panel tone="red">
      <h2
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-bold tracking-wide text-red-300 sm:text-3xl"
      >
        WEBSITE ACCESS ERROR
      </h2>
      <p className="mt-4 text-lg text-ink-100">{result.recommendations.error}</p>
      {result.recommendations.suggestions && result.recommendations.suggestions.length > 0 && (
        <>
          <h3 className="mt-8 font-display text-lg font-semibold text-white">Suggestions</h3>
          <ul className="mt-3 space-y-2 text-ink-200">
            {result.recommendations.suggestions.map((suggestion) => (
              <li key={suggestion} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-neon-cyan" />
                {suggestion}
              </li>
            ))}
          </ul>
        </>
      )}
      <SiteLink
        to={manualAnalysisContactPath(result.websiteUrl)}
        className={`${buttonClass} mt-8 bg-neon-cyan text-ink-950 hover:bg-neon-lime`}
      >
        CONTACT FOR MANUAL ANALYSIS
      </SiteLink>
    </Panel>
  );
}

/**
 * The "request submitted" case. The request becomes a lead only with the
 * visitor's email, so the panel first asks for it; once it is stored, the
 * panel says ANALYSIS REQUEST SUBMITTED and focus moves to that heading.
 */
export function RequestSubmittedView({ result }: { result: AuditResult }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const request = useManualRequest(result.websiteUrl, "audit-request-email", heading);
  const { submitted } = request;
  const { analysis, timeline = [], included = [] } = result.recommendations;
  return (
    <Panel tone="lime">
      <h2
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-bold tracking-wide text-neon-lime sm:text-3xl"
      >
        {submitted ? "ANALYSIS REQUEST SUBMITTED" : "MANUAL ANALYSIS NEEDED"}
      </h2>
      <p className="mt-4 text-lg text-ink-100">{analysis}</p>
      {submitted ? (
        <p className="mt-2 text-lg text-ink-100">
          A specialist will analyse <span className="break-all text-white">{result.websiteUrl}</span> by hand and send
          the report to <span className="break-all font-semibold text-neon-lime">{request.sentTo}</span>.
        </p>
      ) : (
        <p className="mt-2 text-lg text-ink-100">
          A specialist can analyse it by hand instead. Tell us where to send the report.
        </p>
      )}
      {!submitted && (
        <form
          onSubmit={request.onSubmit}
          noValidate
          className="mt-6 max-w-2xl rounded-2xl border border-ink-700 bg-ink-850 p-5"
        >
          <label
            htmlFor="audit-request-email"
            className="font-display text-sm font-semibold tracking-[0.2em] text-ink-100"
          >
            Your email
          </label>
          <p id="audit-request-email-hint" className="mt-1 text-sm text-ink-300">
            We use it only for this request.
          </p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <input
              id="audit-request-email"
              name="email"
              type="email"
              inputMode="email"
              {...request.emailInput}
              aria-describedby={
                request.fieldError ? "audit-request-email-hint audit-request-email-error" : "audit-request-email-hint"
              }
              className="min-h-12 w-full min-w-0 flex-1 rounded-xl border border-ink-600 bg-ink-950 px-4 text-lg text-white placeholder:text-ink-400 focus:border-neon-cyan focus:outline-none"
            />
            <button
              type="submit"
              disabled={request.pending}
              className="min-h-12 shrink-0 rounded-xl bg-neon-lime px-5 font-display text-sm font-bold tracking-wider text-ink-950 sm:text-base transition-colors hover:bg-neon-cyan disabled:cursor-wait disabled:opacity-80"
            >
              {request.pending ? "SENDING REQUEST..." : "REQUEST MANUAL ANALYSIS"}
            </button>
          </div>
          {request.fieldError && (
            <p id="audit-request-email-error" role="alert" className="mt-3 text-sm font-medium text-red-300">
              {request.fieldError}
            </p>
          )}
        </form>
      )}
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <div>
          <h3 className="font-display text-sm font-semibold tracking-[0.2em] text-neon-cyan">TIMELINE</h3>
          <ol className="mt-4 space-y-3 text-ink-200">
            {timeline.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-full border border-neon-cyan/40 font-display text-sm text-neon-cyan">
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="font-display text-sm font-semibold tracking-[0.2em] text-neon-cyan">ANALYSIS SCOPE</h3>
          <ul className="mt-4 space-y-3 text-ink-200">
            {included.slice(0, 4).map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="text-neon-lime">
                  ✓
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-8 flex flex-wrap gap-4">
        <SiteLink
          to={manualAnalysisContactPath(result.websiteUrl)}
          className={`${buttonClass} bg-neon-cyan text-ink-950 hover:bg-neon-lime`}
        >
          PROVIDE ADDITIONAL DETAILS
        </SiteLink>
        <SiteLink
          to="/book-consultation"
          className={`${buttonClass} border border-ink-600 text-ink-100 hover:border-neon-cyan hover:text-neon-cyan`}
        >
          BOOK CONSULTATION
        </SiteLink>
      </div>
      {submitted && (
        <p className="mt-6 text-sm text-ink-300">
          Our team will reply within 24 hours. Please check your email: your confirmation is on its way.
        </p>
      )}
    </Panel>
  );
}

function RecommendationCard({ item }: { item: Recommendation }) {
  return (
    <li className="rounded-2xl border border-ink-700 bg-ink-850 p-5">
      <p className="font-display font-semibold text-white">{item.title}</p>
      <p className="mt-2 text-ink-200">{item.problem}</p>
      <p className="mt-2 text-sm text-ink-300">
        <span className="font-semibold text-ink-100">Why it matters: </span>
        {item.impact}
      </p>
      <p className="mt-1 text-sm text-ink-300">
        <span className="font-semibold text-neon-cyan">How to fix: </span>
        {item.fix}
      </p>
    </li>
  );
}

function ScoreCard({ label, score }: { label: string; score: number }) {
  const band = darkBand(score);
  return (
    <div className="rounded-2xl border border-ink-700 bg-ink-850 p-5">
      <p className="font-display text-xs font-semibold tracking-[0.2em] text-ink-300">{label}</p>
      <p className={`mt-2 font-display text-4xl font-bold ${BAND_TEXT[band]}`}>{score}</p>
      <div
        role="progressbar"
        aria-label={`${label} score`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        className="mt-4 h-2 overflow-hidden rounded-full bg-ink-700"
      >
        <div className={`h-full rounded-full ${BAND_BAR[band]}`} style={{ width: `${score}%` }} />
      </div>
    </div>
  );
}

/**
 * The report: on /tools it takes the focus when it appears (keyboard and screen-reader users land on it);
 * on the page a mailed report opens (`focusOnMount` false) the page starts at its top, as any page does.
 */
export function ReportView({ result, focusOnMount = true }: { result: AuditResult; focusOnMount?: boolean }) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const band = darkBand(result.overallScore);
  const metrics = [
    { label: "First content shows", value: formatMs(result.lighthouseData?.fcp) },
    { label: "Main content loads", value: formatMs(result.lighthouseData?.lcp) },
    { label: "Page stability", value: formatShift(result.lighthouseData?.cls) },
    { label: "Response speed", value: formatMs(result.lighthouseData?.tbt) },
  ];
  const priority = result.recommendations.priority ?? [];
  return (
    <Panel>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2
            ref={heading}
            tabIndex={-1}
            className="font-display text-2xl font-bold tracking-wide text-white sm:text-3xl"
          >
            YOUR WEBSITE REPORT
          </h2>
          <p className="mt-2 break-all text-ink-300">{result.websiteUrl}</p>
        </div>
        {result.loadTime > 0 && (
          <p className="rounded-full border border-neon-cyan/30 px-4 py-2 text-sm text-ink-200">
            Initial Response Time:{" "}
            <span className="font-display font-semibold text-neon-cyan">{result.loadTime} ms</span>
          </p>
        )}
      </div>
      {result.recommendations.note && <p className="mt-4 text-sm text-yellow-200">{result.recommendations.note}</p>}

      <h3 className="sr-only">Speed metrics</h3>
      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {metrics.map((metric) => (
          <div key={metric.label} className="rounded-2xl border border-ink-700 bg-ink-850 p-4">
            <dt className="text-sm text-ink-300">{metric.label}</dt>
            <dd className="mt-1 font-display text-2xl font-bold text-white">{metric.value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,16rem)_1fr]">
        <div className="flex flex-col items-center justify-center rounded-2xl border border-ink-700 bg-ink-850 p-6 text-center">
          <h3 className="font-display text-xs font-semibold tracking-[0.2em] text-ink-300">OVERALL SCORE</h3>
          <p className={`mt-2 font-display text-6xl font-bold ${BAND_TEXT[band]}`}>{result.overallScore}</p>
          <p className={`mt-1 font-display font-bold tracking-widest ${BAND_TEXT[band]}`}>{DARK_BAND_LABEL[band]}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <ScoreCard label="PERFORMANCE" score={result.performanceScore} />
          <ScoreCard label="ACCESSIBILITY" score={result.accessibilityScore} />
          <ScoreCard label="BEST PRACTICES" score={result.securityScore} />
          <ScoreCard label="SEO" score={result.seoScore} />
        </div>
      </div>

      {priority.length > 0 && (
        <section aria-labelledby="audit-priority" className="mt-10">
          <h3 id="audit-priority" className="font-display text-xl font-bold tracking-wide text-neon-magenta">
            MOST IMPORTANT ISSUES
          </h3>
          <ol className="mt-4 space-y-3">
            {priority.map((item) => (
              <RecommendationCard key={item.id} item={item} />
            ))}
          </ol>
        </section>
      )}

      {RECOMMENDATION_GROUPS.map((group) => {
        const items = result.recommendations[group] ?? [];
        if (items.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`audit-group-${group}`} className="mt-10">
            <h3 id={`audit-group-${group}`} className="font-display text-lg font-bold tracking-wide text-neon-cyan">
              {DARK_GROUP_TITLE[group]}
            </h3>
            <ul className="mt-4 grid gap-3 lg:grid-cols-2">
              {items.map((item) => (
                <RecommendationCard key={item.id} item={item} />
              ))}
            </ul>
          </section>
        );
      })}
    </Panel>
  );
}
