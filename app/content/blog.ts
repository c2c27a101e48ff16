/**
 * The blog (docs/product/public-site.md § Insights): its posts are the Markdown files in app/content/blog/
 * (docs/product/content.md § Blog posts), read and checked when the site is built; a broken file stops the build
 * naming the file and the field. The newest post is the featured article.
 */
import { brand } from "#common/brand";
import { type BlogPost, readBlogPosts } from "#common/content/blog-post";
import { contentFilesByPath } from "#common/content/content-file";

const POST_FILES = import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true });

export const BLOG_POSTS: readonly BlogPost[] = readBlogPosts(contentFilesByPath(POST_FILES));

export const blogPostBySlug = (slug: string | undefined) => BLOG_POSTS.find((post) => post.slug === slug);

export const blogIntro = {
  eyebrow: "Blog",
  title: "DEVELOPMENT INSIGHTS",
  lead: "Practical advice on web design, performance, search and conversion — written by the people who build our clients' websites.",
};

export const blogFeed = {
  title: `${brand.name} — Development Insights`,
  path: "/blog/feed.xml",
};

export const newsletter = {
  title: "Get new insights in your inbox",
  text: "One practical article a month on design, performance and growth. No spam, unsubscribe any time.",
};

export const blogCta = {
  title: "Want advice specific to your website?",
  text: "Book a free consultation and we'll review your site and goals with you, one to one.",
};
