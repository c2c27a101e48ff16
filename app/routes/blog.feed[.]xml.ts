import { BLOG_POSTS, blogFeed, blogIntro } from "#app/content/blog";
import { blogPostPath } from "#common/content/blog-post";
import { atomFeed } from "../features/blog/atom-feed";
import { absoluteUrl } from "../lib/site-url";

/** /blog/feed.xml: the blog's Atom feed, prerendered to a static file like sitemap.xml. */
export function loader() {
  const xml = atomFeed({
    title: blogFeed.title,
    subtitle: blogIntro.lead,
    feedUrl: absoluteUrl(blogFeed.path),
    blogUrl: absoluteUrl("/blog"),
    posts: BLOG_POSTS,
    postUrl: (post) => absoluteUrl(blogPostPath(post.slug)),
    absolute: absoluteUrl,
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
