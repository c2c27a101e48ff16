import { SiteLink } from "#app/lib/style-variant";
import { caseStudyPath, type PortfolioProjectId } from "#common/content/portfolio-projects";
import { ArrowRight } from "../marketing-ui/cta-link";

/** "Read the Case Study", named for screen readers by its project (one label, one destination each). */
export function CaseStudyLink({ id, title, className }: { id: PortfolioProjectId; title: string; className: string }) {
  return (
    <SiteLink to={caseStudyPath(id)} className={className}>
      Read the Case Study<span className="sr-only">: {title}</span>
      <ArrowRight />
    </SiteLink>
  );
}
