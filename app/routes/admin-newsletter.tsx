import { brand } from "#common/brand";
import { AdminGuard } from "../features/admin/admin-guard";
import { AdminHeader } from "../features/admin/console/admin-header";
import { SubscribersPage } from "../features/admin/newsletter/subscribers-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({ title: "Newsletter — Admin Control", description: `The ${brand.name} newsletter.`, noindex: true });

/** /admin/newsletter (docs/product/admin-console.md § Newsletter subscribers), behind the admin guard. */
export default function AdminNewsletterRoute() {
  return (
    <AdminGuard>
      <main className="container-page grid grid-cols-1 gap-10 py-10 sm:py-14">
        <AdminHeader title="NEWSLETTER" subtitle="Who subscribed on the blog, and who confirmed." />
        <SubscribersPage />
      </main>
    </AdminGuard>
  );
}
