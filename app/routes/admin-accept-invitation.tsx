import { brand } from "#common/brand";
import { AdminAuthPage } from "../features/admin/admin-auth-page";
import { AcceptInvitationForm } from "../features/admin/users/accept-invitation-form";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Accept Invitation — Admin",
    description: `Choose your password for the ${brand.name} admin console.`,
    noindex: true,
  });

/**
 * /admin/accept-invitation#token=… (docs/product/admin-console.md § Admin users): an invited admin
 * chooses a password. Server-rendered empty like every admin page; the token is read in the browser.
 */
export default function AdminAcceptInvitationRoute() {
  return (
    <AdminAuthPage
      eyebrow="Admin invitation"
      highlight="CHOOSE"
      heading="A PASSWORD"
      lead={`You were invited to the ${brand.name} console. Choose a password to sign in.`}
    >
      <AcceptInvitationForm />
    </AdminAuthPage>
  );
}
