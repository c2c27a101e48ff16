/**
 * A blog post (docs/product/content.md § Blog posts): one Markdown file in app/content/blog/, named by its
 * address (`<slug>.md` is `/blog/<slug>`), with its title, date, author, category and excerpt first. Its reading
 * time is counted from its words.
 */
import { z } from "zod";
import { ContentFileError, readContentFile } from "./content-file";
import { type MarkdownBlock, readMarkdown, wordCount } from "./markdown";

/** Words a reader reads in a minute, for "N min read". */
const WORDS_PER_MINUTE = 200;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const blogPostFields = z.strictObject({
  title: z.string().trim().min(10, "needs a title of at least 10 characters").max(120, "is over 120 characters"),
  date: z.string().refine(isCalendarDate, "must be a date written YYYY-MM-DD"),
  author: z.string().trim().min(2, "names who wrote the post"),
  category: z.string().trim().min(2, "needs a category").max(30, "is over 30 characters"),
  excerpt: z
    .string()
    .trim()
    .min(40, "needs one or two sentences (40 characters or more)")
    .max(300, "is over 300 characters"),
});

export interface BlogPost extends z.output<typeof blogPostFields> {
  slug: string;
  blocks: MarkdownBlock[];
  words: number;
  /** "7 min read". */
  readTime: string;
}

export const blogPostPath = (slug: string) => `/blog/${slug}`;

/** The address of a post file's page, from its name: `app/content/blog/fast-sites.md` is `fast-sites`. */
export function blogPostSlug(file: string): string {
  const name = file.split("/").pop() ?? "";
  const slug = name.replace(/\.md$/, "");
  if (!name.endsWith(".md") || !SLUG.test(slug)) {
    throw new ContentFileError(file, "file name", "must be lowercase words joined by hyphens, ending in .md");
  }
  return slug;
}

export function readBlogPost(file: string, text: string): BlogPost {
  const slug = blogPostSlug(file);
  const { fields, body } = readContentFile(file, text, blogPostFields);
  const blocks = readMarkdown(body);
  if (blocks.length === 0) throw new ContentFileError(file, "body", "the post has no text after its fields");
  const words = wordCount(blocks);
  return {
    ...fields,
    slug,
    blocks,
    words,
    readTime: `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`,
  };
}

/** The posts, newest first: the newest is the blog's featured article. */
export function blogPostsNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** Every post of the blog's folder, by file path (`app/content/blog/<slug>.md`), read and checked, newest first. */
export function readBlogPosts(files: Readonly<Record<string, string>>): BlogPost[] {
  return blogPostsNewestFirst(Object.entries(files).map(([file, text]) => readBlogPost(file, text)));
}
