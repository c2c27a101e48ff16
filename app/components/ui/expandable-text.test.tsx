/**
 * The server's HTML of a long text: clamped, whole in the page, with a Show
 * more button that names what it opens. Opening it in a browser is covered
 * end to end (tests/e2e/long-content.spec.ts).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExpandableText } from "./expandable-text";

describe("ExpandableText", () => {
  it("shows a short text as it is, without a button", () => {
    const html = renderToStaticMarkup(<ExpandableText text="Please call me about a redesign." />);
    expect(html).toContain("Please call me about a redesign.");
    expect(html).not.toContain("<button");
    expect(html).toMatch(/class="[^"]*wrap-anywhere/);
  });

  it("clamps a long word and offers Show more for the text it hides", () => {
    const text = "W".repeat(5_000);
    const html = renderToStaticMarkup(<ExpandableText text={text} lines={4} />);
    // The whole text stays in the page: the clamp only hides it from view.
    expect(html).toContain(text);
    const paragraph = /<p id="([^"]+)" class="([^"]*)">/.exec(html);
    expect(paragraph?.[2]).toContain("line-clamp-4");
    const button = /<button type="button" aria-expanded="false" aria-controls="([^"]+)"[^>]*>Show more<\/button>/.exec(
      html,
    );
    expect(button?.[1]).toBe(paragraph?.[1]);
  });

  it("sets a pasted link or blob unkerned, so its page does not take seconds to lay out, and keeps words kerned", () => {
    const classOf = (text: string) =>
      /<p id="[^"]+" class="([^"]*)">/.exec(renderToStaticMarkup(<ExpandableText text={text} />))?.[1];
    expect(classOf(`See https://example.com/${"a".repeat(80)} please`)).toContain("[font-kerning:none]");
    expect(classOf("A redesign of our bakery's site, with online orders and a gallery.".repeat(20))).not.toContain(
      "font-kerning",
    );
  });

  it("counts lines too: a short text of many lines is clamped", () => {
    const html = renderToStaticMarkup(<ExpandableText text={"one\ntwo\nthree\nfour\nfive\nsix"} lines={5} />);
    expect(html).toContain(">Show more</button>");
  });
});
