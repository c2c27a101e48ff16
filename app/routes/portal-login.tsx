import { ClientLoginForm } from "../features/client-area/account/login-form";
import { PortalAuthCard } from "../features/client-area/account/portal-auth-card";
import { pageMeta } from "../lib/page-meta";
import { SiteLink } from "../lib/style-variant";

export const meta = () =>
  pageMeta({
    title: "Client Sign-in",
    description: "Sign in to your client portal: your project, milestones, documents, messages and invoices.",
    noindex: true,
  });

/** /portal/login (docs/product/client-area.md § Sign-in). */
export default function PortalLoginRoute() {
  return (
    <PortalAuthCard
      eyebrow="Client Portal"
      title="Client sign-in"
      lead="Your project, milestones, documents, messages and invoices, in one place."
      footer={
        <p>
          No account yet? Your project lead sends an invitation when your project starts. Curious first?{" "}
          <SiteLink to="/client-portal" className="font-semibold text-neon-cyan underline underline-offset-4">
            See a sample portal
          </SiteLink>
          .
        </p>
      }
    >
      <ClientLoginForm />
    </PortalAuthCard>
  );
}
