import { describe, expect, it } from "vitest";
import { inlineText, readInlines, readMarkdown, wordCount } from "./markdown";

describe("readMarkdown", () => {
  it("reads headings, paragraphs, both kinds of list and quotes", () => {
    const blocks = readMarkdown(
      "## Start here\n\nA first\nparagraph.\n\n- one\n- two\n  wrapped\n\n1. first\n2. second\n\n> a quote\n> on two lines\n\n### Smaller",
    );
    expect(blocks).toEqual([
      { kind: "heading", level: 2, inlines: [{ kind: "text", text: "Start here" }] },
      { kind: "paragraph", inlines: [{ kind: "text", text: "A first paragraph." }] },
      {
        kind: "list",
        ordered: false,
        items: [[{ kind: "text", text: "one" }], [{ kind: "text", text: "two wrapped" }]],
      },
      { kind: "list", ordered: true, items: [[{ kind: "text", text: "first" }], [{ kind: "text", text: "second" }]] },
      { kind: "quote", inlines: [{ kind: "text", text: "a quote on two lines" }] },
      { kind: "heading", level: 3, inlines: [{ kind: "text", text: "Smaller" }] },
    ]);
  });

  it("keeps a page's only first-level heading its title: `#` reads as a section", () => {
    expect(readMarkdown("# Big")[0]).toMatchObject({ kind: "heading", level: 2 });
  });

  it("reads bold, italic, code and links to the site's pages or https addresses", () => {
    expect(readInlines("A **bold** and *soft* `code` [audit](/tools) or [docs](https://web.dev/vitals).")).toEqual([
      { kind: "text", text: "A " },
      { kind: "strong", text: "bold" },
      { kind: "text", text: " and " },
      { kind: "emphasis", text: "soft" },
      { kind: "text", text: " " },
      { kind: "code", text: "code" },
      { kind: "text", text: " " },
      { kind: "link", text: "audit", href: "/tools" },
      { kind: "text", text: " or " },
      { kind: "link", text: "docs", href: "https://web.dev/vitals" },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps markup and other addresses as the words typed", () => {
    const [block] = readMarkdown("<script>alert(1)</script> [x](javascript:alert(1)) [y](http://plain.example)");
    expect(block).toEqual({
      kind: "paragraph",
      inlines: [{ kind: "text", text: "<script>alert(1)</script> [x](javascript:alert(1)) [y](http://plain.example)" }],
    });
  });

  it("counts the words a reader reads, and names another site's address where a link is written out", () => {
    const blocks = readMarkdown("## Two words\n\nThree more [words](https://a.example).\n\n- and four");
    expect(wordCount(blocks)).toBe(7);
    expect(inlineText(readInlines("[see](https://a.example)"), { withAddresses: true })).toBe(
      "see (https://a.example)",
    );
  });
});
