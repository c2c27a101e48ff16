import { brand } from "#common/brand";
import { AdminGuard } from "../features/admin/admin-guard";
import { AdminHeader } from "../features/admin/console/admin-header";
import { LeadPage } from "../features/admin/lead/lead-page";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/admin-lead";

export const meta = () =>
  pageMeta({ title: "Lead — Admin Control", description: `A ${brand.name} lead.`, noindex: true });

/** /admin/leads/:kind/:id (docs/product/admin-console.md § Lead page): one lead, worked from its own page. */
export default function AdminLeadRoute({ params }: Route.ComponentProps) {
  return (
    <AdminGuard>
      <main className="container-page grid grid-cols-1 gap-8 py-10 sm:py-14">
        <AdminHeader title="LEAD" subtitle="One lead: its details, notes and timeline." />
        <LeadPage kind={params.kind} id={params.id} />
      </main>
    </AdminGuard>
  );
}
