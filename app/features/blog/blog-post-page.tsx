import { MarkdownText } from "#app/components/markdown-text";
import { BLOG_POSTS } from "#app/content/blog";
import { SiteLink } from "#app/lib/style-variant";
import { type BlogPost, blogPostPath } from "#common/content/blog-post";
import { JsonLd } from "../seo/json-ld";
import { BlogClosing } from "./blog-closing";
import { blogPostingStructuredData } from "./blog-posting-schema";
import { Byline } from "./byline";
import { PostCard } from "./post-card";

/** The two posts after this one in the blog's order, the oldest leading back to the newest. */
function morePosts(post: BlogPost): BlogPost[] {
  const index = BLOG_POSTS.indexOf(post);
  return [1, 2]
    .map((step) => BLOG_POSTS[(index + step) % BLOG_POSTS.length])
    .filter((other): other is BlogPost => other !== undefined && other !== post);
}

/**
 * One blog post (docs/product/public-site.md § Articles): its title, byline and text, then two more posts, the
 * newsletter box and the consultation call to action. Designed in the dark face; the light face shows it in
 * light tones, as every page without a light design of its own.
 */
export function BlogPostPage({ post }: { post: BlogPost }) {
  return (
    <main>
      <JsonLd data={blogPostingStructuredData(post)} />
      <article className="container-page pt-10 pb-16 sm:pt-16 sm:pb-24">
        <div className="mx-auto max-w-3xl">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold">
            <SiteLink to="/blog" className="inline-flex min-h-11 items-center text-neon-cyan hover:text-neon-lime">
              <span aria-hidden="true">←&nbsp;</span>Development Insights
            </SiteLink>
            <span aria-hidden="true" className="text-ink-500">
              /
            </span>
            <span className="tracking-[0.2em] text-ink-300 uppercase">{post.category}</span>
          </p>
          <h1 className="mt-4 font-display text-3xl font-bold text-balance text-white sm:text-5xl">{post.title}</h1>
          <p className="mt-6 text-lg leading-8 text-ink-100 sm:text-xl">{post.excerpt}</p>
          <div className="mt-6 border-b border-ink-700 pb-8">
            <Byline post={post} />
          </div>
          <div className="pb-4">
            <MarkdownText blocks={post.blocks} />
          </div>
        </div>
      </article>

      <section aria-labelledby="more-posts-title" className="container-page pb-16">
        <h2 id="more-posts-title" className="font-display text-2xl font-bold text-white sm:text-3xl">
          More articles
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {morePosts(post).map((other) => (
            <li key={other.slug}>
              <PostCard post={other} />
            </li>
          ))}
        </ul>
      </section>

      <BlogClosing sourcePath={blogPostPath(post.slug)} />
    </main>
  );
}
