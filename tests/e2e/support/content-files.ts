/**
 * The portfolio's records read as the build reads them (scripts/content-files.ts), for tests that run outside
 * the build: the projects in the portfolio's order and the testimonials.
 */
import fs from "node:fs";
import { readPortfolioRecords } from "#common/content/portfolio-records";

const folder = (path: string) =>
  Object.fromEntries(
    fs
      .readdirSync(path)
      .filter((name) => name.endsWith(".md"))
      .map((name) => [`${path}/${name}`, fs.readFileSync(`${path}/${name}`, "utf8")]),
  );

const RECORDS = readPortfolioRecords(folder("app/content/projects"), folder("app/content/testimonials"));

export const PROJECT_RECORDS = RECORDS.projects;
export const TESTIMONIAL_RECORDS = RECORDS.testimonials;
