import { brand } from "#common/brand";
import { AdminGuard } from "../features/admin/admin-guard";
import { ClientDetailPage } from "../features/admin/clients/client-detail-page";
import { AdminHeader } from "../features/admin/console/admin-header";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/admin-client";

export const meta = () =>
  pageMeta({ title: "Client — Admin Control", description: `A ${brand.name} client account.`, noindex: true });

/** /admin/clients/:clientId (docs/product/client-area.md § Clients): one client and everything under them. */
export default function AdminClientRoute({ params }: Route.ComponentProps) {
  const id = /^\d{1,10}$/.test(params.clientId) ? Number(params.clientId) : 0;
  return (
    <AdminGuard>
      <main className="container-page grid grid-cols-1 gap-8 py-10 sm:py-14">
        <AdminHeader title="CLIENTS" subtitle="One client: projects, portal access and messages." />
        <ClientDetailPage id={id} />
      </main>
    </AdminGuard>
  );
}
