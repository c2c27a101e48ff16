import type { ReactNode } from "react";
import { SiteLink } from "#app/lib/style-variant";
import type { Inline, MarkdownBlock } from "#common/content/markdown";

/**
 * Text the agency wrote in Markdown (common/content/markdown.ts), as the page's elements: every word is drawn
 * as text, never as markup. A link to a page of the site keeps the visitor's face; a link to another site opens
 * there.
 */
function InlineText({ inlines }: { inlines: readonly Inline[] }) {
  return inlines.map((inline, index): ReactNode => {
    const key = `${index}-${inline.kind}`;
    switch (inline.kind) {
      case "strong":
        return (
          <strong key={key} className="font-semibold text-white">
            {inline.text}
          </strong>
        );
      case "emphasis":
        return <em key={key}>{inline.text}</em>;
      case "code":
        return (
          <code key={key} className="rounded bg-ink-800 px-1.5 py-0.5 font-mono text-[0.9em] text-ink-100">
            {inline.text}
          </code>
        );
      case "link":
        return inline.href.startsWith("/") ? (
          <SiteLink
            key={key}
            to={inline.href}
            className="font-semibold text-neon-cyan underline underline-offset-4 hover:text-neon-lime"
          >
            {inline.text}
          </SiteLink>
        ) : (
          <a
            key={key}
            href={inline.href}
            rel="noopener"
            className="font-semibold text-neon-cyan underline underline-offset-4 hover:text-neon-lime"
          >
            {inline.text}
          </a>
        );
      default:
        return inline.text;
    }
  });
}

export function MarkdownText({ blocks }: { blocks: readonly MarkdownBlock[] }) {
  return blocks.map((block, index): ReactNode => {
    const key = `${index}-${block.kind}`;
    switch (block.kind) {
      case "heading":
        return block.level === 2 ? (
          <h2 key={key} className="mt-12 font-display text-2xl font-bold text-balance text-white sm:text-3xl">
            <InlineText inlines={block.inlines} />
          </h2>
        ) : (
          <h3 key={key} className="mt-8 font-display text-xl font-semibold text-white">
            <InlineText inlines={block.inlines} />
          </h3>
        );
      case "list": {
        const List = block.ordered ? "ol" : "ul";
        return (
          <List
            key={key}
            className={`mt-5 space-y-3 pl-6 text-lg leading-8 text-ink-200 ${block.ordered ? "list-decimal" : "list-disc"} marker:text-neon-cyan`}
          >
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex} className="pl-1">
                <InlineText inlines={item} />
              </li>
            ))}
          </List>
        );
      }
      case "quote":
        return (
          <blockquote key={key} className="mt-6 border-l-4 border-neon-cyan pl-5 text-lg leading-8 text-ink-100 italic">
            <InlineText inlines={block.inlines} />
          </blockquote>
        );
      default:
        return (
          <p key={key} className="mt-5 text-lg leading-8 text-ink-200">
            <InlineText inlines={block.inlines} />
          </p>
        );
    }
  });
}
