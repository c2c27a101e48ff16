import { PortalPage } from "../features/client-area/portal/portal-page";
import { sampleDay } from "../features/client-area/use-sample-overview";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/client-portal";

export const meta = () =>
  pageMeta({
    title: "Client Portal",
    description: "Your project dashboard: milestones, documents, messages, invoices and meetings in one place.",
    noindex: true,
  });

/** The day the sample is dated from: the build's for the prerendered page, the request's otherwise. */
export function loader() {
  return { shownOn: sampleDay() };
}

export default function ClientPortalRoute({ loaderData }: Route.ComponentProps) {
  return <PortalPage shownOn={loaderData.shownOn} />;
}
