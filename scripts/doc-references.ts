// Every document the code and the docs point to is in the repository: no comment cites the
// specification, decision or design files kept outside it, or an issue number; every `docs/…`
// path named exists; every `docs/….md § Heading` names a heading of that file; every relative
// Markdown link (and its #anchor) resolves. Run by tests/integration/doc-references.test.ts;
// by hand: node --import tsx scripts/doc-references.ts
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The folders and files scanned, relative to the repository root. Each must hold a scanned file. */
export const SCANNED_ROOTS = ["app", "server", "common", "scripts", "tests", "docs", "README.md", ".env.example"];
const OPTIONAL_ROOTS = [".ci"];
const CONTENT_FOLDER = `app${path.sep}content${path.sep}`;
const SKIPPED_FOLDERS = new Set([
  "node_modules",
  "build",
  ".react-router",
  "test-results",
  "playwright-report",
  "data",
]);

/**
 * References to documents the repository does not hold: the two specification files, the
 * decisions file, the design file, and issue-tracker numbers. Written in pieces so that this
 * file does not match itself.
 */
const ABSENT_DOCUMENT = new RegExp(
  ["[Ss]pec 00[01]", `${"DECISION"}S`, "DESIGN[.]md", "[Ii]ssues? ?#?[0-9]+", "[Ii]ssue:"].join("|"),
);
/** A repository path under docs/, not part of a longer path or an address. */
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]*\w/g;
/** A relative Markdown link target: `](target)` or `](target "title")`. */
const MARKDOWN_LINK = /\]\(([^()\s]+)(?:\s+"[^"]*")?\)/g;
/** What may join a second heading of the same file to the first: `, § Other`. */
const NEXT_SECTION = /^\s*(?:,|\/|and)\s*§\s*/;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

export interface Problem {
  file: string;
  line: number;
  message: string;
}

export interface DocReferenceReport {
  /** Files scanned per root (a root with none is itself a problem). */
  filesPerRoot: Record<string, number>;
  /** `docs/…` paths found and checked. */
  docsPaths: number;
  /** `§ Heading` citations checked against their file's headings. */
  sections: number;
  /** Relative Markdown links checked. */
  markdownLinks: number;
  problems: Problem[];
}

interface Headings {
  texts: string[];
  anchors: Set<string>;
}

/** Scans the repository at `root` and reports every reference to a document that is not there. */
export function checkDocReferences(root: string): DocReferenceReport {
  const report: DocReferenceReport = { filesPerRoot: {}, docsPaths: 0, sections: 0, markdownLinks: 0, problems: [] };
  const headingCache = new Map<string, Headings | null>();
  const headingsOf = (file: string): Headings | null => {
    if (!headingCache.has(file)) headingCache.set(file, readHeadings(file));
    return headingCache.get(file) ?? null;
  };

  for (const entry of [...SCANNED_ROOTS, ...OPTIONAL_ROOTS]) {
    const files = listFiles(path.join(root, entry));
    report.filesPerRoot[entry] = files.length;
    if (files.length === 0 && SCANNED_ROOTS.includes(entry)) {
      report.problems.push({ file: entry, line: 0, message: "no file found to scan" });
    }
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      if (text.includes("\0")) continue;
      checkFile(root, path.relative(root, file), text.split("\n"), report, headingsOf);
    }
  }
  return report;
}

function checkFile(
  root: string,
  file: string,
  lines: string[],
  report: DocReferenceReport,
  headingsOf: (file: string) => Headings | null,
): void {
  const problem = (index: number, message: string) => report.problems.push({ file, line: index + 1, message });
  const isMarkdown = file.endsWith(".md");

  lines.forEach((line, index) => {
    const absent = ABSENT_DOCUMENT.exec(line);
    if (absent) problem(index, `cites "${absent[0]}", a document the repository does not hold`);

    for (const match of line.matchAll(DOCS_PATH)) {
      report.docsPaths++;
      const target = match[0];
      const absolute = path.join(root, target);
      if (!fs.existsSync(absolute)) {
        problem(index, `names ${target}, which does not exist`);
        continue;
      }
      let rest = line.slice((match.index ?? 0) + target.length);
      // A citation broken after the path continues on the next line (`* § Heading`).
      if (rest.trim() === "" && index + 1 < lines.length) {
        rest = (lines[index + 1] ?? "").replace(/^\s*(?:\*|\/\/|#|<!--)?\s*/, "");
      }
      if (!/^\s*§/.test(rest)) continue;
      const headings = target.endsWith(".md") ? headingsOf(absolute) : null;
      if (!headings) {
        problem(index, `cites a section of ${target}, which is not a Markdown file`);
        continue;
      }
      rest = rest.replace(/^\s*§\s*/, "");
      for (;;) {
        report.sections++;
        const heading = longestHeadingAtStart(rest, headings.texts);
        if (heading === undefined) {
          problem(index, `cites "§ ${rest.split(/[).;]/)[0]?.trim()}", not a heading of ${target}`);
          break;
        }
        const after = rest.slice(heading.length);
        const next = NEXT_SECTION.exec(after);
        if (!next) break;
        rest = after.slice(next[0].length);
      }
    }

    // The site's content files (app/content/) link to the site's pages, not to files of the repository: their
    // links are checked against the site's routes by their own tests (app/content/blog.test.ts).
    if (!isMarkdown || file.startsWith(CONTENT_FOLDER)) return;
    // A link written inside `code` is an example, not a link.
    for (const match of line.replace(/`[^`]*`/g, "").matchAll(MARKDOWN_LINK)) {
      const link = match[1] ?? "";
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
      report.markdownLinks++;
      const [linkPath = "", anchor] = link.split("#");
      const absolute =
        linkPath === "" ? path.join(root, file) : path.resolve(path.join(root, path.dirname(file)), linkPath);
      if (!fs.existsSync(absolute)) {
        problem(index, `links to ${link}, which does not exist`);
        continue;
      }
      if (anchor === undefined || anchor === "" || !absolute.endsWith(".md")) continue;
      if (!headingsOf(absolute)?.anchors.has(decodeURIComponent(anchor))) {
        problem(index, `links to ${link}: no heading makes the anchor #${anchor}`);
      }
    }
  });
}

/** The longest heading that `text` starts with, ending where a word ends. */
function longestHeadingAtStart(text: string, headings: string[]): string | undefined {
  let best: string | undefined;
  for (const heading of headings) {
    if (!text.startsWith(heading)) continue;
    if (WORD_CHARACTER.test(text.charAt(heading.length))) continue;
    if (best === undefined || heading.length > best.length) best = heading;
  }
  return best;
}

/** The headings of a Markdown file (outside code blocks), and the anchors GitHub makes of them. */
function readHeadings(file: string): Headings | null {
  if (!file.endsWith(".md") || !fs.existsSync(file)) return null;
  const texts: string[] = [];
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inCode = false;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    const match = inCode ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match?.[1]) continue;
    const text = match[1];
    // A heading may be cited without its markup or a closing parenthesis such as a date.
    texts.push(text, text.replace(/[`*_]/g, ""), text.replace(/\s*\([^()]*\)$/, ""));
    const slug = text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return { texts, anchors };
}

function listFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  const stat = fs.statSync(entry);
  if (stat.isFile()) return [entry];
  const files: string[] = [];
  for (const child of fs.readdirSync(entry, { withFileTypes: true })) {
    if (child.isDirectory() && SKIPPED_FOLDERS.has(child.name)) continue;
    files.push(...listFiles(path.join(entry, child.name)));
  }
  return files.sort();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = checkDocReferences(path.resolve(import.meta.dirname, ".."));
  for (const { file, line, message } of report.problems) console.error(`${file}:${line}: ${message}`);
  const files = Object.values(report.filesPerRoot).reduce((sum, count) => sum + count, 0);
  console.log(
    `${files} files: ${report.docsPaths} docs/ paths, ${report.sections} § sections, ` +
      `${report.markdownLinks} Markdown links checked; ${report.problems.length} problems`,
  );
  process.exitCode = report.problems.length === 0 ? 0 : 1;
}
