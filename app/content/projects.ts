/**
 * The portfolio's projects and the clients' testimonials: the Markdown files in app/content/projects/ and
 * app/content/testimonials/ (docs/product/content.md § Projects, § Testimonials), read and checked when the site
 * is built. Every figure about a project, on home, the portfolio, its case study and the testimonials, is read
 * from its record here.
 */
import { ContentFileError, contentFilesByPath } from "#common/content/content-file";
import type { PortfolioProjectId } from "#common/content/portfolio-projects";
import { type PortfolioProject, readPortfolioRecords } from "#common/content/portfolio-records";
import type { Project, ProjectResult } from "#common/content/project";
import type { Testimonial } from "#common/content/testimonial";

export type { PortfolioProject };

const RECORDS = readPortfolioRecords(
  contentFilesByPath(import.meta.glob<string>("./projects/*.md", { query: "?raw", import: "default", eager: true })),
  contentFilesByPath(
    import.meta.glob<string>("./testimonials/*.md", { query: "?raw", import: "default", eager: true }),
  ),
);

/** Every project, in the portfolio's order: the flagship projects first. */
export const PROJECTS: readonly PortfolioProject[] = RECORDS.projects;

export function projectById(id: PortfolioProjectId): PortfolioProject {
  const project = PROJECTS.find((item) => item.id === id);
  if (!project) throw new ContentFileError(`app/content/projects/${id}.md`, "file", "is missing");
  return project;
}

export const FLAGSHIP_PROJECTS = PROJECTS.filter((project) => project.flagship);
export const OTHER_PROJECTS = PROJECTS.filter((project) => !project.flagship);

/** The testimonials, each about a project of the portfolio, in the portfolio's order. */
export const TESTIMONIALS: readonly Testimonial[] = RECORDS.testimonials;

/** The client's words about a project, where it has a testimonial. */
export const testimonialOf = (id: PortfolioProjectId) => TESTIMONIALS.find((testimonial) => testimonial.project === id);

export const figuresOf = (project: Project) =>
  project.results.filter((result): result is Extract<ProjectResult, { kind: "figure" }> => result.kind === "figure");

/**
 * One result of a project as a page states it elsewhere (home, the portfolio's results): found by its value in
 * the project's record, so the page cannot state a figure the record does not hold.
 */
export function projectFigure(id: PortfolioProjectId, value: string) {
  const project = projectById(id);
  const figure = figuresOf(project).find((result) => result.value === value);
  if (!figure) throw new ContentFileError(`app/content/projects/${id}.md`, "Results", `has no figure ${value}`);
  return { ...figure, project };
}

/** "165% efficiency gain and 98% performance score": a project's first two figures, or its first result in words. */
export function resultsLine(project: Project): string {
  const figures = figuresOf(project)
    .slice(0, 2)
    .map((figure) => `${figure.value} ${figure.label.toLowerCase()}`);
  if (figures.length > 0) return figures.join(" and ");
  const [first] = project.results;
  return first?.kind === "outcome" ? first.text : "";
}

/** The results the home page and the portfolio lead with, each from its project's record. */
export const HEADLINE_RESULTS = [
  projectFigure("meridian-studio", "240%"),
  projectFigure("meridian-studio", "98%"),
  projectFigure("keystone-buildworks", "165%"),
];
