import { AuditQueryProvider } from "../features/audit/audit-query-provider";
import { PerformanceAudit } from "../features/audit/performance-audit";
import { WebsiteChecker } from "../features/audit/website-checker";
import { pageMeta } from "../lib/page-meta";
import { useStyleVariant } from "../lib/style-variant";

export const meta = () =>
  pageMeta({
    title: "Free Website Audit — Speed, SEO, Security and Mobile Check",
    description:
      "Check your website for free: a real Google Lighthouse run plus instant checks of speed, SEO, security, mobile and accessibility, with the fixes that matter most.",
  });

/** The dark WEBSITE CHECKER by default; the light Website Performance Audit with `?style=conservative`. */
export default function ToolsRoute() {
  const variant = useStyleVariant();
  return (
    <AuditQueryProvider>{variant === "conservative" ? <PerformanceAudit /> : <WebsiteChecker />}</AuditQueryProvider>
  );
}
