import { SiteLink } from "#app/lib/style-variant";
import { type BlogPost, blogPostPath } from "#common/content/blog-post";
import { ArrowRight } from "../marketing-ui/cta-link";
import { Byline } from "./byline";

/** READ MORE, named for the article it opens. */
export function ReadMore({ post }: { post: BlogPost }) {
  return (
    <SiteLink
      to={blogPostPath(post.slug)}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold tracking-[0.2em] text-neon-cyan uppercase hover:text-neon-lime"
    >
      Read more <span className="sr-only">about {post.title}</span> <ArrowRight />
    </SiteLink>
  );
}

/** An article's card: its category, title (a link to it), excerpt, byline and READ MORE. */
export function PostCard({ post }: { post: BlogPost }) {
  return (
    <article className="flex h-full flex-col rounded-card border border-ink-700 bg-ink-900/80 p-7">
      <p className="text-xs font-semibold tracking-[0.2em] text-neon-cyan uppercase">{post.category}</p>
      <h3 className="mt-4 font-display text-xl font-semibold text-white">
        <SiteLink to={blogPostPath(post.slug)} className="hover:text-neon-cyan">
          {post.title}
        </SiteLink>
      </h3>
      <p className="mt-3 flex-1 text-ink-300">{post.excerpt}</p>
      <div className="mt-6">
        <Byline post={post} />
      </div>
      <div className="mt-2">
        <ReadMore post={post} />
      </div>
    </article>
  );
}
