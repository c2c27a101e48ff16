/**
 * A newsletter issue written in Markdown, as email blocks (server/mail/render-email.ts renders the HTML and the
 * text from the same blocks, every value escaped). The Markdown an issue needs: paragraphs, `#`-headings,
 * `-`/`*` and `1.` lists; inline `**bold**`, `*italic*` and `` `code` `` read as their words, and
 * `[words](https://…)` as "words (https://…)". Nothing the author types becomes markup.
 */
import type { EmailBlock } from "#server/mail/render-email.ts";

const inline = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g, "$1 ($2)")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/(^|[^*])\*([^*]+)\*/g, "$1$2")
    .replace(/`([^`]+)`/g, "$1");

export function issueBlocks(markdown: string): EmailBlock[] {
  const blocks: EmailBlock[] = [];
  const chunks = markdown
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  for (const chunk of chunks) {
    const lines = chunk.split("\n").map((line) => line.trim());
    const heading = /^#{1,6}\s+(.*)$/.exec(lines[0] ?? "");
    if (heading && lines.length === 1) {
      blocks.push({ title: inline(heading[1] ?? ""), text: "" });
      continue;
    }
    if (lines.every((line) => /^[-*]\s+/.test(line))) {
      blocks.push({ items: lines.map((line) => inline(line.replace(/^[-*]\s+/, ""))) });
      continue;
    }
    if (lines.every((line) => /^\d+[.)]\s+/.test(line))) {
      blocks.push({ items: lines.map((line) => inline(line.replace(/^\d+[.)]\s+/, ""))), ordered: true });
      continue;
    }
    blocks.push({ paragraph: inline(lines.join("\n")) });
  }
  return blocks;
}
