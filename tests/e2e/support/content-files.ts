/**
 * The site's content files read as the build reads them (app/content/projects.ts), for tests that run outside the
 * build: the projects in the portfolio's order and the testimonials.
 */
import fs from "node:fs";
import { PORTFOLIO_PROJECT_IDS } from "#common/content/portfolio-projects";
import { readProject } from "#common/content/project";
import { readTestimonial } from "#common/content/testimonial";

const read = (path: string) => fs.readFileSync(path, "utf8");

export const PROJECT_RECORDS = PORTFOLIO_PROJECT_IDS.map((id) =>
  readProject(`app/content/projects/${id}.md`, read(`app/content/projects/${id}.md`)),
);

export const TESTIMONIAL_RECORDS = fs
  .readdirSync("app/content/testimonials")
  .filter((name) => name.endsWith(".md"))
  .map((name) => readTestimonial(`app/content/testimonials/${name}`, read(`app/content/testimonials/${name}`)));
