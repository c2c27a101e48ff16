/**
 * The portfolio's records read together (docs/product/content.md § Projects, § Testimonials): a project per id
 * of the portfolio's order and a file for each, every testimonial about one of them. The build reads them here
 * twice: once to check them before any page is made (scripts/content-files.ts), once for the pages
 * (app/content/projects.ts).
 */
import { ContentFileError } from "./content-file";
import { PORTFOLIO_PROJECT_IDS, type PortfolioProjectId } from "./portfolio-projects";
import { type Project, readProject } from "./project";
import { readTestimonial, type Testimonial } from "./testimonial";

export type PortfolioProject = Project & { id: PortfolioProjectId };

const isProjectId = (id: string): id is PortfolioProjectId => (PORTFOLIO_PROJECT_IDS as readonly string[]).includes(id);

/** Both folders' files by path (`app/content/projects/<id>.md`, `app/content/testimonials/<name>.md`). */
export function readPortfolioRecords(
  projectFiles: Readonly<Record<string, string>>,
  testimonialFiles: Readonly<Record<string, string>>,
): { projects: PortfolioProject[]; testimonials: Testimonial[] } {
  const byId = new Map<PortfolioProjectId, PortfolioProject>();
  for (const [file, text] of Object.entries(projectFiles)) {
    const project = readProject(file, text);
    if (!isProjectId(project.id)) {
      throw new ContentFileError(
        file,
        "file name",
        "is not in the portfolio's order (common/content/portfolio-projects.ts)",
      );
    }
    byId.set(project.id, { ...project, id: project.id });
  }
  const projects = PORTFOLIO_PROJECT_IDS.map((id) => {
    const project = byId.get(id);
    if (!project) throw new ContentFileError(`app/content/projects/${id}.md`, "file", "is missing");
    return project;
  });
  const order = (testimonial: Testimonial) => PORTFOLIO_PROJECT_IDS.indexOf(testimonial.project as PortfolioProjectId);
  const testimonials = Object.entries(testimonialFiles)
    .map(([file, text]) => {
      const testimonial = readTestimonial(file, text);
      if (!isProjectId(testimonial.project)) {
        throw new ContentFileError(file, "project", `no project has the id ${testimonial.project}`);
      }
      return testimonial;
    })
    .sort((a, b) => order(a) - order(b) || a.id.localeCompare(b.id));
  return { projects, testimonials };
}
