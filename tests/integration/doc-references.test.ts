/**
 * A reader who clones the repository can open every document the code and the docs point to
 * (scripts/doc-references.ts): no citation of a document kept outside the repository, every
 * `docs/…` path present, every `§ Heading` a heading of its file, every relative Markdown link
 * and anchor resolving. First the repository itself, then a small fixture repository with one
 * fault of each kind, so the check is known to fail when it should.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkDocReferences, SCANNED_ROOTS } from "../../scripts/doc-references";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

describe("the repository's references to documents", () => {
  const report = checkDocReferences(repositoryRoot);

  it("scans every root and finds the citations it checks", () => {
    for (const root of SCANNED_ROOTS) expect(report.filesPerRoot[root], root).toBeGreaterThan(0);
    expect(report.filesPerRoot.app).toBeGreaterThan(100);
    expect(report.filesPerRoot.server).toBeGreaterThan(100);
    expect(report.docsPaths).toBeGreaterThan(300);
    expect(report.sections).toBeGreaterThan(300);
    expect(report.markdownLinks).toBeGreaterThan(50);
  });

  it("points only to documents and headings that exist", () => {
    expect(report.problems.map(({ file, line, message }) => `${file}:${line}: ${message}`)).toEqual([]);
  });
});

describe("the check on a repository with faults", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "doc-references-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  // The cited forms and the fixture's docs paths are assembled here, so that this file, which the
  // check scans too, neither cites them nor names paths that do not exist.
  const docs = "docs";
  const specName = `spec 0${"01"}`;
  const specCitation = `${specName} §2`;
  const decisionsCitation = `${"DECISION"}S.md`;
  const issueCitation = `${"issue"} 12`;

  write(
    `${docs}/product/pricing.md`,
    "# Pricing\n\n## Totals\n\n### Quote add-ons (23)\n\n```\n## Not a heading\n```\n",
  );
  write(
    `${docs}/decisions/001-one.md`,
    "# One\n\nSee [Totals](../product/pricing.md#totals) and [gone](../product/gone.md).\n",
  );
  write(`${docs}/guide.md`, "# Guide\n\n[Bad anchor](product/pricing.md#no-such-heading) and [self](#guide).\n");
  write(
    "app/cited.ts",
    [
      `// Integer dollars (${docs}/product/pricing.md § Totals, § Quote add-ons).`,
      `// Old style (${specCitation}).`,
      `// Old style (${decisionsCitation}).`,
      `// Old style (${issueCitation}).`,
      `// Missing (${docs}/product/absent.md).`,
      `// Wrong (${docs}/product/pricing.md § Total).`,
      `// Wrong second (${docs}/product/pricing.md § Totals, § Not a heading).`,
      `/* Split over lines (${docs}/product/pricing.md`,
      " * § Quote add-ons) is fine. */",
      "// An address is not a path: https://example.com/docs/elsewhere.md",
    ].join("\n"),
  );
  for (const other of ["server/a.ts", "common/a.ts", "scripts/a.mjs", "tests/a.test.ts", "README.md", ".env.example"]) {
    write(other, "// Nothing cited.\n");
  }

  it("reports each fault with its file and line, and nothing else", () => {
    const report = checkDocReferences(root);
    expect(report.problems).toEqual([
      { file: "app/cited.ts", line: 2, message: `cites "${specName}", a document the repository does not hold` },
      { file: "app/cited.ts", line: 3, message: `cites "${"DECISION"}S", a document the repository does not hold` },
      { file: "app/cited.ts", line: 4, message: `cites "${issueCitation}", a document the repository does not hold` },
      { file: "app/cited.ts", line: 5, message: `names ${docs}/product/absent.md, which does not exist` },
      { file: "app/cited.ts", line: 6, message: `cites "§ Total", not a heading of ${docs}/product/pricing.md` },
      {
        file: "app/cited.ts",
        line: 7,
        message: `cites "§ Not a heading", not a heading of ${docs}/product/pricing.md`,
      },
      { file: `${docs}/decisions/001-one.md`, line: 3, message: "links to ../product/gone.md, which does not exist" },
      {
        file: `${docs}/guide.md`,
        line: 3,
        message: "links to product/pricing.md#no-such-heading: no heading makes the anchor #no-such-heading",
      },
    ]);
    expect(report.sections).toBe(6);
  });

  it("reports a root with no file to scan instead of passing", () => {
    fs.rmSync(path.join(root, "common"), { recursive: true });
    expect(checkDocReferences(root).problems).toContainEqual({
      file: "common",
      line: 0,
      message: "no file found to scan",
    });
  });
});
