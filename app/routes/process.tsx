import { ProcessPage } from "../features/process/process-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Our Process — Seven Steps from Discovery to Growth",
    description:
      "How we design and build your website: discovery call, proposal, design, development, testing, launch and ongoing support — with durations and deliverables for each step.",
  });

export default function ProcessRoute() {
  return <ProcessPage />;
}
