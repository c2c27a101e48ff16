/**
 * The content files the agency edits (docs/product/content.md), read and checked from the disk before the build
 * makes any page: react-router.config.ts calls it, so a broken file stops the build with its own message
 * ("app/content/blog/x.md: date: …") instead of a failed page. Returns the blog posts' pages to prerender.
 */
import fs from "node:fs";
import path from "node:path";
import { blogPostPath, readBlogPosts } from "../common/content/blog-post";
import { readPortfolioRecords } from "../common/content/portfolio-records";

/** A content folder's Markdown files by their path from the repository's root. */
function folderFiles(folder: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(".md"))
      .map((name) => {
        const file = path.posix.join(folder, name);
        return [file, fs.readFileSync(file, "utf8")];
      }),
  );
}

/** Every content file read and checked: the blog's posts and the portfolio's records (also for the end-to-end tests). */
export function readContentFolders() {
  return {
    posts: readBlogPosts(folderFiles("app/content/blog")),
    ...readPortfolioRecords(folderFiles("app/content/projects"), folderFiles("app/content/testimonials")),
  };
}

export function checkContentFiles(): { blogPostPaths: string[] } {
  return { blogPostPaths: readContentFolders().posts.map((post) => blogPostPath(post.slug)) };
}
