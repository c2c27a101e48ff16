import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { PORTFOLIO_PROJECT_IDS } from "./portfolio-projects";
import { readPortfolioRecords } from "./portfolio-records";

const PROJECTS = Object.fromEntries(
  PORTFOLIO_PROJECT_IDS.map((id) => [
    `app/content/projects/${id}.md`,
    fs.readFileSync(`app/content/projects/${id}.md`, "utf8"),
  ]),
);

const testimonial = (project: string) =>
  `---\nname: Ada Example\nrole: Owner\ncompany: Example Co\nrating: 5\nproject: ${project}\n---\n\nThey listened, explained every choice and delivered what they promised.\n`;

describe("readPortfolioRecords", () => {
  it("reads a project per id of the portfolio's order, and testimonials in that order", () => {
    const { projects, testimonials } = readPortfolioRecords(PROJECTS, {
      "app/content/testimonials/b.md": testimonial("ledgerly"),
      "app/content/testimonials/a.md": testimonial("harbor-dental"),
    });
    expect(projects.map((project) => project.id)).toEqual([...PORTFOLIO_PROJECT_IDS]);
    expect(testimonials.map((item) => item.project)).toEqual(["harbor-dental", "ledgerly"]);
  });

  it("refuses a missing project, a project outside the order and a testimonial about no project, naming the file", () => {
    const { "app/content/projects/ledgerly.md": ledgerly = "", ...withoutLedgerly } = PROJECTS;
    expect(() => readPortfolioRecords(withoutLedgerly, {})).toThrow(
      /^app\/content\/projects\/ledgerly\.md: file: is missing/,
    );
    expect(() => readPortfolioRecords({ ...PROJECTS, "app/content/projects/extra.md": ledgerly }, {})).toThrow(
      /^app\/content\/projects\/extra\.md: file name: is not in the portfolio's order/,
    );
    expect(() => readPortfolioRecords(PROJECTS, { "app/content/testimonials/x.md": testimonial("nowhere") })).toThrow(
      /^app\/content\/testimonials\/x\.md: project: no project has the id nowhere/,
    );
  });
});
