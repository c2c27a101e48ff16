import { PortalAuthCard } from "../features/client-area/account/portal-auth-card";
import { SetPasswordForm } from "../features/client-area/account/set-password-form";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Set Your Password",
    description: "Accept your invitation to the client portal and choose a password.",
    noindex: true,
  });

/** /portal/set-password#token=…: an invitation email's one-time link (docs/product/client-area.md § Invitations). */
export default function PortalSetPasswordRoute() {
  return (
    <PortalAuthCard
      eyebrow="Client Portal"
      title="Set up your account"
      lead="Check your details and choose a password. You will be signed in straight away."
    >
      <SetPasswordForm />
    </PortalAuthCard>
  );
}
