import { QueryProvider } from "#app/lib/query-provider";
import { useStyleVariant } from "#app/lib/style-variant";
import { PerformanceAudit } from "./performance-audit";
import { WebsiteChecker } from "./website-checker";

/** The dark WEBSITE CHECKER by default; the light Website Performance Audit with `?style=conservative`. */
export function AuditTool() {
  const variant = useStyleVariant();
  return <QueryProvider>{variant === "conservative" ? <PerformanceAudit /> : <WebsiteChecker />}</QueryProvider>;
}
