import { Accessibility, Code2, Gauge, Lock, Search, Smartphone } from "lucide-react";
import { type FormEvent, useRef } from "react";
import { SiteLink } from "#app/lib/style-variant";
import {
  type AuditResult,
  auditCase,
  manualAnalysisContactPath,
  RECOMMENDATION_GROUPS,
  type Recommendation,
} from "#common/audit/audit-result";
import { AUDIT_DURATION } from "#common/company/facts";
import { CtaLink } from "../marketing-ui/cta-link";
import { LightFace } from "../marketing-ui/light-face";
import { type Band, lightBand } from "./score-bands";
import { useAudit } from "./use-audit";
import { useManualRequest } from "./use-manual-request";

const BAND_CLASSES: Record<Band, { text: string; ring: string; label: string }> = {
  good: { text: "text-emerald-700", ring: "border-emerald-600", label: "Good" },
  average: { text: "text-amber-700", ring: "border-amber-500", label: "Needs improvement" },
  poor: { text: "text-red-700", ring: "border-red-600", label: "Poor" },
};

const WHAT_WE_ANALYZE = [
  { title: "Page Speed", text: "Load times, Core Web Vitals and what slows your pages down.", Icon: Gauge },
  {
    title: "SEO Health",
    text: "Titles, descriptions, headings and whether search engines may index you.",
    Icon: Search,
  },
  { title: "Security", text: "HTTPS, security headers, cookies and mixed content.", Icon: Lock },
  { title: "Mobile Experience", text: "Viewport, zoom and page weight on phones.", Icon: Smartphone },
  { title: "Accessibility", text: "Alternative text, labels, link names and heading order.", Icon: Accessibility },
  { title: "Technical Setup", text: "Doctype, character set, caching, compression and redirects.", Icon: Code2 },
];

const GROUP_TITLE = {
  performance: "Performance",
  seo: "SEO",
  security: "Security",
  mobile: "Mobile",
  accessibility: "Accessibility",
  technical: "Technical",
} as const;

function Score({ label, score }: { label: string; score: number }) {
  const band = BAND_CLASSES[lightBand(score)];
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm">
      <p
        className={`mx-auto grid size-20 place-items-center rounded-full border-4 ${band.ring} font-display text-2xl font-bold ${band.text}`}
      >
        {score}
      </p>
      <p className="mt-3 font-semibold text-slate-900">{label}</p>
      <p className={`text-sm font-medium ${band.text}`}>{band.label}</p>
    </div>
  );
}

function Card({ item }: { item: Recommendation }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="font-semibold text-slate-900">{item.title}</p>
      <p className="mt-2 text-slate-700">{item.problem}</p>
      <p className="mt-2 text-sm text-slate-600">
        <span className="font-semibold text-slate-800">Why it matters: </span>
        {item.impact}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <span className="font-semibold text-brand-700">How to fix: </span>
        {item.fix}
      </p>
    </li>
  );
}

/** The light "request submitted" case: the email step, then the confirmation (see checker-results.tsx). */
function ManualRequest({ result }: { result: AuditResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const request = useManualRequest(result.websiteUrl, "light-request-email", heading);
  const { submitted } = request;
  return (
    <div className="rounded-2xl border border-brand-600/30 bg-brand-50 p-6">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        {submitted ? "Manual analysis requested" : "Manual analysis needed"}
      </h2>
      <p className="mt-2 text-slate-700">{result.recommendations.analysis}</p>
      {submitted ? (
        <p className="mt-2 text-slate-700">
          A specialist will analyse <span className="break-all">{result.websiteUrl}</span> by hand and send the report
          to <span className="break-all font-semibold text-slate-900">{request.sentTo}</span>. We will reply within 24
          hours; please check your email.
        </p>
      ) : (
        <form onSubmit={request.onSubmit} noValidate className="mt-4 max-w-xl">
          <p className="text-slate-700">
            A specialist can analyse it by hand instead. Tell us where to send the report.
          </p>
          <label htmlFor="light-request-email" className="mt-4 block font-semibold text-slate-900">
            Your email
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id="light-request-email"
              name="email"
              type="email"
              {...request.emailInput}
              aria-describedby={request.fieldError ? "light-request-email-error" : undefined}
              className="min-h-12 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none"
            />
            <button
              type="submit"
              aria-disabled={request.pending || undefined}
              className="min-h-12 shrink-0 rounded-lg bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-80"
            >
              {request.pending ? "Sending Request..." : "Request Manual Analysis"}
            </button>
          </div>
          {request.fieldError && (
            <p id="light-request-email-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
              {request.fieldError}
            </p>
          )}
        </form>
      )}
      <ol className="mt-4 list-decimal space-y-1 pl-5 text-slate-700">
        {result.recommendations.timeline?.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <SiteLink
        to={manualAnalysisContactPath(result.websiteUrl)}
        className="mt-5 inline-flex font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        Provide additional details
      </SiteLink>
    </div>
  );
}

function Result({ result }: { result: AuditResult }) {
  const kind = auditCase(result.recommendations);
  if (kind === "access-error") {
    return (
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6">
        <h2 className="text-xl font-semibold text-red-800">We could not reach this website</h2>
        <p className="mt-2 text-red-900">{result.recommendations.error}</p>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
          {result.recommendations.suggestions?.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (kind === "request-submitted") return <ManualRequest result={result} />;
  return (
    <div>
      <h2 className="text-2xl font-semibold text-slate-900">Your results</h2>
      <p className="mt-1 break-all text-slate-600">{result.websiteUrl}</p>
      {result.recommendations.note && <p className="mt-2 text-sm text-amber-800">{result.recommendations.note}</p>}
      <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <Score label="Performance" score={result.performanceScore} />
        <Score label="SEO" score={result.seoScore} />
        <Score label="Security" score={result.securityScore} />
        <Score label="Mobile" score={result.mobileScore} />
        <Score label="Accessibility" score={result.accessibilityScore} />
      </div>
      {RECOMMENDATION_GROUPS.map((group) => {
        const items = result.recommendations[group] ?? [];
        if (items.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`light-group-${group}`} className="mt-10">
            <h3 id={`light-group-${group}`} className="text-lg font-semibold text-slate-900">
              {GROUP_TITLE[group]} recommendations
            </h3>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {items.map((item) => (
                <Card key={item.id} item={item} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** The light audit, /tools?style=conservative (docs/product/website-audit.md § Performance audit). */
export function PerformanceAudit() {
  const audit = useAudit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void audit.submit().then((sent) => {
      if (!sent) document.getElementById("light-audit-url")?.focus();
    });
  };
  return (
    <LightFace>
      {/* Under the fixed logo too (-mt-20 pt-20), as PageHero: no band of page colour above the hero. */}
      <section className="-mt-20 bg-gradient-to-b from-brand-50 to-white pt-20">
        <div className="container-page pt-14 pb-12 sm:pt-20">
          <p className="font-display text-xs font-semibold tracking-[0.25em] text-brand-700 uppercase">
            Free website audit
          </p>
          <h1 className="mt-4 max-w-3xl font-display text-[clamp(2.2rem,5.5vw,3.75rem)] leading-[1.05] font-bold tracking-tight text-slate-900">
            Website Performance Audit
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600">
            See how your website scores on speed, search, security, mobile and accessibility — and what to fix first.
          </p>
          {/* noValidate: the browser's url check would refuse "example.com"; our check adds https:// instead. */}
          <form onSubmit={onSubmit} noValidate {...audit.warmUp} className="mt-8 max-w-2xl">
            <label htmlFor="light-audit-url" className="font-semibold text-slate-900">
              Website URL
            </label>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <input
                id="light-audit-url"
                name="websiteUrl"
                type="url"
                autoComplete="url"
                placeholder="https://yourwebsite.com"
                value={audit.websiteUrl}
                onChange={(event) => audit.setWebsiteUrl(event.target.value)}
                aria-invalid={audit.fieldError ? true : undefined}
                aria-describedby={audit.fieldError ? "light-audit-url-error" : undefined}
                className="min-h-12 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none"
              />
              <button
                type="submit"
                // aria-disabled keeps keyboard focus on the button while the audit runs (a second press is ignored).
                aria-disabled={audit.pending || undefined}
                className="min-h-12 shrink-0 rounded-lg bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-80"
              >
                {audit.pending ? "Running Audit..." : "Run Free Audit"}
              </button>
            </div>
            {audit.fieldError && (
              <p id="light-audit-url-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
                {audit.fieldError}
              </p>
            )}
          </form>
        </div>
      </section>

      <section aria-live="polite" aria-busy={audit.pending} className="container-page pb-6">
        {audit.pending && (
          <p className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
            Analyzing your website… This usually takes {AUDIT_DURATION}.
          </p>
        )}
        {!audit.pending && audit.result && <Result result={audit.result} />}
      </section>

      <section aria-labelledby="what-we-analyze" className="container-page py-16">
        <h2 id="what-we-analyze" className="font-display text-3xl font-bold tracking-tight text-slate-900">
          What We Analyze
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {WHAT_WE_ANALYZE.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="size-6 text-brand-600" />
              <p className="mt-3 font-semibold text-slate-900">{title}</p>
              <p className="mt-1 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="audit-next" className="bg-slate-50">
        <div className="container-page py-16 text-center">
          <h2 id="audit-next" className="font-display text-3xl font-bold tracking-tight text-slate-900">
            Want an expert to walk you through it?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Book a free consultation and we will turn your results into a clear, prioritized plan.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <CtaLink to="/book-consultation" tone="light">
              Schedule Consultation
            </CtaLink>
            <CtaLink to="/services" tone="light" kind="secondary">
              View Our Services
            </CtaLink>
          </div>
        </div>
      </section>
    </LightFace>
  );
}
