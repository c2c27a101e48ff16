import { data } from "react-router";
import type { AuditResult } from "#common/audit/audit-result";
import { REPORT_TOKEN_PATTERN } from "#common/audit/report-link";
import { webAddressHost } from "#common/forms/web-address";
import { formatAgencyDay } from "#common/time/calendar-text";
import { ReportView } from "../features/audit/checker-results";
import { CtaLink } from "../features/marketing-ui/cta-link";
import { apiFetchFrom } from "../lib/in-process-api";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/audit-report";

/**
 * The report a mailed audit links to (docs/product/admin-console.md § Audit card): read-only, no account,
 * server-rendered, noindex; 404 for an unknown link.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!REPORT_TOKEN_PATTERN.test(params.token)) throw data(null, { status: 404 });
  const url = new URL(`/api/audit/report/${params.token}`, request.url);
  const response = await apiFetchFrom(context)(new Request(url, { headers: { Accept: "application/json" } }));
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok) throw data(null, { status: 502 });
  const body = (await response.json()) as { report: AuditResult & { checkedAt: string } };
  return { report: body.report, checkedOn: formatAgencyDay(new Date(body.report.checkedAt)) };
}

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  pageMeta({
    title: loaded ? `Website report for ${webAddressHost(loaded.report.websiteUrl)}` : "Website report",
    description: "A website audit: performance, SEO, security, mobile and accessibility scores, and what to fix first.",
    noindex: true,
  });

export default function AuditReportRoute({ loaderData }: Route.ComponentProps) {
  const { report, checkedOn } = loaderData;
  return (
    <main className="container-page pt-12 pb-24 sm:pt-20">
      <p className="font-display text-sm font-semibold tracking-[0.2em] text-neon-cyan">WEBSITE AUDIT</p>
      <h1 className="mt-2 font-display text-4xl font-bold tracking-tight wrap-anywhere text-white sm:text-5xl">
        Report for {webAddressHost(report.websiteUrl)}
      </h1>
      <p className="mt-3 text-ink-300">Checked on {checkedOn}. The scores are out of 100.</p>
      <div className="mt-10">
        <ReportView result={report} focusOnMount={false} />
      </div>
      <section
        aria-labelledby="report-next"
        className="mt-12 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/60 p-6 sm:p-10"
      >
        <h2 id="report-next" className="font-display text-2xl font-bold text-white sm:text-3xl">
          Want these fixed?
        </h2>
        <p className="mt-3 max-w-2xl text-ink-200">
          Book a free call: we walk you through the report and say what we would fix first, and what it would take.
        </p>
        <div className="mt-7 flex flex-wrap gap-4">
          <CtaLink to="/book-consultation">Book a Call</CtaLink>
          <CtaLink to="/tools" kind="secondary">
            Check Another Site
          </CtaLink>
        </div>
      </section>
    </main>
  );
}
