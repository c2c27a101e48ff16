import { PortalPage } from "../features/client-area/portal/portal-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Client Portal",
    description: "Your project dashboard: milestones, documents, messages, invoices and meetings in one place.",
    noindex: true,
  });

export default function ClientPortalRoute() {
  return <PortalPage />;
}
