import { ProcessPage } from "../features/process/process-page";
import { pageMeta } from "../lib/page-meta";
import { STATIC_PAGE } from "../lib/static-page";

export const meta = () =>
  pageMeta({
    title: "Our Process — Seven Steps from Discovery to Growth",
    description:
      "How we design and build your website: discovery call, proposal, design, development, testing, launch and ongoing support — with durations and deliverables for each step.",
  });

/** Served without the framework: prerendered HTML and the static pages' script. */
export const handle = STATIC_PAGE;

export default function ProcessRoute() {
  return <ProcessPage />;
}
