/** One content, two parts (docs/decisions/031-html-email.md): the same words in both, the visitor's text escaped. */
import { describe, expect, it } from "vitest";
import { renderEmail } from "./render-email.ts";

describe("renderEmail", () => {
  const content = {
    heading: `Hello <Ada & "Co">`,
    blocks: [
      { paragraph: "First line\nsecond line" },
      {
        facts: [
          ["Name", "<img src=x onerror=alert(1)>"],
          ["Email", "ada@example.com"],
        ] as const,
      },
      { title: "Project details:", text: "It's <b>bold</b>" },
      { title: "What happens next:", items: ["We read it.", "We reply."], ordered: true },
    ],
    action: { label: "Review it", url: "https://agency.test/admin/leads/submission/7" },
    footer: ["The team"],
  };

  it("writes the text as the features always have: blocks apart, facts as Label: value, the action as a line", () => {
    const { text } = renderEmail(content);
    expect(text).toBe(
      [
        "First line\nsecond line",
        "Name: <img src=x onerror=alert(1)>\nEmail: ada@example.com",
        "Project details:\nIt's <b>bold</b>",
        "What happens next:\n1. We read it.\n2. We reply.",
        "Review it: https://agency.test/admin/leads/submission/7",
        "The team",
      ].join("\n\n") + "\n",
    );
  });

  it("escapes every value in the HTML and links only the action", () => {
    const { html } = renderEmail(content);
    expect(html).toContain("Hello &lt;Ada &amp; &quot;Co&quot;&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("It&#39;s &lt;b&gt;bold&lt;/b&gt;");
    expect(html).toContain("First line<br>second line");
    expect(html).not.toMatch(/<img|<b>/);
    expect(html).toContain('href="https://agency.test/admin/leads/submission/7"');
    expect(html).toContain("Meridian Studio");
  });

  it("shows an action that is not an http(s) address as text, never as a link", () => {
    const { html } = renderEmail({ heading: "x", blocks: [], action: { label: "Open", url: "javascript:alert(1)" } });
    expect(html).not.toContain('href="javascript');
    expect(html).toContain("Open: javascript:alert(1)");
  });
});
