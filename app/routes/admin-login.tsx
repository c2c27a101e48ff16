import { brand } from "#common/brand";
import { AdminAuthPage } from "../features/admin/admin-auth-page";
import { AdminLoginForm } from "../features/admin/login-form";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({ title: "Admin Login", description: `Sign in to the ${brand.name} admin console.`, noindex: true });

/** /admin/login (docs/product/admin-console.md § Login page). */
export default function AdminLoginRoute() {
  return (
    <AdminAuthPage
      eyebrow="Restricted area"
      highlight="ADMIN"
      heading="ACCESS"
      lead="Sign in to review leads, reservations and audits."
      footnote="Sessions end after 12 hours or when you sign out."
    >
      <AdminLoginForm />
    </AdminAuthPage>
  );
}
