import { ResourcesPage } from "../features/client-area/resources/resources-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Client Resources",
    description: "Guides, answers to common questions and example project timelines for our clients.",
    noindex: true,
  });

export default function ResourcesRoute() {
  return <ResourcesPage />;
}
