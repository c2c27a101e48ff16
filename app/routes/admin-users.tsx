import { brand } from "#common/brand";
import { AdminGuard } from "../features/admin/admin-guard";
import { AdminHeader } from "../features/admin/console/admin-header";
import { UsersPage } from "../features/admin/users/users-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({ title: "Admin Users — Admin Control", description: `The ${brand.name} admin users.`, noindex: true });

/** /admin/users (docs/product/admin-console.md § Admin users): owners manage the admins; staff are refused. */
export default function AdminUsersRoute() {
  return (
    <AdminGuard>
      <main className="container-page grid grid-cols-1 gap-10 py-10 sm:py-14">
        <AdminHeader title="ADMIN USERS" subtitle="Who can sign in to the console, and what they may do." />
        <UsersPage />
      </main>
    </AdminGuard>
  );
}
