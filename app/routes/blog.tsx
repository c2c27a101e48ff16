import { blogFeed } from "#app/content/blog";
import { BlogPage } from "../features/blog/blog-page";
import { pageMeta } from "../lib/page-meta";
import { STATIC_PAGE } from "../lib/static-page";

export const meta = () =>
  pageMeta({
    title: "Development Insights — Web Design, Performance and SEO Articles",
    description:
      "Practical articles on website performance, technical SEO, conversion, accessibility and AI assistants from the team at Meridian Studio.",
    feed: blogFeed,
  });

/** Served without the framework: prerendered HTML and the static pages' script. */
export const handle = STATIC_PAGE;

export default function BlogRoute() {
  return <BlogPage />;
}
