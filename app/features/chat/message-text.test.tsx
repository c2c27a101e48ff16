import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MessageText } from "./message-text";

const render = (text: string, linkPages: boolean) =>
  renderToStaticMarkup(<MessageText text={text} face="default" linkPages={linkPages} />);

describe("a chat message", () => {
  it("links the site's pages named in a reply, with their query", () => {
    const html = render("See /custom-quote?package=business or /reserve-slot.\nThen /contact", true);
    expect(html).toContain(`href="/custom-quote?package=business"`);
    expect(html).toContain(`href="/reserve-slot"`);
    expect(html).toContain(`href="/contact"`);
    expect(html).toContain("<br/>");
  });

  it("leaves slashes inside words and paths that are no page as text", () => {
    const html = render("24/7 support and/or hosting, see /nowhere and </script>", true);
    expect(html).not.toContain("<a ");
    expect(html).toContain("and/or");
    expect(html).toContain("&lt;/script&gt;");
  });

  it("never links the visitor's own words", () => {
    expect(render("Is /services the right page?", false)).not.toContain("<a ");
  });
});

describe("a chat message on the light variant", () => {
  it("keeps ?style=conservative on the pages it links", () => {
    const html = renderToStaticMarkup(
      <MessageText text="Price it at /custom-quote?package=business or /services." face="conservative" linkPages />,
    );
    expect(html).toContain(`href="/custom-quote?package=business&amp;style=conservative"`);
    expect(html).toContain(`href="/services?style=conservative"`);
  });
});

describe("a page a reply names", () => {
  it("reads as a labelled button, not as its path", () => {
    const html = render(
      "Price it exactly at /custom-quote?package=essential, or talk it through at /book-consultation.",
      true,
    );
    expect(html).toContain(">Custom quote</a>");
    expect(html).toContain(">Book a call</a>");
    expect(html).not.toContain(">/custom-quote");
  });
});
