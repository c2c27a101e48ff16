import { describe, expect, it } from "vitest";
import { blogPostsNewestFirst, readBlogPost } from "./blog-post";

const FILE = "app/content/blog/fast-pages.md";

const post = (fields: string, body = "Some words for the body of the post.") => `---\n${fields}\n---\n\n${body}\n`;

const FIELDS = [
  'title: "Fast pages: where to start"',
  "date: 2026-03-04",
  "author: Ada Example",
  "category: Performance",
  'excerpt: "What slows a small site down, and the three fixes that matter most."',
].join("\n");

describe("readBlogPost", () => {
  it("reads the fields, the address from the file name and the reading time from the words", () => {
    const read = readBlogPost(FILE, post(FIELDS, "word ".repeat(610)));
    expect(read).toMatchObject({
      slug: "fast-pages",
      title: "Fast pages: where to start",
      date: "2026-03-04",
      author: "Ada Example",
      category: "Performance",
      words: 610,
      readTime: "3 min read",
    });
  });

  it.each([
    [FIELDS.replace("date: 2026-03-04", "date: 2026-02-30"), "date"],
    [FIELDS.replace("date: 2026-03-04", "date: March 4"), "date"],
    [FIELDS.replace("author: Ada Example\n", ""), "author"],
    [FIELDS.replace('title: "Fast pages: where to start"', "title: Short"), "title"],
    [`${FIELDS}\ntags: speed`, "front matter"],
    [`${FIELDS}\ndate: 2026-03-05`, "date"],
    [`${FIELDS}\nnot a field line`, "front matter"],
  ])("refuses a broken file, naming the file and the field (%#)", (fields, field) => {
    expect(() => readBlogPost(FILE, post(fields))).toThrow(new RegExp(`^app/content/blog/fast-pages\\.md: ${field}: `));
  });

  it("refuses a file without fields, without text, or with a name that is no address", () => {
    expect(() => readBlogPost(FILE, "Just text.")).toThrow(/fast-pages\.md: front matter: /);
    expect(() => readBlogPost(FILE, post(FIELDS, ""))).toThrow(/fast-pages\.md: body: /);
    expect(() => readBlogPost("app/content/blog/Fast Pages.md", post(FIELDS))).toThrow(/Fast Pages\.md: file name: /);
  });

  it("orders posts newest first", () => {
    const older = readBlogPost("app/content/blog/older.md", post(FIELDS.replace("2026-03-04", "2026-01-10")));
    const newer = readBlogPost(FILE, post(FIELDS));
    expect(blogPostsNewestFirst([older, newer]).map((item) => item.slug)).toEqual(["fast-pages", "older"]);
  });
});
