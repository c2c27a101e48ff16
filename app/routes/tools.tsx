import { Island } from "#app/islands/island";
import { STATIC_PAGE } from "#app/lib/static-page";
import { AuditTool } from "../features/audit/audit-tool";
import { pageMeta } from "../lib/page-meta";
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

/** Served without the framework: the page's tool is an island (docs/decisions/044-tool-pages-as-islands.md). */
export const handle = STATIC_PAGE;

/** The dark WEBSITE CHECKER by default; the light Website Performance Audit with `?style=conservative`. */
export default function ToolsRoute() {
  return <Island name="tools" component={AuditTool} props={{}} />;
}
