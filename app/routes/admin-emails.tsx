import { brand } from "#common/brand";
import { AdminGuard } from "../features/admin/admin-guard";
import { AdminHeader } from "../features/admin/console/admin-header";
import { EmailsPage } from "../features/admin/emails/emails-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({ title: "Emails — Admin Control", description: `The ${brand.name} email outbox.`, noindex: true });

/** /admin/emails (docs/product/admin-console.md § Emails): emails pending or failed, behind the admin guard. */
export default function AdminEmailsRoute() {
  return (
    <AdminGuard>
      <main className="container-page grid grid-cols-1 gap-10 py-10 sm:py-14">
        <AdminHeader title="EMAILS" subtitle="Emails waiting to go out, and emails the mail server refused." />
        <EmailsPage />
      </main>
    </AdminGuard>
  );
}
