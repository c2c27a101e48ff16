import { data } from "react-router";
import { projectById } from "#app/content/projects";
import { isPortfolioProjectId } from "#common/content/portfolio-projects";
import { CaseStudyPage } from "../features/portfolio/case-study-page";
import { pageMeta } from "../lib/page-meta";
import { STATIC_PAGE } from "../lib/static-page";
import type { Route } from "./+types/portfolio-project";

/**
 * /portfolio/<project>: a project's case study (docs/product/public-site.md § Case studies), prerendered for
 * each project; any other name is a 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!isPortfolioProjectId(params.project)) throw data(null, { status: 404 });
  return { id: params.project };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const study = loaderData ? projectById(loaderData.id) : undefined;
  return study
    ? pageMeta({ title: `${study.title} — Case Study`, description: study.summary })
    : pageMeta({ title: "Page Not Found", description: "This project is not in our portfolio." });
};

/** Served without the framework: prerendered HTML and the static pages' script. */
export const handle = STATIC_PAGE;

export default function PortfolioProjectRoute({ loaderData }: Route.ComponentProps) {
  return <CaseStudyPage id={loaderData.id} />;
}
