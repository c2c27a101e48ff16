import { PerformanceAudit } from "../features/audit/performance-audit";
import { WebsiteChecker } from "../features/audit/website-checker";
import { pageMeta } from "../lib/page-meta";
import { QueryProvider } from "../lib/query-provider";
import { useStyleVariant } from "../lib/style-variant";
import type { Route } from "./+types/tools";

export const meta = ({ location }: Route.MetaArgs) =>
  new URLSearchParams(location.search).get("style") === "conservative"
    ? pageMeta({
        title: "Website Performance Audit — Free Lighthouse Report",
        description:
          "Get a free performance audit of your website: a real Google Lighthouse run with scores for performance, SEO, accessibility, security and mobile, and the fixes that matter most.",
      })
    : pageMeta({
        title: "Free Website Audit — Speed, SEO, Security and Mobile Check",
        description:
          "Check your website for free: a real Google Lighthouse run plus instant checks of speed, SEO, security, mobile and accessibility, with the fixes that matter most.",
      });

/** The dark WEBSITE CHECKER by default; the light Website Performance Audit with `?style=conservative`. */
export default function ToolsRoute() {
  const variant = useStyleVariant();
  return <QueryProvider>{variant === "conservative" ? <PerformanceAudit /> : <WebsiteChecker />}</QueryProvider>;
}
