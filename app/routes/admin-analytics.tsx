import { brand } from "#common/brand";
import { AdminGuard } from "../features/admin/admin-guard";
import { AnalyticsPage } from "../features/admin/analytics/analytics-page";
import { AdminHeader } from "../features/admin/console/admin-header";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({ title: "Analytics — Admin Control", description: `${brand.name}'s visits and leads.`, noindex: true });

/** /admin/analytics (docs/product/analytics.md § Console page), behind the admin guard. */
export default function AdminAnalyticsRoute() {
  return (
    <AdminGuard>
      <main className="container-page grid grid-cols-1 gap-10 py-10 sm:py-14">
        <AdminHeader title="ANALYTICS" subtitle="Which pages and sources bring visits and leads. No cookies." />
        <AnalyticsPage />
      </main>
    </AdminGuard>
  );
}
