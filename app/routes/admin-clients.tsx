import { brand } from "#common/brand";
import { AdminGuard } from "../features/admin/admin-guard";
import { ClientsPage } from "../features/admin/clients/clients-page";
import { AdminHeader } from "../features/admin/console/admin-header";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({ title: "Clients — Admin Control", description: `The ${brand.name} client accounts.`, noindex: true });

/** /admin/clients (docs/product/client-area.md § Clients): client accounts, behind the admin guard. */
export default function AdminClientsRoute() {
  return (
    <AdminGuard>
      <main className="container-page grid grid-cols-1 gap-10 py-10 sm:py-14">
        <AdminHeader title="CLIENTS" subtitle="Client accounts, their projects and the portal they see." />
        <ClientsPage />
      </main>
    </AdminGuard>
  );
}
