import { describe, expect, it } from "vitest";
import { readBlogPost } from "#common/content/blog-post";
import { atomFeed } from "./atom-feed";

const post = readBlogPost(
  "app/content/blog/tips-and-tricks.md",
  [
    "---",
    'title: "Tips & tricks for <fast> pages"',
    "date: 2026-05-06",
    "author: Ada Example",
    "category: Performance",
    'excerpt: "Small changes that make a small site faster, in the order to try them."',
    "---",
    "",
    "Try **this** first, then see the [audit](/tools).",
  ].join("\n"),
);

const feed = atomFeed({
  title: "Insights",
  subtitle: "Articles",
  feedUrl: "https://agency.example/blog/feed.xml",
  blogUrl: "https://agency.example/blog",
  posts: [post],
  postUrl: (item) => `https://agency.example/blog/${item.slug}`,
  absolute: (path) => `https://agency.example${path}`,
});

describe("atomFeed", () => {
  it("is an Atom document naming itself, the blog and its newest date", () => {
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
    expect(feed).toContain(
      '<link rel="self" type="application/atom+xml" href="https://agency.example/blog/feed.xml"/>',
    );
    expect(feed).toContain("<updated>2026-05-06T12:00:00Z</updated>");
  });

  it("gives each post its address, date, author, escaped title and its text as escaped HTML with absolute links", () => {
    expect(feed).toContain("<id>https://agency.example/blog/tips-and-tricks</id>");
    expect(feed).toContain("<title>Tips &amp; tricks for &lt;fast&gt; pages</title>");
    expect(feed).toContain("<published>2026-05-06T12:00:00Z</published>");
    expect(feed).toContain("<author><name>Ada Example</name></author>");
    expect(feed).toContain(
      '<content type="html">&lt;p&gt;Try &lt;strong&gt;this&lt;/strong&gt; first, then see the &lt;a href=&quot;https://agency.example/tools&quot;&gt;audit&lt;/a&gt;.&lt;/p&gt;</content>',
    );
  });
});
