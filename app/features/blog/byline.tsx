import type { BlogPost } from "#common/content/blog-post";
import { formatLongDate } from "#common/time/calendar-text";

/** Who wrote a post, when, and how long it takes to read. */
export function Byline({ post }: { post: Pick<BlogPost, "author" | "date" | "readTime"> }) {
  return (
    // Each "·" is kept with the item after it, so a wrapped line starts with
    // the separator instead of one dangling at the end of the line above.
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-300">
      <span className="text-ink-100">{post.author}</span>
      <span className="flex gap-x-3 whitespace-nowrap">
        <span aria-hidden="true">·</span> <time dateTime={post.date}>{formatLongDate(post.date)}</time>
      </span>
      <span className="flex gap-x-3 whitespace-nowrap">
        <span aria-hidden="true">·</span> {post.readTime}
      </span>
    </p>
  );
}
