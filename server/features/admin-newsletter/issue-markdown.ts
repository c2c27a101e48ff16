/**
 * A newsletter issue written in Markdown (common/content/markdown.ts reads it), as email blocks
 * (server/mail/render-email.ts renders the HTML and the text from the same blocks, every value escaped):
 * headings, paragraphs, lists and quotes; bold, italic and code read as their words, and a link to another site
 * as "words (https://…)". Nothing the author types becomes markup.
 */
import { inlineText, readMarkdown } from "#common/content/markdown.ts";
import type { EmailBlock } from "#server/mail/render-email.ts";

export function issueBlocks(markdown: string): EmailBlock[] {
  return readMarkdown(markdown).map((block): EmailBlock => {
    switch (block.kind) {
      case "heading":
        return { title: inlineText(block.inlines, { withAddresses: true }), text: "" };
      case "list":
        return {
          items: block.items.map((item) => inlineText(item, { withAddresses: true })),
          ...(block.ordered ? { ordered: true } : {}),
        };
      default:
        return { paragraph: inlineText(block.inlines, { withAddresses: true }) };
    }
  });
}
