import { brand } from "#common/brand";
import { AdminGuard } from "../features/admin/admin-guard";
import { AdminHeader } from "../features/admin/console/admin-header";
import { PrivacyPage } from "../features/privacy/privacy-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Personal data — Admin Control",
    description: `${brand.name}: a person's data on request.`,
    noindex: true,
  });

/** /admin/privacy (docs/product/admin-console.md § Personal data): find, export and erase one person's data. */
export default function AdminPrivacyRoute() {
  return (
    <AdminGuard>
      <main className="container-page grid grid-cols-1 gap-10 py-10 sm:py-14">
        <AdminHeader title="PERSONAL DATA" subtitle="Find, export and erase what is held about one email address." />
        <PrivacyPage />
      </main>
    </AdminGuard>
  );
}
