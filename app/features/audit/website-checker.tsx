import { Gauge, Search, ShieldCheck } from "lucide-react";
import type { FormEvent } from "react";
import { auditCase } from "#common/audit/audit-result";
import { AUDIT_DURATION, YEARS_OF_EXPERIENCE } from "#common/company/facts";
import { AccessErrorView, ReportView, RequestSubmittedView } from "./checker-results";
import { useAudit } from "./use-audit";

const LOADING_CARDS = [
  { title: "Speed Test", text: "Load times and Core Web Vitals in a real browser", Icon: Gauge },
  { title: "Google Ranking", text: "Titles, descriptions, headings and indexability", Icon: Search },
  { title: "Mobile & Security", text: "Viewport, HTTPS and security headers", Icon: ShieldCheck },
];

/** The claims the audit page makes (docs/product/website-audit.md § Website checker). */
const WHY_PROFESSIONAL = [
  { stat: `${YEARS_OF_EXPERIENCE.default} years`, text: "of building and tuning fast business websites" },
  { stat: "150+", text: "clients whose sites we have built, rescued or sped up" },
  { stat: "24h", text: "response: a human reply within 24 hours, usually in under 4 hours" },
  { stat: "1:1", text: "a developer walks you through every fix, in plain words" },
];

/** The dark WEBSITE CHECKER, /tools (docs/product/website-audit.md § Website checker). */
export function WebsiteChecker() {
  const audit = useAudit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void audit.submit().then((sent) => {
      if (!sent) document.getElementById("audit-website-url")?.focus();
    });
  };
  const result = audit.result;
  const resultCase = result ? auditCase(result.recommendations) : null;

  return (
    <main className="relative isolate -mt-20 overflow-hidden pt-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_85%_-5%,rgb(34_228_255/0.16),transparent_65%),radial-gradient(36rem_24rem_at_0%_40%,rgb(182_255_59/0.07),transparent_60%)]"
      />
      <section className="container-page pt-12 pb-10 sm:pt-20">
        <p className="inline-flex items-center gap-2 rounded-full border border-neon-cyan/30 bg-neon-cyan/5 px-4 py-1.5 font-display text-xs font-semibold tracking-[0.25em] text-neon-cyan uppercase">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-neon-lime" />
          Free website audit
        </p>
        <h1 className="mt-6 font-display text-[clamp(2.6rem,8vw,5.5rem)] leading-[0.95] font-bold tracking-tight text-white">
          WEBSITE <span className="text-gradient-neon">CHECKER</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-300 sm:text-xl">
          A real Google Lighthouse run plus our own instant checks: speed, search visibility, mobile, security and
          accessibility — with the fixes that matter most first.
        </p>

        <form
          onSubmit={onSubmit}
          noValidate
          {...audit.warmUp}
          className="mt-10 max-w-3xl rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-5 sm:p-6"
        >
          <label
            htmlFor="audit-website-url"
            className="font-display text-sm font-semibold tracking-[0.2em] text-ink-100"
          >
            Website URL
          </label>
          {/* The hint lives in text, not in the placeholder: a long placeholder was cut off on phones. */}
          <p id="audit-website-url-hint" className="mt-1 text-sm text-ink-400">
            No need to type https://
          </p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <input
              id="audit-website-url"
              name="websiteUrl"
              type="text"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder="yourwebsite.com"
              value={audit.websiteUrl}
              onChange={(event) => audit.setWebsiteUrl(event.target.value)}
              aria-invalid={audit.fieldError ? true : undefined}
              aria-describedby={
                audit.fieldError ? "audit-website-url-hint audit-website-url-error" : "audit-website-url-hint"
              }
              className="min-h-13 w-full min-w-0 flex-1 rounded-xl border border-ink-600 bg-ink-950 px-4 text-lg text-white placeholder:text-ink-400 focus:border-neon-cyan focus:outline-none"
            />
            <button
              type="submit"
              disabled={audit.pending}
              className="min-h-13 shrink-0 rounded-xl bg-neon-cyan px-6 font-display font-bold tracking-wider text-ink-950 shadow-[0_0_32px_-10px] shadow-neon-cyan/80 transition-colors hover:bg-neon-lime disabled:cursor-wait disabled:opacity-80"
            >
              {audit.pending ? "ANALYZING WEBSITE..." : "START INSTANT AUDIT"}
            </button>
          </div>
          {audit.fieldError && (
            <p id="audit-website-url-error" role="alert" className="mt-3 text-sm font-medium text-red-300">
              {audit.fieldError}
            </p>
          )}
        </form>
      </section>

      <section aria-live="polite" aria-busy={audit.pending} className="container-page pb-10">
        {audit.pending && (
          <div className="rounded-[var(--radius-card)] border border-neon-cyan/30 bg-ink-900/80 p-6 sm:p-10">
            <h2 className="font-display text-2xl font-bold text-white">Analyzing your website…</h2>
            <p className="mt-2 text-ink-300">This usually takes {AUDIT_DURATION}.</p>
            <ul className="mt-6 grid gap-4 md:grid-cols-3">
              {LOADING_CARDS.map(({ title, text, Icon }) => (
                <li key={title} className="rounded-2xl border border-ink-700 bg-ink-850 p-5">
                  <Icon aria-hidden="true" className="size-6 text-neon-cyan motion-safe:animate-pulse" />
                  <p className="mt-3 font-display font-semibold text-white">{title}</p>
                  <p className="mt-1 text-sm text-ink-300">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        )}
        {!audit.pending && result && resultCase === "access-error" && <AccessErrorView result={result} />}
        {!audit.pending && result && resultCase === "request-submitted" && <RequestSubmittedView result={result} />}
        {!audit.pending && result && resultCase === "report" && <ReportView result={result} />}
      </section>

      <section aria-labelledby="why-professional" className="container-page py-16 sm:py-20">
        <h2 id="why-professional" className="font-display text-3xl font-bold tracking-tight text-white sm:text-4xl">
          WHY CHOOSE PROFESSIONAL ANALYSIS?
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-ink-300">
          An automated score shows where it hurts. A developer who has fixed hundreds of sites tells you why, what to
          fix first, and what it is worth to your business.
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_PROFESSIONAL.map((item) => (
            <li key={item.stat} className="rounded-2xl border border-ink-700 bg-ink-900/80 p-6">
              <p className="font-display text-3xl font-bold text-neon-lime">{item.stat}</p>
              <p className="mt-2 text-ink-200">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
