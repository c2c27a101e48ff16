/**
 * A portfolio project (docs/product/content.md § Projects): one Markdown file in app/content/projects/, named by
 * its id (`harbor-dental.md` is `/portfolio/harbor-dental`), its facts first and its story in four sections:
 * the problem, what we built, the results and the timeline. Every figure about the project is read from here.
 */
import { z } from "zod";
import { PACKAGE_IDS } from "../catalog/package-ids";
import { STATED_PROJECT_FIGURES } from "../company/facts";
import { ContentFileError, readContentFile } from "./content-file";
import { type Inline, inlineText, type MarkdownBlock, readMarkdown } from "./markdown";

const commaList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(z.string().max(40, "has an item over 40 characters")).min(1, "lists at least one, separated by commas"),
  );

export const projectFields = z.strictObject({
  title: z.string().trim().min(2, "names the project").max(60, "is over 60 characters"),
  subtitle: z.string().trim().max(60, "is over 60 characters").optional(),
  category: z.string().trim().min(2, "needs a category").max(30, "is over 30 characters"),
  summary: z.string().trim().min(40, "needs one sentence (40 characters or more)").max(240, "is over 240 characters"),
  /** Shown in the address bar of the browser window around the screenshot. */
  site: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, "must be a domain name such as example.com"),
  /** The project's live address, where it has one: the portfolio's View Live and the case study's link. */
  live: z.url({ protocol: /^https$/, error: "must be an https:// address" }).optional(),
  package: z.enum(PACKAGE_IDS, { error: `must be one of ${PACKAGE_IDS.join(", ")}` }).optional(),
  timeline: z.string().regex(/^\d+ weeks?$/, 'must be written like "6 weeks"'),
  technologies: commaList,
  /** A flagship project leads the portfolio with its screens at full width. */
  flagship: z.boolean().optional(),
});

export type ProjectResult = { kind: "figure"; value: string; label: string } | { kind: "outcome"; text: string };

export interface Project extends z.output<typeof projectFields> {
  id: string;
  problem: string[];
  built: string[];
  results: ProjectResult[];
  phases: Array<{ weeks: string; phase: string }>;
}

const SECTIONS = {
  problem: "The problem",
  built: "What we built",
  results: "Results",
  timeline: "Timeline",
} as const;

/** The blocks under each `## Heading` of the story, by heading. */
function sectionsOf(file: string, blocks: readonly MarkdownBlock[]): Map<string, MarkdownBlock[]> {
  const sections = new Map<string, MarkdownBlock[]>();
  let current: MarkdownBlock[] | undefined;
  for (const block of blocks) {
    if (block.kind === "heading" && block.level === 2) {
      const name = inlineText(block.inlines).trim();
      if (!Object.values(SECTIONS).includes(name as (typeof SECTIONS)[keyof typeof SECTIONS])) {
        throw new ContentFileError(file, name, `is not a section of a project (${Object.values(SECTIONS).join(", ")})`);
      }
      current = [];
      sections.set(name, current);
    } else if (current) current.push(block);
    else throw new ContentFileError(file, "body", `the story starts with "## ${SECTIONS.problem}"`);
  }
  return sections;
}

function listOf(file: string, sections: Map<string, MarkdownBlock[]>, section: string): Inline[][] {
  const list = sections.get(section)?.find((block) => block.kind === "list");
  if (list?.kind !== "list" || list.items.length === 0) {
    throw new ContentFileError(file, section, "needs a list, one line per item starting with - ");
  }
  return list.items;
}

/** `**240%** Conversion boost` is a figure; a line without a bold value is an outcome in words. */
function resultOf(file: string, item: Inline[]): ProjectResult {
  const [first, ...rest] = item;
  if (first?.kind !== "strong") return { kind: "outcome", text: inlineText(item).trim() };
  if (!STATED_PROJECT_FIGURES.includes(first.text)) {
    throw new ContentFileError(
      file,
      SECTIONS.results,
      `${first.text} is not a figure the site states (${STATED_PROJECT_FIGURES.join(", ")}); write the result in words`,
    );
  }
  return { kind: "figure", value: first.text, label: inlineText(rest).trim() };
}

function phaseOf(file: string, item: Inline[]): { weeks: string; phase: string } {
  const [first, ...rest] = item;
  if (first?.kind !== "strong" || !/^Weeks? \d+(?:-\d+)?$/.test(first.text)) {
    throw new ContentFileError(
      file,
      SECTIONS.timeline,
      'each line starts with its weeks in bold, like "**Weeks 2-3**"',
    );
  }
  return { weeks: first.text, phase: inlineText(rest).trim() };
}

export function readProject(file: string, text: string): Project {
  const id = (file.split("/").pop() ?? "").replace(/\.md$/, "");
  const { fields, body } = readContentFile(file, text, projectFields);
  const sections = sectionsOf(file, readMarkdown(body));
  const problem = (sections.get(SECTIONS.problem) ?? []).flatMap((block) =>
    block.kind === "paragraph" ? [inlineText(block.inlines)] : [],
  );
  if (problem.length === 0) throw new ContentFileError(file, SECTIONS.problem, "needs a paragraph");
  return {
    ...fields,
    id,
    problem,
    built: listOf(file, sections, SECTIONS.built).map((item) => inlineText(item).trim()),
    results: listOf(file, sections, SECTIONS.results).map((item) => resultOf(file, item)),
    phases: listOf(file, sections, SECTIONS.timeline).map((item) => phaseOf(file, item)),
  };
}
