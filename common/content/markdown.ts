/**
 * The Markdown the agency writes in (blog posts, project stories, newsletter issues), read into blocks that each
 * place draws in its own way: the site as elements, an email as its HTML and text. Nothing the author types
 * becomes markup; every word is drawn as text.
 *
 * The Markdown it reads (docs/product/content.md § Writing in Markdown): paragraphs; `##` and `###` headings;
 * `-`/`*` and `1.` lists; `>` quotes; inline `**bold**`, `*italic*`, `` `code` `` and `[words](address)`, where
 * the address is a page of the site (`/contact`) or an `https://` address.
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "emphasis"; text: string }
  | { kind: "code"; text: string }
  | { kind: "link"; text: string; href: string };

export type MarkdownBlock =
  | { kind: "heading"; level: 2 | 3; inlines: Inline[] }
  | { kind: "paragraph"; inlines: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "quote"; inlines: Inline[] };

/** `[words](/page)` or `[words](https://…)`; any other address stays as the words the author typed. */
const INLINE = /\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|`([^`]+)`|\[([^\]]+)\]\(((?:\/|https:\/\/)[^\s)]*)\)/g;

export function readInlines(text: string): Inline[] {
  const inlines: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) inlines.push({ kind: "text", text: text.slice(last, match.index) });
    const [, strong, emphasis, code, linkText, href] = match;
    if (strong !== undefined) inlines.push({ kind: "strong", text: strong });
    else if (emphasis !== undefined) inlines.push({ kind: "emphasis", text: emphasis });
    else if (code !== undefined) inlines.push({ kind: "code", text: code });
    else inlines.push({ kind: "link", text: linkText ?? "", href: href ?? "" });
    last = match.index + match[0].length;
  }
  if (last < text.length) inlines.push({ kind: "text", text: text.slice(last) });
  return inlines;
}

/** The words of some inlines, as a reader sees them ("words (https://…)" for a link to another site). */
export function inlineText(inlines: readonly Inline[], { withAddresses = false } = {}): string {
  return inlines
    .map((inline) =>
      inline.kind === "link" && withAddresses && inline.href.startsWith("https://")
        ? `${inline.text} (${inline.href})`
        : inline.text,
    )
    .join("");
}

const UNORDERED_ITEM = /^[-*]\s+/;
const ORDERED_ITEM = /^\d+[.)]\s+/;

/** The lines of a list, an item's wrapped lines joined to it. */
function listItems(lines: readonly string[], marker: RegExp): string[] | undefined {
  if (!marker.test(lines[0] ?? "")) return undefined;
  const items: string[] = [];
  for (const line of lines) {
    if (marker.test(line)) items.push(line.replace(marker, ""));
    else items[items.length - 1] += ` ${line}`;
  }
  return items;
}

export function readMarkdown(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const chunks = markdown
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  for (const chunk of chunks) {
    const lines = chunk.split("\n").map((line) => line.trim());
    const heading = /^(#{1,6})\s+(.*)$/.exec(lines[0] ?? "");
    if (heading && lines.length === 1) {
      // One level for the sections of a text and one below it: the page's title is its only first level.
      const level = (heading[1]?.length ?? 2) <= 2 ? 2 : 3;
      blocks.push({ kind: "heading", level, inlines: readInlines(heading[2] ?? "") });
      continue;
    }
    const unordered = listItems(lines, UNORDERED_ITEM);
    if (unordered) {
      blocks.push({ kind: "list", ordered: false, items: unordered.map(readInlines) });
      continue;
    }
    const ordered = listItems(lines, ORDERED_ITEM);
    if (ordered) {
      blocks.push({ kind: "list", ordered: true, items: ordered.map(readInlines) });
      continue;
    }
    if (lines.every((line) => line.startsWith(">"))) {
      blocks.push({ kind: "quote", inlines: readInlines(lines.map((line) => line.replace(/^>\s?/, "")).join(" ")) });
      continue;
    }
    blocks.push({ kind: "paragraph", inlines: readInlines(lines.join(" ")) });
  }
  return blocks;
}

/** The number of words a text has, for its reading time. */
export function wordCount(blocks: readonly MarkdownBlock[]): number {
  const words = blocks.flatMap((block) =>
    block.kind === "list" ? block.items.map((item) => inlineText(item)) : [inlineText(block.inlines)],
  );
  return words.join(" ").split(/\s+/).filter(Boolean).length;
}
