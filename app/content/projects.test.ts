import { describe, expect, it } from "vitest";
import { PUBLISHED_REVIEWS } from "#common/company/facts";
import { PORTFOLIO_PROJECT_IDS } from "#common/content/portfolio-projects";
import { FLAGSHIP_PROJECTS, HEADLINE_RESULTS, PROJECTS, resultsLine, TESTIMONIALS, testimonialOf } from "./projects";
import { REVIEWS } from "./testimonials";

describe("the portfolio's records (app/content/projects/, app/content/testimonials/)", () => {
  it("hold one project per id, in the portfolio's order, the flagship projects first", () => {
    expect(PROJECTS.map((project) => project.id)).toEqual([...PORTFOLIO_PROJECT_IDS]);
    expect(FLAGSHIP_PROJECTS.map((project) => project.id)).toEqual(PORTFOLIO_PROJECT_IDS.slice(0, 2));
  });

  it("give each client project a kickoff-to-launch timeline of 3 to 10 weeks", () => {
    for (const project of PROJECTS.filter((item) => item.package)) {
      const weeks = Number.parseInt(project.timeline, 10);
      expect(weeks, project.id).toBeGreaterThanOrEqual(3);
      expect(weeks, project.id).toBeLessThanOrEqual(10);
    }
  });

  it("count as many published reviews, with the average, as the site states", () => {
    expect(REVIEWS).toHaveLength(PUBLISHED_REVIEWS.count);
    const average = REVIEWS.reduce((sum, review) => sum + review.rating, 0) / REVIEWS.length;
    expect(`${average}/5.0`).toBe(PUBLISHED_REVIEWS.average);
  });

  it("state a client's rating as the stars the client gave", () => {
    for (const project of PROJECTS) {
      const rating = project.results.find((result) => result.kind === "figure" && result.value.endsWith("★"));
      if (rating?.kind === "figure") expect(rating.value).toBe(`${testimonialOf(project.id)?.rating}★`);
    }
  });

  it("lead the home page and the portfolio with figures read from the records, and show each review with its project's", () => {
    expect(HEADLINE_RESULTS.map(({ value, label, project }) => `${project.id} ${value} ${label}`)).toEqual([
      "meridian-studio 240% Conversion boost",
      "meridian-studio 98% Performance score",
      "keystone-buildworks 165% Efficiency gain",
    ]);
    expect(REVIEWS[0]).toMatchObject({
      name: "Sarah Mitchell",
      projectName: "Construction project platform",
      results: "165% efficiency gain and 98% performance score",
    });
    const harbor = PROJECTS.find((project) => project.id === "harbor-dental");
    expect(harbor && resultsLine(harbor)).toMatch(/^Appointment requests/);
  });

  it("give three clients' words to the light portfolio, each about a project of the portfolio", () => {
    expect(TESTIMONIALS.filter((testimonial) => !testimonial.review)).toHaveLength(3);
  });
});
