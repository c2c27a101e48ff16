import { describe, expect, it } from "vitest";
import { caseStudyPath, PORTFOLIO_PROJECT_IDS } from "#common/content/portfolio-projects";
import { PRERENDERED_PATHS, SERVER_RENDERED_PAGES } from "#common/public-routes";
import { BLOG_POSTS } from "./blog";

/** The site's pages an article may link to, without their query or fragment. */
const PAGES = new Set([
  ...PRERENDERED_PATHS,
  ...SERVER_RENDERED_PAGES,
  ...PORTFOLIO_PROJECT_IDS.map(caseStudyPath),
  ...BLOG_POSTS.map((post) => `/blog/${post.slug}`),
]);

describe("the blog's posts (app/content/blog/)", () => {
  it("fill the featured article and the six cards, each a full article of 600 words or more", () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(7);
    for (const post of BLOG_POSTS) expect(post.words, post.slug).toBeGreaterThanOrEqual(600);
    expect(new Set(BLOG_POSTS.map((post) => post.title)).size).toBe(BLOG_POSTS.length);
  });

  it("link only to pages the site has", () => {
    const links = BLOG_POSTS.flatMap((post) =>
      post.blocks.flatMap((block) =>
        (block.kind === "list" ? block.items.flat() : block.inlines).flatMap((inline) =>
          inline.kind === "link" && inline.href.startsWith("/") ? [{ slug: post.slug, href: inline.href }] : [],
        ),
      ),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const { slug, href } of links) expect(PAGES.has(href.split(/[?#]/)[0] ?? ""), `${slug} → ${href}`).toBe(true);
  });
});
