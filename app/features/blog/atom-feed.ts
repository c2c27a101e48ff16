/**
 * The blog as an Atom feed (RFC 4287): one entry per post, newest first, each with its excerpt and its whole
 * text as HTML, every word escaped and every link absolute, so a feed reader shows the post as the page does.
 */
import type { BlogPost } from "#common/content/blog-post";
import type { Inline, MarkdownBlock } from "#common/content/markdown";
import { escapeXml } from "../seo/sitemap";

function inlineHtml(inlines: readonly Inline[], absolute: (path: string) => string): string {
  return inlines
    .map((inline) => {
      const text = escapeXml(inline.text);
      switch (inline.kind) {
        case "strong":
          return `<strong>${text}</strong>`;
        case "emphasis":
          return `<em>${text}</em>`;
        case "code":
          return `<code>${text}</code>`;
        case "link":
          return `<a href="${escapeXml(inline.href.startsWith("/") ? absolute(inline.href) : inline.href)}">${text}</a>`;
        default:
          return text;
      }
    })
    .join("");
}

export function markdownHtml(blocks: readonly MarkdownBlock[], absolute: (path: string) => string): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case "heading":
          return `<h${block.level}>${inlineHtml(block.inlines, absolute)}</h${block.level}>`;
        case "list": {
          const tag = block.ordered ? "ol" : "ul";
          return `<${tag}>${block.items.map((item) => `<li>${inlineHtml(item, absolute)}</li>`).join("")}</${tag}>`;
        }
        case "quote":
          return `<blockquote><p>${inlineHtml(block.inlines, absolute)}</p></blockquote>`;
        default:
          return `<p>${inlineHtml(block.inlines, absolute)}</p>`;
      }
    })
    .join("\n");
}

export interface AtomFeedInput {
  title: string;
  subtitle: string;
  /** The feed's own address and the blog page's, absolute. */
  feedUrl: string;
  blogUrl: string;
  posts: readonly BlogPost[];
  postUrl: (post: BlogPost) => string;
  absolute: (path: string) => string;
}

/** A post's day as an Atom date-time: its date at noon UTC, the same day in every time zone of its readers. */
const atomDate = (date: string) => `${date}T12:00:00Z`;

export function atomFeed({ title, subtitle, feedUrl, blogUrl, posts, postUrl, absolute }: AtomFeedInput): string {
  const updated = posts[0] ? atomDate(posts[0].date) : "1970-01-01T00:00:00Z";
  const entries = posts.map((post) => {
    const url = escapeXml(postUrl(post));
    return [
      "  <entry>",
      `    <id>${url}</id>`,
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}"/>`,
      `    <published>${atomDate(post.date)}</published>`,
      `    <updated>${atomDate(post.date)}</updated>`,
      `    <author><name>${escapeXml(post.author)}</name></author>`,
      `    <category term="${escapeXml(post.category)}"/>`,
      `    <summary>${escapeXml(post.excerpt)}</summary>`,
      `    <content type="html">${escapeXml(markdownHtml(post.blocks, absolute))}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">',
    `  <id>${escapeXml(feedUrl)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(blogUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
