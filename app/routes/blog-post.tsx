import { data } from "react-router";
import { blogFeed, blogPostBySlug } from "#app/content/blog";
import { BlogPostPage } from "../features/blog/blog-post-page";
import { pageMeta } from "../lib/page-meta";
import { STATIC_PAGE } from "../lib/static-page";
import type { Route } from "./+types/blog-post";

/**
 * /blog/<slug>: one post of app/content/blog/ (docs/product/public-site.md § Articles), prerendered for each
 * file; any other name is a 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!blogPostBySlug(params.slug)) throw data(null, { status: 404 });
  return { slug: params.slug };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const post = blogPostBySlug(loaderData?.slug);
  return post
    ? pageMeta({
        title: post.title,
        description: post.excerpt,
        article: { publishedTime: post.date, author: post.author, section: post.category },
        feed: blogFeed,
      })
    : pageMeta({ title: "Page Not Found", description: "This article is not on our blog." });
};

/** Served without the framework: prerendered HTML and the static pages' script. */
export const handle = STATIC_PAGE;

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const post = blogPostBySlug(loaderData.slug);
  return post ? <BlogPostPage post={post} /> : null;
}
