import { BlogPage } from "../features/blog/blog-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Development Insights — Web Design, Performance and SEO Articles",
    description:
      "Practical articles on website performance, technical SEO, conversion, accessibility and AI assistants from the team at Meridian Studio.",
  });

export default function BlogRoute() {
  return <BlogPage />;
}
