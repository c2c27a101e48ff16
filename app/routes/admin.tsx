import { brand } from "#common/brand";
import { AdminGuard } from "../features/admin/admin-guard";
import { AdminHeader } from "../features/admin/console/admin-header";
import { LeadTabs } from "../features/admin/console/lead-tabs";
import { StatCards } from "../features/admin/console/stat-cards";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({ title: "Admin Control", description: `The ${brand.name} admin console.`, noindex: true });

/** /admin (docs/product/admin-console.md § Console), behind the admin guard. */
export default function AdminRoute() {
  return (
    <AdminGuard>
      <main className="container-page grid grid-cols-1 gap-10 py-10 sm:py-14">
        <AdminHeader subtitle="Every lead, reservation and scan in one place." />
        <StatCards />
        <LeadTabs />
      </main>
    </AdminGuard>
  );
}
