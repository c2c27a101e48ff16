import { describe, expect, it } from "vitest";
import { readProject } from "./project";

const FILE = "app/content/projects/corner-bakery.md";

const FIELDS = [
  "title: Corner Bakery",
  "category: Food",
  'summary: "A bakery website with daily bread, pre-orders and a map to the shop."',
  "site: cornerbakery.shop",
  "package: essential",
  "timeline: 3 weeks",
  "technologies: React, Tailwind CSS",
].join("\n");

const STORY = [
  "## The problem",
  "",
  "Orders came by phone at the busiest hour.",
  "",
  "## What we built",
  "",
  "- Pre-orders for the next morning",
  "",
  "## Results",
  "",
  "- **98%** Performance score",
  "- Regulars pre-order the evening before",
  "",
  "## Timeline",
  "",
  "- **Week 1** Design",
  "- **Weeks 2-3** Build and launch",
].join("\n");

const file = (fields = FIELDS, story = STORY) => `---\n${fields}\n---\n\n${story}\n`;

describe("readProject", () => {
  it("reads the record: its id from the file name, its facts, and its story's four sections", () => {
    expect(readProject(FILE, file())).toMatchObject({
      id: "corner-bakery",
      title: "Corner Bakery",
      package: "essential",
      technologies: ["React", "Tailwind CSS"],
      problem: ["Orders came by phone at the busiest hour."],
      built: ["Pre-orders for the next morning"],
      results: [
        { kind: "figure", value: "98%", label: "Performance score" },
        { kind: "outcome", text: "Regulars pre-order the evening before" },
      ],
      phases: [
        { weeks: "Week 1", phase: "Design" },
        { weeks: "Weeks 2-3", phase: "Build and launch" },
      ],
    });
  });

  it.each([
    [file(FIELDS, STORY.replace("**98%**", "**+48%**")), "Results", /\+48% is not a figure the site states/],
    [file(FIELDS, STORY.replace("## Timeline", "## Schedule")), "Schedule", /is not a section/],
    [file(FIELDS, STORY.replace("- **Week 1** Design", "- Week 1: Design")), "Timeline", /weeks in bold/],
    [file(FIELDS, STORY.replace("- Pre-orders for the next morning", "Pre-orders.")), "What we built", /needs a list/],
    [file(`${FIELDS}\nlive: http://cornerbakery.shop`), "live", /https/],
    [file(FIELDS.replace("package: essential", "package: premium")), "package", /must be one of/],
    [file(FIELDS.replace("timeline: 3 weeks", "timeline: three weeks")), "timeline", /6 weeks/],
  ])("refuses a broken record, naming the file and the field or section (%#)", (text, field, problem) => {
    expect(() => readProject(FILE, text)).toThrow(new RegExp(`^app/content/projects/corner-bakery\\.md: ${field}: `));
    expect(() => readProject(FILE, text)).toThrow(problem);
  });
});
