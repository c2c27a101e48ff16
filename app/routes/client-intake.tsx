import { ClientIntakePage } from "../features/client-intake/client-intake-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Start Your Project: Client Intake",
    description:
      "Tell us about your company, goals and budget in a few minutes. We review every intake and reply within 24 hours.",
  });

export default function ClientIntakeRoute() {
  return <ClientIntakePage />;
}
